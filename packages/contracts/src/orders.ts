import { z } from 'zod';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import { paginated } from './envelope.ts';
import { boundedInt, text } from './input.ts';
import { productShort, productVariation } from './product.ts';
import { review } from './reviews.ts';

/**
 * Orders (API spec "Checkout and orders", rules §8). Amounts are decimals; dates are
 * display forms ("05 Jan, 2024", "09:05 PM") in the request's language, UTC.
 * `subtotalAmount` is the list price of the goods; the total is
 * subtotal + tax + shipping − discount − coupon discount.
 */

export const orderShop = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
});

export const orderShort = z.object({
  id: z.number().int(),
  orderGroupId: z.number().int(),
  code: z.number().int(),
  codeToShow: z.string(),
  createdDate: z.string(),
  createdTime: z.string(),
  updatedDate: z.string(),
  updatedTime: z.string(),
  createdAt: z.string(),
  subtotalAmount: z.number(),
  taxAmount: z.number(),
  shippingChargeAmount: z.number(),
  discountAmount: z.number(),
  couponDiscountAmount: z.number(),
  totalAmount: z.number(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  deliveryStatusToShow: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shop: orderShop,
});
export type OrderShort = z.infer<typeof orderShort>;

export const orderTimelineEntry = z.object({
  id: z.number().int(),
  status: z.string(),
  note: z.string(),
  createdDate: z.string(),
  createdTime: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

/** An order line with the copies made at placement, the product card (null once it is gone) and the owner's review. */
export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productVariationId: z.number().int(),
  productName: z.string(),
  /**
   * The variation as a cart line's (API spec: the original client prints its prices), with the
   * prices of the order, not today's: `basePrice` = `unitPrice`, `discountedBasePrice` after the
   * line's discount, `tax` the tax charged per unit.
   */
  variation: productVariation,
  qty: z.number().int(),
  unitPrice: z.number(),
  totalTax: z.number(),
  totalDiscount: z.number(),
  totalPrice: z.number(),
  product: productShort.nullable(),
  review: review.nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const deliveryAddress = z.object({
  type: z.string(),
  address: z.string(),
  direction: z.string(),
  phone: z.string(),
  alternativePhone: z.string(),
});

export const orderDetail = orderShort.extend({
  /** humanised ("Cash on Delivery") */
  paymentMethod: z.string(),
  /** the method's value ("cash_on_delivery"), for its image */
  paymentMethodValue: z.string(),
  deliveryAddress,
  items: z.array(orderItem),
  /** newest first */
  orderTimeline: z.array(orderTimelineEntry),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const ordersPage = paginated(orderShort);

export const ordersQuery = z.object({
  page: boundedInt().default(1),
  limit: boundedInt(undefined, { max: 100 }).optional(),
  /** a delivery status; empty or unknown values list every order */
  deliveryStatus: text().max(50).optional(),
  /** order code search (digits; a leading prefix such as "#" is ignored) */
  searchKey: text().max(50).optional(),
  query: text().max(50).optional(),
});

/** GET /orders/success/{code}: the order group's summary and its orders. */
export const orderSuccess = z.object({
  summary: z.object({
    code: z.number().int(),
    customerName: z.string(),
    shippingAddress: z.string(),
    billingAddress: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    paymentMethod: z.string(),
    paymentMethodToShow: z.string(),
    totalAmount: z.number(),
  }),
  orders: z.array(orderDetail),
});
export type OrderSuccess = z.infer<typeof orderSuccess>;

/**
 * GET /orders/track/{code}: what anyone holding an order code may see. No address, phone, e-mail,
 * name or amounts.
 */
export const orderTracking = z.object({
  code: z.number().int(),
  codeToShow: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  deliveryStatusToShow: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdDate: z.string(),
  shop: z.object({ name: z.string(), slug: z.string() }),
  items: z.array(z.object({ productName: z.string(), variationName: z.string(), qty: z.number().int() })),
  orderTimeline: z.array(orderTimelineEntry),
});
export type OrderTracking = z.infer<typeof orderTracking>;

/** POST /admin/orders/{code}/status (operator). No status: the next one on the forward path. */
export const orderStatusBody = z.object({ status: z.enum(DELIVERY_STATUSES).optional() });
export const orderStatusResult = z.object({
  code: z.number().int(),
  from: z.enum(DELIVERY_STATUSES),
  to: z.enum(DELIVERY_STATUSES),
});
