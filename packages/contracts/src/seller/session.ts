import { z } from 'zod';
import { SHOP_STATUSES } from '../admin/shops.ts';
import { phoneField } from '../auth.ts';
import { APP_MODES } from '../constants.ts';
import { text } from '../input.ts';

/**
 * The seller center's sign-in and session (issue 17, decision 62). `/login` signs a seller in with
 * the phone and password of their account; the token it answers opens only `/api/v1/seller/...`.
 */
export const SELLER_SESSION_MESSAGES = {
  passwordRequired: 'Password is required',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out',
  noShop: 'This account has no shop. Register your shop first.',
  notVerified: 'Verify your phone number first: sign in at the storefront to get a code.',
  onlyOwnShop: 'In single shop mode only the owner of the shop can sign in here.',
} as const;

export const sellerLoginBody = z.object({
  phone: phoneField,
  password: text({ message: SELLER_SESSION_MESSAGES.passwordRequired })
    .min(1, { message: SELLER_SESSION_MESSAGES.passwordRequired })
    .max(255),
});
export type SellerLoginBody = z.infer<typeof sellerLoginBody>;

/** The seller's shop as the seller center's header and the approval notice need it. */
export const sellerShopSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  /** approved by the operator; until then nothing of the shop shows on the storefront */
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  /** the operator's decision (issue 18 §2): pending, approved, rejected or suspended */
  status: z.enum(SHOP_STATUSES),
  /** why the shop was rejected or suspended, in the operator's words */
  statusReason: z.string().nullable(),
});
export type SellerShopSummary = z.infer<typeof sellerShopSummary>;

export const sellerAccount = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type SellerAccount = z.infer<typeof sellerAccount>;

export const sellerSession = z.object({
  user: sellerAccount,
  shop: sellerShopSummary,
  /** single shop mode: the storefront shows only this shop, and shop pages do not exist */
  appMode: z.enum(APP_MODES),
});
export type SellerSession = z.infer<typeof sellerSession>;

/** POST /seller/auth/login answers at the top level, like the customer login. */
export const sellerLoginResult = sellerSession.extend({
  success: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  access_token: z.string(),
  /** unix seconds */
  expires_at: z.number().int(),
});
export type SellerLoginResult = z.infer<typeof sellerLoginResult>;

/** GET /seller/auth/demo: what demo mode pre-fills on /login (404 outside demo mode). */
export const sellerDemoCredentials = z.object({ phone: z.string(), password: z.string() });
export type SellerDemoCredentials = z.infer<typeof sellerDemoCredentials>;
