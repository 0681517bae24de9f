import type { ShopShort } from '@shop/contracts/catalog';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { SELLER_SIGNUP_MESSAGES, type SellerSignupBody } from '@shop/contracts/sellers';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { shops, users, warehouses } from '../../db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { readSettings } from '../../platform/settings.ts';
import { loadShopCards } from '../catalog/shop-cards.ts';

/** Longest slug made from a shop name (a suffix "-2", "-3"… may follow). */
const SLUG_MAX = 80;

/**
 * The slug base of a shop name (decided rule 9): accents dropped, lower case, every run of other
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

/** The first free slug: the base, else the base with the next number after the highest taken. */
export async function uniqueShopSlug(db: Executor, name: string): Promise<string> {
  const base = slugBase(name);
  const { rows } = await db.execute(sql`
    select slug from shops where slug = ${base} or slug ~ ${`^${base}-[0-9]{1,9}$`}
  `);
  const taken = rows.map((r) => String(r.slug));
  if (!taken.includes(base)) return base;
  const highest = Math.max(
    1,
    ...taken.map((s) => (s === base ? 1 : Number(s.slice(base.length + 1)))).filter(Number.isFinite),
  );
  return `${base}-${highest + 1}`;
}

/** Attempts when a concurrent signup takes the same slug first. */
const SLUG_ATTEMPTS = 5;

/**
 * POST /seller/signup (DOMAIN-RULES §15 with decided rule 9): a seller user (hashed password), a
 * pending shop (neither approved nor published) with a unique slug from the shop name and the
 * platform's commission, its default warehouse and a notice for the platform, in one transaction;
 * then the "Shop Registration" e-mail through the outbox. A phone or e-mail already used answers
 * 409 "User already exists".
 */
export async function registerSeller(request: FastifyRequest, body: SellerSignupBody): Promise<ShopShort> {
  const { db, config, outbox } = request.server;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, body.phone), eq(users.email, body.email)))
    .limit(1);
  if (existing) throw new Conflict(SELLER_SIGNUP_MESSAGES.userExists);
  const [passwordHash, settings] = await Promise.all([hashPassword(body.password), readSettings(db)]);
  const commissionBps = Math.round(settings.adminCommissionPercentage * 100);

  let shopId: number | null = null;
  for (let attempt = 1; shopId === null; attempt++) {
    try {
      shopId = await db.transaction(async (tx) => {
        const slug = await uniqueShopSlug(tx, body.shopName);
        const [shop] = await tx
          .insert(shops)
          .values({ name: body.shopName, slug, adminCommissionBps: commissionBps })
          .returning({ id: shops.id });
        const id = shop!.id;
        await tx.insert(users).values({
          userType: 'seller',
          name: body.name,
          phone: body.phone,
          email: body.email,
          passwordHash,
          shopId: id,
        });
        await tx.insert(warehouses).values({ shopId: id, name: 'Default Warehouse', isDefault: true });
        await tx.execute(sql`
          insert into shop_notifications (shop_id, type, text, link)
          select ${ADMIN_SHOP_ID}, 'seller-registration', ${`New seller registration: ${body.shopName} (${slug})`}, ${body.email}
          where exists (select 1 from shops where id = ${ADMIN_SHOP_ID})
        `);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'shops_slug_unique') && attempt < SLUG_ATTEMPTS) continue;
      // the same phone or e-mail registered a moment ago
      if (isUniqueViolation(error, 'users_phone_unique') || isUniqueViolation(error, 'users_email_unique')) {
        throw new Conflict(SELLER_SIGNUP_MESSAGES.userExists);
      }
      throw error;
    }
  }

  const lang = request.lang;
  await outbox.sendEmail({
    to: body.email,
    subject: translate(lang, 'Shop Registration'),
    text: translate(
      lang,
      'Hello {name}, thank you for registering {shop} on {appName}. Your shop is waiting for approval: we will let you know when it is open.',
      { name: body.name, shop: body.shopName, appName: config.appName },
    ),
  });
  const card = (await loadShopCards(db, [shopId], config.currency.decimals)).get(shopId);
  if (!card) throw new Error(`shop ${shopId} vanished after signup`);
  return card;
}
