import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, text } from '../input.ts';
import { PAYOUT_STATUSES } from '../seller/earnings.ts';
import { reasonField } from './shops.ts';

/**
 * The operator's side of the sellers' payout requests (issue 18 §2, decision 70): mark one paid
 * with the transfer's reference (the shop's balance goes down by it) or reject it with a reason
 * (the amount is available to the shop again). Amounts are decimals on the wire.
 */
export const ADMIN_PAYOUT_MESSAGES = {
  paid: 'Payout marked as paid',
  rejected: 'Payout rejected',
  notFound: 'Payout request not found',
  settled: 'This request was already answered.',
  balanceTooLow:
    "The shop's balance ({balance}) is now below this request: reject it so the seller can ask again.",
  referenceRequired: 'Enter the transfer reference (at least 3 characters).',
  referenceTooLong: 'The reference may have at most 120 characters.',
} as const;
const M = ADMIN_PAYOUT_MESSAGES;

export const adminPayoutListQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYOUT_STATUSES).optional()),
  /** one shop's requests (its id) */
  shop: z.preprocess((v) => (v === '' ? undefined : v), boundedInt('Invalid shop').optional()),
  /** matches the shop's name and slug */
  search: textParam,
});
export type AdminPayoutListQuery = z.infer<typeof adminPayoutListQuery>;

export const adminPayoutRow = z.object({
  id: z.number().int(),
  shop: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  /** the seller's note */
  note: z.string(),
  /** the operator's answer: the transfer reference, or why it was rejected */
  answer: z.string(),
  /** the shop's balance now (decimal) */
  shopBalance: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRow>;

export const adminPayoutList = paginated(adminPayoutRow).extend({
  /** requests waiting for an answer, and their sum */
  waiting: z.object({ count: z.number().int(), amount: z.number() }),
});
export type AdminPayoutList = z.infer<typeof adminPayoutList>;

export const payoutIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const payoutPaidBody = z.object({
  reference: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    text({ message: M.referenceRequired })
      .min(3, { message: M.referenceRequired })
      .max(120, { message: M.referenceTooLong }),
  ),
});
export type PayoutPaidBody = z.infer<typeof payoutPaidBody>;

export const payoutRejectBody = z.object({ reason: reasonField });
export type PayoutRejectBody = z.infer<typeof payoutRejectBody>;
