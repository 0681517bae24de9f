import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { APP_MODES } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { text } from '../input.ts';

/**
 * The operator console's sellers and shops (issue 18 §2). A shop is pending (signed up, not yet
 * decided), approved (on the storefront), rejected (not approved, with a reason) or suspended
 * (approved, taken off the storefront with a reason; its orders stay). Amounts are decimals on the
 * wire, commission rates percentages with at most 2 decimals.
 */
export const SHOP_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const ADMIN_SHOP_MESSAGES = {
  approved: 'Shop approved',
  rejected: 'Shop rejected',
  suspended: 'Shop suspended',
  reinstated: 'Shop reinstated',
  commissionSaved: 'Commission saved',
  defaultCommissionSaved: 'Default commission saved',
  notFound: 'Shop not found',
  ownShop: "The platform's own shop cannot be rejected or suspended",
  alreadyApproved: 'This shop is already approved.',
  suspendedApprove: 'This shop is suspended: reinstate it instead.',
  alreadyRejected: 'This shop is already rejected.',
  notApproved: 'Only an approved shop can be suspended.',
  notSuspended: 'Only a suspended shop can be reinstated.',
  reasonRequired: 'Write the reason the seller will read (at least 3 characters).',
  reasonTooLong: 'The reason may have at most 500 characters.',
  rateInvalid: 'Enter a percentage from 0 to 100.',
  rateDecimals: 'A percentage may have at most 2 decimals.',
} as const;
const M = ADMIN_SHOP_MESSAGES;

export const adminShopListQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  /** matches the shop's name and slug and the owner's name, phone and e-mail */
  search: textParam,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SHOP_STATUSES).optional()),
});
export type AdminShopListQuery = z.infer<typeof adminShopListQuery>;

export const adminShopOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminShopRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  status: z.enum(SHOP_STATUSES),
  owner: adminShopOwner.nullable(),
  products: z.number().int(),
  /** what the marketplace owes the shop (decimal; below 0 when COD commission is owed) */
  balance: z.number(),
  /** percent, 10.5 = 10.5 % */
  commissionRate: z.number(),
  createdAt: z.string(),
});
export type AdminShopRow = z.infer<typeof adminShopRow>;

export const adminShopList = paginated(adminShopRow).extend({
  /** per status, for the filter's counts */
  counts: z.record(z.enum(SHOP_STATUSES), z.number().int()),
  /** singleVendor: only the platform's shop 1 is listed (the storefront shows no other) */
  appMode: z.enum(APP_MODES),
  /** the commission rate new shops get (percent) */
  defaultCommissionRate: z.number(),
});
export type AdminShopList = z.infer<typeof adminShopList>;

export const adminShopDetail = adminShopRow.extend({
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  statusReason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** operator-only: never in any other answer */
  bank: z.object({
    name: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    routingNumber: z.string().nullable(),
  }),
  stats: z.object({
    /** orders not cancelled, all time */
    orders: z.number().int(),
    sales: z.number(),
    /** commission recorded on paid orders not cancelled */
    commission: z.number(),
    pendingPayouts: z.number(),
    paidOut: z.number(),
    rating: z.object({ average: z.number(), total: z.number().int() }),
  }),
  /** the platform's own shop cannot be rejected or suspended */
  isPlatformShop: z.boolean(),
});
export type AdminShopDetail = z.infer<typeof adminShopDetail>;

/** A shop in a path: its id (the console) or its slug (`npm run shops`). */
export const adminShopParams = z.object({
  shop: text().trim().min(1).max(300),
});

export const reasonField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  text({ message: M.reasonRequired })
    .min(3, { message: M.reasonRequired })
    .max(500, { message: M.reasonTooLong }),
);

/** Reject or suspend: the reason the seller reads (seller center and SMS). */
export const shopReasonBody = z.object({ reason: reasonField });
export type ShopReasonBody = z.infer<typeof shopReasonBody>;

/** A commission rate in percent: 0 … 100 with at most 2 decimals (stored as basis points). */
export const commissionRateField = z.coerce
  .number({ message: M.rateInvalid })
  .min(0, { message: M.rateInvalid })
  .max(100, { message: M.rateInvalid })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: M.rateDecimals });

export const commissionBody = z.object({ rate: commissionRateField });
export type CommissionBody = z.infer<typeof commissionBody>;

/** The answer of a shop action: the shop as it now is. */
export const adminShopChange = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(SHOP_STATUSES),
  commissionRate: z.number(),
});
export type AdminShopChange = z.infer<typeof adminShopChange>;

export const defaultCommission = z.object({ rate: z.number() });
