import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { text } from '../input.ts';

/**
 * The operator console's customers (issue 18 §7): every account that shops (customers, and sellers,
 * who are customers owning a shop), searched by name, phone or e-mail; the detail with addresses
 * and orders; ban and unban with a reason. Operators are not customers: they are not listed and
 * cannot be banned. Amounts are decimals, dates ISO 8601.
 */

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  operatorNotBannable: 'An operator account cannot be banned.',
  alreadyBanned: 'This customer is already banned.',
  notBanned: 'This customer is not banned.',
  reasonRequired: 'Give the reason.',
  reasonTooLong: 'The reason may have at most 500 characters.',
  banned: 'The customer is banned; their sessions have ended.',
  unbanned: 'The customer may sign in again.',
} as const;

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_STATES = ['all', 'active', 'banned'] as const;

export const adminCustomersQuery = z.object({
  page: pageParam,
  limit: limitParam(CUSTOMERS_PAGE_SIZE),
  /** part of the name, the phone or the e-mail */
  search: textParam,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CUSTOMER_STATES).default('all')),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

export const adminCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** 'seller' for an account that owns a shop */
  userType: z.enum(['customer', 'seller']),
  isBanned: z.boolean(),
  ordersCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const adminCustomersPage = paginated(adminCustomerRow);
export type AdminCustomersPage = z.infer<typeof adminCustomersPage>;

export const adminCustomerOrder = z.object({
  code: z.number().int(),
  codeToShow: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  totalAmount: z.number(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrder>;

export const adminCustomerDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  userType: z.enum(['customer', 'seller']),
  /** the shop a seller owns */
  shop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  phoneVerified: z.boolean(),
  isBanned: z.boolean(),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      address: z.string(),
      /** area, city, state, country */
      place: z.string(),
      phone: z.string().nullable(),
      isDefault: z.boolean(),
    }),
  ),
  /** orders not cancelled: their count and what they add up to */
  stats: z.object({ ordersCount: z.number().int(), totalSpent: z.number() }),
  /** the ten newest orders (every status) */
  recentOrders: z.array(adminCustomerOrder),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

/** Ban and unban both keep the operator's reason (in the audit log; the ban's on the account). */
export const customerBanBody = z.object({
  reason: text({ message: CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(1, { message: CUSTOMER_MESSAGES.reasonRequired })
    .max(500, { message: CUSTOMER_MESSAGES.reasonTooLong }),
});
export type CustomerBanBody = z.infer<typeof customerBanBody>;

export const customerBanResult = z.object({
  id: z.number().int(),
  isBanned: z.boolean(),
  /** sessions (tokens) the ban ended */
  sessionsEnded: z.number().int(),
});
export type CustomerBanResult = z.infer<typeof customerBanResult>;
