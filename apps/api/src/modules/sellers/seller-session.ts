import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { SELLER_SESSION_MESSAGES, type SellerSession } from '@shop/contracts/seller/session';
import type { Database } from '../../db/client.ts';
import type { AuthSeller } from '../../platform/auth.ts';
import { issueToken } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, Forbidden, Unauthorized } from '../../platform/errors.ts';
import { shopStatus } from '../shops/index.ts';
import { sellerAccountByPhone, shopSummary } from './seller-session-queries.ts';

/** A seller-center session lasts 30 days; signing out or a password change ends it sooner. */
export const SELLER_TOKEN_LIFETIME_MS = 30 * 86_400_000;

export type SellerAccountRow = NonNullable<Awaited<ReturnType<typeof sellerAccountByPhone>>>;

export function findSellerAccount(db: Database, phone: string) {
  return sellerAccountByPhone(db, phone);
}

/**
 * Who may enter the seller center, once the password matched: an account that owns a shop (a
 * seller, or the platform's account for its own shop 1), not banned, with a verified phone. In
 * single shop mode only shop 1 exists on the storefront, so only its owner signs in.
 */
export function assertMaySell(account: SellerAccountRow, appMode: Config['appMode']): number {
  if (account.isBanned) throw new AppError(403, 'You are banned & can not login');
  if (account.shopId === null) throw new Forbidden(SELLER_SESSION_MESSAGES.noShop);
  if (!account.phoneVerifiedAt) throw new Forbidden(SELLER_SESSION_MESSAGES.notVerified);
  if (appMode !== 'multiVendor' && account.shopId !== ADMIN_SHOP_ID) {
    throw new Forbidden(SELLER_SESSION_MESSAGES.onlyOwnShop);
  }
  return account.shopId;
}

/** The session the seller center starts from: the account, its shop and the marketplace mode. */
export async function loadSellerSession(
  { db, config }: { db: Database; config: Config },
  seller: Pick<AuthSeller, 'name' | 'phone' | 'email' | 'shopId'>,
): Promise<SellerSession> {
  const shop = await shopSummary(db, seller.shopId);
  if (!shop) throw new Unauthorized();
  const { rejectedAt: _r, suspendedAt: _s, ...summary } = shop;
  return {
    user: { name: seller.name, phone: seller.phone, email: seller.email },
    shop: { ...summary, status: shopStatus(shop) },
    appMode: config.appMode,
  };
}

/** Issues a seller-scoped token for an account that passed `assertMaySell`. */
export async function startSellerSession(
  deps: { db: Database; config: Config },
  account: SellerAccountRow,
  shopId: number,
) {
  const expiresAt = new Date(Date.now() + SELLER_TOKEN_LIFETIME_MS);
  const accessToken = await issueToken(deps.db, account.id, {
    name: 'Seller center',
    scope: 'seller',
    expiresAt,
  });
  const session = await loadSellerSession(deps, { ...account, shopId });
  return { accessToken, expiresAt, session };
}
