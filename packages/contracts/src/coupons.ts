import { z } from 'zod';
import { categoryRef } from './content.ts';
import { paginated } from './envelope.ts';
import { boundedInt, text } from './input.ts';
import { productShort, wireMoney } from './product.ts';

/** Default page size of the coupons list; products and categories shown on a coupon's details. */
export const COUPONS_PAGE_SIZE = 15;
export const COUPON_DETAILS_ITEMS = 5;

const DAY_MS = 86_400_000;

/**
 * Whether a coupon runs at `now` (rule 2: the end day is inclusive). A coupon is valid from
 * `startAt` until the end of the (UTC) day of `endAt`, so a coupon "until 31 May" works all of
 * 31 May whatever time of day its end was stored with.
 */
export function isCouponRunning(coupon: { startAt: Date; endAt: Date }, now: Date): boolean {
  const endOfEndDay = Math.floor(coupon.endAt.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  return coupon.startAt.getTime() <= now.getTime() && now.getTime() < endOfEndDay;
}

/**
 * coupon-short. `discount` is the wire amount for `amount` coupons and the percentage (12.5) for
 * `percentage` ones; `maxDiscountAmount` null means no cap. `startDate`/`endDate` are printed as
 * they come by the original client, so they are display dates ('d M, Y', "05 Dec, 2026", in the
 * request's language; issue 20 §5); `startsAt`/`endsAt` are the same instants in unix seconds.
 */
export const couponShort = z.object({
  id: z.number().int(),
  code: z.string(),
  info: z.string(),
  shopId: z.number().int(),
  shopSlug: z.string(),
  shopName: z.string(),
  discountType: z.enum(['amount', 'percentage']),
  discount: z.number().min(0),
  isFreeShipping: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  minSpend: wireMoney,
  maxDiscountAmount: wireMoney.nullable(),
  banner: z.string(),
});
export type CouponShort = z.infer<typeof couponShort>;

export const couponCondition = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  text: z.string(),
});

/** GET /coupons/details/{code}: the coupon with its conditions and (the first five of) its products and categories. */
export const couponDetails = couponShort.extend({
  conditions: z.array(couponCondition),
  products: z.array(productShort),
  categories: z.array(categoryRef),
});
export type CouponDetails = z.infer<typeof couponDetails>;

export const couponList = paginated(couponShort);
export type CouponList = z.infer<typeof couponList>;

const searchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  text().max(200).optional(),
);

/** GET /coupons query: `query` and `searchKey` both search the code. */
export const couponsQuery = z.object({
  page: z.preprocess((v) => (v === '' ? undefined : v), boundedInt('Invalid page').default(1)),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    boundedInt('Invalid limit', { max: 100 }).default(COUPONS_PAGE_SIZE),
  ),
  query: searchText,
  searchKey: searchText,
  shopSlug: searchText,
});
export type CouponsQuery = z.infer<typeof couponsQuery>;
