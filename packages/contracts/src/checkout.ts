import { z } from 'zod';
import { couponShort } from './coupons.ts';
import { emailText, idInput, text } from './input.ts';

/**
 * Coupon apply, shipping charge and order placement (API spec "Checkout and orders",
 * `/coupons/apply`; rules §4–§6 with rules 1–3).
 */

const DAY_MS = 86_400_000;

const bodyId = (message = 'Invalid id') => idInput(message);

/** A list of ids: `key[]` form fields, a JSON array, one value or a comma-joined string. */
const idArray = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').filter((s) => s.trim() !== '');
  return Array.isArray(value) ? value : [value];
}, z.array(bodyId()).max(500));

/** A list of coupon codes in the same encodings; blanks are dropped (an empty code is ignored). */
const codeArray = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    return list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  },
  z.array(text().max(100)).max(100),
);

/**
 * A coupon is valid from the start of its start day through the end of its end day (UTC), so a
 * coupon "until 31 May" still works on 31 May (rule 2; the old system excluded the end day).
 */
export function isCouponDateValid(startAt: Date, endAt: Date, now: Date): boolean {
  const startOfStartDay = Math.floor(startAt.getTime() / DAY_MS) * DAY_MS;
  const endOfEndDay = Math.floor(endAt.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  const t = now.getTime();
  return startOfStartDay <= t && t < endOfEndDay;
}

/**
 * What `/coupons/apply` answers: coupon-short (API spec: the same shape the coupons list answers,
 * `maxDiscountAmount` null when there is no cap, rule 2), plus what it takes off the caller's
 * cart of that shop now.
 */
export const appliedCoupon = couponShort.extend({
  /** the discount on the shop's cart lines now, decimal */
  couponDiscount: z.number().min(0),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

export const COUPON_MESSAGES = {
  codeMissing: 'Please enter a coupon code',
  notFound: 'Coupon not found!',
  otherShop: 'The coupon is invalid for this shop.',
  inactive: 'Coupon is not active',
  notStarted: 'Coupon is not valid yet',
  expired: 'Coupon is expired',
  emptyCart: 'Add product to your cart first',
  minSpend: 'Please shop for at least {amount}',
  conditions: 'Coupon is only applicable for selected products or categories',
  usageLimit: 'Coupon usage limit reached',
  applied: 'Coupon applied successfully',
} as const;

/** POST /coupons/apply. */
export const applyCouponBody = z.object({
  code: text({ message: COUPON_MESSAGES.codeMissing })
    .trim()
    .min(1, { message: COUPON_MESSAGES.codeMissing })
    .max(100),
  shopId: bodyId('Shop ID is missing'),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;

/**
 * POST checkout/get-shipping-charge, both variants: `{addressId, shopIds[], coupons[]}` (signed-in)
 * or `{cityId, userId, guestUserId, shopIds, cartIds, coupons}` (JSON). The result is a number.
 */
export const shippingChargeBody = z.object({
  addressId: bodyId().optional(),
  cityId: bodyId().optional(),
  shopIds: idArray,
  cartIds: idArray.optional(),
  coupons: codeArray,
  userId: z.unknown().optional(),
  guestUserId: z.unknown().optional(),
});
export type ShippingChargeBody = z.infer<typeof shippingChargeBody>;

export const CHECKOUT_MESSAGES = {
  selectShipping: 'Please select shipping address',
  addressNotFound: 'We could not find your address in our system',
  notDeliverable: 'Sorry, delivery is not available in this shipping address',
  emptyCart: 'Your cart is empty. Please select a product',
  limitedStock: '{name} has limited or no stock',
  unknownCartLines: 'Some of the selected cart items are not in your cart',
  cartChanged: 'Your cart has changed. Please review it and try again.',
  methodUnavailable: 'This payment method is not available',
  /** a method the shop takes but the operator switched off (issue 18 §5) */
  methodOff: 'The shop does not take {method} at the moment. Please choose another payment method.',
  payOnDeliveryRefused:
    'Payment on delivery is not available for {names}. Please choose another payment method.',
  /** a line's product was unpublished, or its shop suspended or withdrawn, since it was added */
  productUnavailable: '{names} is no longer sold here. Please remove it from your cart.',
  /** a shop's lines below its minimum order amount (`shortOfMinimumOrder`) */
  belowMinimumOrder: '{shop} takes orders of {amount} or more. Add {missing} more from this shop.',
  paymentMethod: 'Please select a payment method',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  placed: 'Your order has been placed successfully',
  idempotencyKey: 'The idempotency key must be 1 to 200 visible characters',
} as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text().trim().max(max).optional(),
  );

/**
 * POST /checkout/order/store (form-encoded or multipart). `billingAddressId` defaults to the
 * shipping address; `alternatePhone` and the old `alternativePhone` are both read; `shopIds` limits
 * the order to those shops' lines among `cartIds` (all of them when empty). `idempotencyKey` may
 * also come as the `Idempotency-Key` header.
 */
export const orderStoreBody = z.object({
  name: text({ message: CHECKOUT_MESSAGES.nameRequired })
    .trim()
    .min(1, {
      message: CHECKOUT_MESSAGES.nameRequired,
    })
    .max(200),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    emailText({ message: 'Invalid email' }).max(200).optional(),
  ),
  phone: text({ message: CHECKOUT_MESSAGES.phoneRequired })
    .trim()
    .min(1, {
      message: CHECKOUT_MESSAGES.phoneRequired,
    })
    .max(40),
  alternatePhone: optionalText(40),
  alternativePhone: optionalText(40),
  note: optionalText(2000),
  shippingAddressId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    bodyId(CHECKOUT_MESSAGES.selectShipping),
  ),
  billingAddressId: z.preprocess((v) => (v === '' || v === null ? undefined : v), bodyId().optional()),
  shopIds: idArray,
  couponCodes: codeArray,
  cartIds: idArray,
  paymentMethod: text({ message: CHECKOUT_MESSAGES.paymentMethod })
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.paymentMethod })
    .max(50),
  idempotencyKey: optionalText(200),
  guestUserId: z.unknown().optional(),
});
export type OrderStoreBody = z.infer<typeof orderStoreBody>;

/**
 * The placement's answer. `orderCode` is the order group's code (the success page's);
 * `paymentToken` signs the payment page of this group (`POST /payments` with `code` and `token`),
 * null when no payment step follows.
 */
export const orderStoreResult = z.object({
  goToPayment: z.boolean(),
  orderCode: z.number().int(),
  paymentMethod: z.string(),
  paymentToken: z.string().nullable(),
});
export type OrderStoreResult = z.infer<typeof orderStoreResult>;

/** Methods paid on delivery: no payment step after placement. */
export const PAY_ON_DELIVERY_METHODS = ['cash_on_delivery', 'card_on_delivery'] as const;

export function isPayOnDelivery(method: string): boolean {
  return (PAY_ON_DELIVERY_METHODS as readonly string[]).includes(method);
}

/**
 * How an order group (one checkout, one payment, one order per shop) is shown to people: "G-10002".
 * Groups and orders are numbered apart, so a bare number could name an order as well; the group's
 * number is never shown without this mark (issue 19 §3). Its `code` on the wire stays a number.
 */
export function groupCodeToShow(code: number): string {
  return `G-${code}`;
}
