import type { ShopShort } from '@shop/contracts/catalog';
import {
  SELLER_SIGNUP_MESSAGES as M,
  type SellerSignupBody,
  type SellerSignupCodeSent,
} from '@shop/contracts/sellers';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { Conflict } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { readSettings } from '../../platform/settings.ts';
import type { AuthLimits } from '../auth/index.ts';
import { checkPasswordLimited, consumeFormCode, sendVerificationCode } from '../auth/index.ts';
import { loadShopCards } from '../catalog/index.ts';
import {
  accountByPhone,
  createShop,
  emailTaken,
  type PhoneAccount,
  type ShopOwner,
  uniqueShopSlug as uniqueSlugOf,
} from './seller-queries.ts';

/** Longest slug made from a shop name (a suffix "-2", "-3"… may follow). */
const SLUG_MAX = 80;

/**
 * The slug base of a shop name (rule 9): accents dropped, lower case, every run of other
 * characters one "-"; "shop" when nothing is left (a name in another script).
 */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return base || 'shop';
}

/** The first free slug for a shop name (rule 9). */
export async function uniqueShopSlug(db: Executor, name: string): Promise<string> {
  return uniqueSlugOf(db, slugBase(name));
}

/** Attempts when a concurrent signup takes the same slug first. */
const SLUG_ATTEMPTS = 5;

/**
 * The account the phone already has may gain the shop only with its password, and only if it is a
 * customer without a shop. A wrong password counts like a wrong sign-in password (limits of the
 * same sizes), so this call is no faster way to guess passwords than sign-in.
 */
async function assertMayOwnShop(
  request: FastifyRequest,
  limits: AuthLimits,
  account: PhoneAccount,
  body: SellerSignupBody,
): Promise<void> {
  if (account.isBanned || account.userType === 'admin') throw new Conflict(M.userExists);
  if (account.shopId !== null || account.userType === 'seller') throw new Conflict(M.alreadyHasShop);
  if (!(await checkPasswordLimited(request, limits, body.phone, body.password, account.passwordHash))) {
    throw new Conflict(M.accountPasswordMismatch);
  }
}

/**
 * POST /seller/signup (rules §15 with rule 9 and decision 56 "One account
 * per phone"), in two calls with the same body:
 * 1. without `code`: everything is checked (a phone that already has an account needs that
 *    account's password), a code is sent to the phone by SMS, and nothing is written;
 * 2. with the `code`: the shop is created pending approval (neither approved nor published, the
 *    platform's commission, a default warehouse, a notice for the platform) for a new seller
 *    account, or for the customer account the phone has, which becomes a seller; then the "Shop
 *    Registration" e-mail through the outbox.
 * An e-mail of another account answers 409 "User already exists".
 */
export async function registerSeller(
  request: FastifyRequest,
  limits: AuthLimits,
  body: SellerSignupBody,
): Promise<{ result: ShopShort | SellerSignupCodeSent; message: string }> {
  const { db, config, outbox } = request.server;
  const account = await accountByPhone(db, body.phone);
  if (account) await assertMayOwnShop(request, limits, account, body);
  if (await emailTaken(db, body.email, account?.id ?? null)) throw new Conflict(M.userExists);

  if (body.code === undefined) {
    await sendVerificationCode(request, limits, body.phone);
    return { result: { verificationRequired: true, phone: body.phone }, message: M.codeSent };
  }
  await consumeFormCode(request, limits, body.phone, body.code);

  const [passwordHash, settings] = await Promise.all([
    account ? Promise.resolve('') : hashPassword(body.password),
    readSettings(db),
  ]);
  const email = account?.email ?? body.email;
  const owner: ShopOwner = account
    ? { kind: 'customer', userId: account.id, email: body.email }
    : { kind: 'new', name: body.name, phone: body.phone, email: body.email, passwordHash };
  const shop = {
    shopName: body.shopName,
    slugBase: slugBase(body.shopName),
    commissionBps: Math.round(settings.adminCommissionPercentage * 100),
    contact: email,
  };

  let shopId: number | null = null;
  for (let attempt = 1; shopId === null; attempt++) {
    try {
      shopId = await createShop(db, shop, owner);
      if (shopId === null) throw new Conflict(M.alreadyHasShop);
    } catch (error) {
      if (isUniqueViolation(error, 'shops_slug_unique') && attempt < SLUG_ATTEMPTS) continue;
      // the same phone or e-mail registered a moment ago
      if (isUniqueViolation(error, 'users_phone_unique') || isUniqueViolation(error, 'users_email_unique')) {
        throw new Conflict(M.userExists);
      }
      throw error;
    }
  }

  const lang = request.lang;
  await outbox.sendEmail({
    to: email,
    subject: translate(lang, 'Shop Registration'),
    text: translate(
      lang,
      'Hello {name}, thank you for registering {shop} on {appName}. Your shop is waiting for approval: we will let you know when it is open.',
      { name: body.name, shop: body.shopName, appName: config.appName },
    ),
  });
  const card = (await loadShopCards(db, [shopId], config.currency.decimals)).get(shopId);
  if (!card) throw new Error(`shop ${shopId} vanished after signup`);
  return { result: card, message: M.registered };
}
