import { z } from 'zod';

/**
 * The operator console's overview (issue 18 §1): the marketplace's sales, orders, new customers
 * and new sellers over a period, what needs the operator, and the shops waiting for approval.
 * Days are UTC days; sales are the orders' totals, cancelled orders left out (as the seller
 * dashboard counts them).
 */
export const OVERVIEW_PERIODS = [7, 30, 90] as const;

export const overviewQuery = z.object({
  days: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.union([z.literal(7), z.literal(30), z.literal(90)], { message: 'Choose 7, 30 or 90 days' }).default(30),
  ),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

const totals = z.object({
  sales: z.number(),
  orders: z.number().int(),
  newCustomers: z.number().int(),
  newSellers: z.number().int(),
});

/** Orders waiting too long: placed and not confirmed for a day, confirmed or processing for 3. */
export const ATTENTION_HOURS = { toConfirm: 24, toMove: 72 } as const;

export const adminOverview = z.object({
  days: z.number().int(),
  totals,
  /** the same totals over the period before, to compare */
  previous: totals,
  /** one point a day of the period, oldest first */
  byDay: z.array(totals.extend({ date: z.string() })),
  attention: z.object({
    /** placed, not confirmed for ATTENTION_HOURS.toConfirm hours */
    unconfirmed: z.number().int(),
    /** confirmed, not moved for ATTENTION_HOURS.toMove hours */
    confirmedStuck: z.number().int(),
    /** processing, not moved for ATTENTION_HOURS.toMove hours */
    processingStuck: z.number().int(),
    /** online payments that failed in the last 7 days (their orders were cancelled) */
    failedPayments: z.number().int(),
    pendingShops: z.number().int(),
    waitingPayouts: z.number().int(),
  }),
  /** the oldest shops waiting for approval (up to 5) */
  pendingShops: z.array(
    z.object({ id: z.number().int(), name: z.string(), owner: z.string(), createdAt: z.string() }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverview>;
