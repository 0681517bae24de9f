import { z } from 'zod';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, text } from '../input.ts';

/**
 * The seller center's orders (issue 17 §5): one row per shop order (a checkout with several shops
 * makes one order per shop), the detail, the status path, marking a cash-on-delivery order paid,
 * timeline notes and the printable documents. Amounts are decimals on the wire, dates ISO 8601.
 */

export const SELLER_ORDER_MESSAGES = {
  orderNotFound: 'Order not found with this code',
  statusUpdated: 'Delivery status updated to {status}.',
  trackingRequired: 'Enter the tracking number to ship the order.',
  trackingInvalid: 'A tracking number has 3 to 64 letters, digits, dashes, dots or slashes.',
  reasonRequired: 'Give the reason for cancelling the order.',
  noteRequired: 'Write the note.',
  noteTooLong: 'The note may have at most 1000 characters.',
  markedPaid: 'The order is marked as paid.',
  alreadyPaid: 'This order is already paid.',
  notPayOnDelivery:
    'Only a cash or card on delivery order is marked paid by the shop; online payments are settled by the payment gateway.',
  cancelledNotPayable: 'A cancelled order cannot be marked paid.',
  markedUnpaid: 'The order is marked as unpaid.',
  notPaid: 'This order is not paid.',
  cancelledPaymentFinal: "A cancelled order's payment status cannot change.",
  noteAdded: 'The note has been added to the timeline.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  invalidRange: 'The start date must not be after the end date.',
} as const;

/** The status tabs of the order list: every order, or one delivery status ("order_placed" is "New"). */
export const SELLER_ORDER_TABS = ['all', ...DELIVERY_STATUSES] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

/** The statuses a seller moves an order to (never back to order_placed). */
export const SELLER_TARGET_STATUSES = [
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type SellerTargetStatus = (typeof SELLER_TARGET_STATUSES)[number];

const dateParam = text({ message: SELLER_ORDER_MESSAGES.invalidDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: SELLER_ORDER_MESSAGES.invalidDate })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: SELLER_ORDER_MESSAGES.invalidDate });

/** An empty query value means "not given" (a cleared filter field). */
function blank(value: unknown) {
  return value === '' ? undefined : value;
}

/** GET /seller/orders: newest first; `from`/`to` are whole UTC days, both included. */
export const sellerOrdersQuery = z
  .object({
    page: boundedInt().default(1),
    limit: boundedInt(undefined, { max: 100 }).default(20),
    status: z.preprocess(blank, z.enum(SELLER_ORDER_TABS).default('all')),
    /** an order code ("10012" or "#10012"), or part of the customer's name or phone */
    search: z.preprocess(blank, text().trim().max(100).optional()),
    from: z.preprocess(blank, dateParam.optional()),
    to: z.preprocess(blank, dateParam.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: SELLER_ORDER_MESSAGES.invalidRange,
    path: ['to'],
  });
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuery>;

export const sellerOrderRow = z.object({
  code: z.number().int(),
  /** the code with the store's prefix ("#10012") */
  codeToShow: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** units in the order */
  itemCount: z.number().int(),
  totalAmount: z.number(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});
export type SellerOrderRow = z.infer<typeof sellerOrderRow>;

/** How many orders each tab holds, under the same search and dates. */
export const sellerOrderCounts = z.object(
  Object.fromEntries(SELLER_ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<
    SellerOrderTab,
    z.ZodNumber
  >,
);
export type SellerOrderCounts = z.infer<typeof sellerOrderCounts>;

export const sellerOrdersPage = paginated(sellerOrderRow).extend({ counts: sellerOrderCounts });
export type SellerOrdersPage = z.infer<typeof sellerOrdersPage>;

export const sellerOrderItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variationName: z.string(),
  sku: z.string(),
  qty: z.number().int(),
  /** before tax and discount */
  unitPrice: z.number(),
  totalTax: z.number(),
  totalDiscount: z.number(),
  /** unit price × qty + tax − discount */
  totalPrice: z.number(),
});
export type SellerOrderItem = z.infer<typeof sellerOrderItem>;

export const sellerTimelineEntry = z.object({
  id: z.number().int(),
  status: z.string(),
  note: z.string(),
  /** 'custom' for a note written by the shop */
  type: z.enum(['default', 'custom']),
  /** false: a private note of the shop, never shown to the shopper */
  visibleToCustomer: z.boolean(),
  createdAt: z.string(),
});
export type SellerTimelineEntry = z.infer<typeof sellerTimelineEntry>;

export const sellerOrderAddress = z.object({
  type: z.string(),
  address: z.string(),
  direction: z.string(),
});

export const sellerOrderDetail = z.object({
  code: z.number().int(),
  codeToShow: z.string(),
  /** the checkout's code (one per checkout, shared by the shops' orders of it) */
  groupCode: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** the method's value ("cash_on_delivery") */
  paymentMethod: z.string(),
  /** humanised ("Cash on Delivery") */
  paymentMethodToShow: z.string(),
  /** paid to the courier (cash or card on delivery): the shop marks it paid */
  payOnDelivery: z.boolean(),
  trackingNumber: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    alternativePhone: z.string(),
    email: z.string(),
  }),
  shippingAddress: sellerOrderAddress,
  /** null when the billing address is the shipping address */
  billingAddress: sellerOrderAddress.nullable(),
  /** what the shopper wrote at checkout */
  customerNote: z.string(),
  items: z.array(sellerOrderItem),
  amounts: z.object({
    subtotal: z.number(),
    tax: z.number(),
    discount: z.number(),
    couponDiscount: z.number(),
    couponCode: z.string().nullable(),
    shipping: z.number(),
    total: z.number(),
    /** the marketplace's commission, known once the order is paid */
    commission: z.number().nullable(),
  }),
  /** newest first, the shop's private notes included */
  timeline: z.array(sellerTimelineEntry),
  /** what the seller may do now */
  actions: z.object({
    nextStatus: z.enum(SELLER_TARGET_STATUSES).nullable(),
    canCancel: z.boolean(),
    canMarkPaid: z.boolean(),
    /** a paid pay-on-delivery order may be corrected back to unpaid (the money was not collected) */
    canMarkUnpaid: z.boolean(),
  }),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetail>;

/** 3-64 characters, no spaces: the courier's reference as printed on the label. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{2,63}$/;

export const sellerNoteText = text().trim().max(1000, { message: SELLER_ORDER_MESSAGES.noteTooLong });

/**
 * POST /seller/orders/{code}/status. Shipping needs the tracking number; cancelling needs the
 * reason (`note`), which the shopper sees on the timeline and in the message.
 */
export const sellerOrderStatusBody = z
  .object({
    status: z.enum(SELLER_TARGET_STATUSES),
    trackingNumber: z.preprocess(
      blank,
      text()
        .trim()
        .regex(TRACKING_NUMBER_PATTERN, { message: SELLER_ORDER_MESSAGES.trackingInvalid })
        .optional(),
    ),
    note: z.preprocess(blank, sellerNoteText.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'shipped' && !body.trackingNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: SELLER_ORDER_MESSAGES.trackingRequired,
      });
    }
    if (body.status === 'cancelled' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: SELLER_ORDER_MESSAGES.reasonRequired });
    }
  });
export type SellerOrderStatusBody = z.infer<typeof sellerOrderStatusBody>;

export const sellerOrderStatusResult = z.object({
  code: z.number().int(),
  from: z.enum(DELIVERY_STATUSES),
  to: z.enum(DELIVERY_STATUSES),
});

/**
 * POST /seller/orders/{code}/payment: a pay-on-delivery order's money has been received (`paid`),
 * or, correcting a mistake, it was not (`unpaid`).
 */
export const sellerOrderPaymentBody = z.object({ status: z.enum(['paid', 'unpaid']) });
export type SellerOrderPaymentBody = z.infer<typeof sellerOrderPaymentBody>;

export const sellerOrderPaymentResult = z.object({
  code: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** the marketplace's commission on the order */
  commission: z.number(),
});

/** POST /seller/orders/{code}/notes */
export const sellerOrderNoteBody = z.object({
  note: sellerNoteText.min(1, { message: SELLER_ORDER_MESSAGES.noteRequired }),
  visibleToCustomer: z.boolean().default(false),
});
export type SellerOrderNoteBody = z.infer<typeof sellerOrderNoteBody>;
