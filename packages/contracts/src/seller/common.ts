import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { MAX_INT4 } from '../input.ts';

/**
 * Schema pieces the seller center's coupons and campaigns share (issue 17 §7): the discount's
 * words and checks, the list query (search, state filter, sort) and the product search.
 */

/** Messages both areas emit, word for word (translated once, in the API's seller-common messages). */
export const SELLER_DISCOUNT_MESSAGES = {
  typeInvalid: 'Choose amount or percentage',
  valueInvalid: 'Enter a number of 0 or more',
  percentTooHigh: 'A percentage may be at most 100',
  percentDecimals: 'A percentage may have at most 2 decimals',
  amountDecimals: 'The amount has more decimals than the currency',
  amountTooLarge: 'The amount is too large',
  productNotFound: 'Some of the chosen products are not products of your shop',
  badImage: 'Only jpg, jpeg, png and webp images of 4mb size are allowed',
  imageRequired: 'Choose an image',
} as const;
const M = SELLER_DISCOUNT_MESSAGES;

export const DISCOUNT_TYPES = ['amount', 'percentage'] as const;

/** An empty form value (a blank text, null, or nothing). */
export const blank = (value: unknown) => value === '' || value === null || value === undefined;

/** A decimal of 0 or more (a form's text or a JSON number); the API checks it against the currency. */
export const discountDecimal = z.coerce
  .number({ message: M.valueInvalid })
  .min(0, { message: M.valueInvalid })
  .max(MAX_INT4, { message: M.amountTooLarge });

/** A percentage discount is at most 100 with at most 2 decimals (an amount is checked by the API). */
export function percentIssue(value: number): string | null {
  if (value > 100) return M.percentTooHigh;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return M.percentDecimals;
  return null;
}

/** A list's query string: page, limit, `search`, a `status` filter and a sort (`newest` by default). */
export function sellerListQuery<
  const S extends readonly [string, ...string[]],
  const O extends readonly ['newest', ...string[]],
>(pageSize: number, statuses: S, sorts: O) {
  return z.object({
    page: pageParam,
    limit: limitParam(pageSize),
    search: textParam,
    status: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(statuses).optional()),
    sort: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(sorts).default('newest' as O[number])),
  });
}

/** A picker's product search (`search` matches the name). */
export const productSearchQuery = z.object({ search: textParam });
