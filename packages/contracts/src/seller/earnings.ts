import { z } from 'zod';
import { paginated } from '../envelope.ts';
import { boundedInt, MAX_INT4, text } from '../input.ts';

/**
 * The seller center's earnings (issue 17 §10): per paid order the sale (its total), the
 * marketplace's commission (the shop's rate, set by the operator) and the net; totals by month;
 * the shop's balance and its payout requests. Amounts are decimals on the wire.
 */

export const EARNINGS_MESSAGES = {
  amountRequired: 'Enter the amount to be paid out.',
  amountPositive: 'The amount must be more than 0.',
  amountTooLarge: 'The amount is more than you can request: {available} is available.',
  amountPrecision: 'The amount has too many decimals.',
  amountHuge: 'The amount is too large.',
  nothingAvailable: 'There is no balance available for a payout.',
  noteTooLong: 'The note may have at most 500 characters.',
  payoutRequested: 'Your payout request has been sent.',
} as const;

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How many months the monthly totals cover (the current one included). */
export const EARNINGS_MONTHS = 12;

export const earningsQuery = z.object({
  page: boundedInt().default(1),
  limit: boundedInt(undefined, { max: 100 }).default(20),
});

export const earningRow = z.object({
  code: z.number().int(),
  codeToShow: z.string(),
  /** when the order was placed */
  createdAt: z.string(),
  paymentMethod: z.string(),
  /** the order's total */
  sale: z.number(),
  commission: z.number(),
  /** sale − commission */
  net: z.number(),
});
export type EarningRow = z.infer<typeof earningRow>;

export const earningsMonth = z.object({
  /** "2025-03" (UTC) */
  month: z.string(),
  orders: z.number().int(),
  sale: z.number(),
  commission: z.number(),
  net: z.number(),
});
export type EarningsMonth = z.infer<typeof earningsMonth>;

export const earningsSummary = z.object({
  /** the shop's commission rate in percent (10 = 10 %) */
  commissionRate: z.number(),
  /** what the marketplace owes the shop; below 0 when cash-on-delivery commission is owed */
  balance: z.number(),
  /** payout requests not settled yet */
  pendingPayouts: z.number(),
  /** balance − pending payouts (never below 0): the most a new request may ask */
  available: z.number(),
  totals: z.object({ orders: z.number().int(), sale: z.number(), commission: z.number(), net: z.number() }),
  /** the last 12 months, oldest first, months without sales included */
  months: z.array(earningsMonth),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

export const earningsPage = paginated(earningRow).extend({ summary: earningsSummary });
export type EarningsPage = z.infer<typeof earningsPage>;

export const payoutRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  note: z.string(),
  /** the operator's answer (a transfer reference, or why it was rejected) */
  answer: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRow>;

export const payoutsQuery = earningsQuery;
export const payoutsPage = paginated(payoutRow);
export type PayoutsPage = z.infer<typeof payoutsPage>;

/** POST /seller/payouts: an amount in the shop's currency (decimals), at most what is available. */
export const payoutRequestBody = z.object({
  amount: z
    .number({ message: EARNINGS_MESSAGES.amountRequired })
    .min(0, { message: EARNINGS_MESSAGES.amountPositive })
    .max(MAX_INT4, { message: EARNINGS_MESSAGES.amountHuge })
    .refine((n) => n > 0, { message: EARNINGS_MESSAGES.amountPositive }),
  note: z.preprocess(
    (v) => (v === '' ? undefined : v),
    text().trim().max(500, { message: EARNINGS_MESSAGES.noteTooLong }).optional(),
  ),
});
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;
