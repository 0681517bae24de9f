import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { col, execute, query } from '../../db/query.ts';
import { shops, users, warehouses } from '../../db/schema/index.ts';

/** Seller signup's reads and writes. */

/** The account that has this phone, if any. */
export async function accountByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      shopId: users.shopId,
      email: users.email,
      passwordHash: users.passwordHash,
      isBanned: users.isBanned,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}
export type PhoneAccount = NonNullable<Awaited<ReturnType<typeof accountByPhone>>>;

/** Whether an account other than `exceptUserId` (null: any account) has this e-mail. */
export async function emailTaken(db: Database, email: string, exceptUserId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** The first free slug: the base, else the base with the next number after the highest taken. */
export async function uniqueShopSlug(db: Executor, base: string): Promise<string> {
  const rows = await query(
    db,
    { slug: col.text },
    sql`select slug from shops where slug = ${base} or slug ~ ${`^${base}-[0-9]{1,9}$`}`,
  );
  const taken = rows.map((r) => r.slug);
  if (!taken.includes(base)) return base;
  const highest = Math.max(
    1,
    ...taken.map((s) => (s === base ? 1 : Number(s.slice(base.length + 1)))).filter(Number.isFinite),
  );
  return `${base}-${highest + 1}`;
}

export interface NewShop {
  shopName: string;
  slugBase: string;
  commissionBps: number;
  /** the notice's link for the platform */
  contact: string;
}

/** What owns the new shop: a new seller account, or a customer's account that gains the shop. */
export type ShopOwner =
  | { kind: 'new'; name: string; phone: string; email: string; passwordHash: string }
  | { kind: 'customer'; userId: number; email: string };

/**
 * In one transaction: a pending shop (neither approved nor published) with a unique slug, its
 * owner, its default warehouse and a notice for the platform. A customer owner becomes a seller
 * (only if it still has no shop: otherwise `null` and nothing is written). The phone of the owner
 * was just proved by a code, so it counts as verified.
 */
export async function createShop(db: Database, shop: NewShop, owner: ShopOwner): Promise<number | null> {
  return db
    .transaction(async (tx) => {
      const slug = await uniqueShopSlug(tx, shop.slugBase);
      const [created] = await tx
        .insert(shops)
        .values({ name: shop.shopName, slug, adminCommissionBps: shop.commissionBps })
        .returning({ id: shops.id });
      const id = created!.id;
      const now = new Date();
      if (owner.kind === 'new') {
        await tx.insert(users).values({
          userType: 'seller',
          name: owner.name,
          phone: owner.phone,
          email: owner.email,
          passwordHash: owner.passwordHash,
          shopId: id,
          phoneVerifiedAt: now,
        });
      } else {
        const attached = await tx
          .update(users)
          .set({
            userType: 'seller',
            shopId: id,
            email: sql`coalesce(${users.email}, ${owner.email})`,
            phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, ${now})`,
            updatedAt: now,
          })
          .where(and(eq(users.id, owner.userId), eq(users.userType, 'customer'), isNull(users.shopId)))
          .returning({ id: users.id });
        // the account got a shop a moment ago: roll this one back
        if (attached.length === 0) throw new ShopAlreadyOwned();
      }
      await tx.insert(warehouses).values({ shopId: id, name: 'Default Warehouse', isDefault: true });
      await execute(
        tx,
        sql`
        insert into shop_notifications (shop_id, type, text, link)
        select ${ADMIN_SHOP_ID}, 'seller-registration', ${`New seller registration: ${shop.shopName} (${slug})`}, ${shop.contact}
        where exists (select 1 from shops where id = ${ADMIN_SHOP_ID})
      `,
      );
      return id;
    })
    .catch((error: unknown) => {
      if (error instanceof ShopAlreadyOwned) return null;
      throw error;
    });
}

class ShopAlreadyOwned extends Error {}
