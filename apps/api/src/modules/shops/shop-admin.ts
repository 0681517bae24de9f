import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shops } from '../../db/schema/index.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';

/** A shop as the operator sees it in `npm run shops -- list`. */
export interface OperatorShop {
  id: number;
  slug: string;
  name: string;
  status: 'approved' | 'pending';
  owner: string;
  createdAt: string;
}

/** Every shop, pending ones first, then newest first. */
export async function operatorShopList(db: Executor): Promise<OperatorShop[]> {
  const { rows } = await db.execute(sql`
    select s.id, s.slug, s.name, (s.is_approved and s.is_published) as listed, s.created_at,
      coalesce((select concat_ws(' ', u.name, u.phone, u.email) from users u where u.shop_id = s.id order by u.id limit 1), '') as owner
    from shops s
    order by (s.is_approved and s.is_published), s.created_at desc, s.id desc
  `);
  return rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    name: String(r.name),
    status: r.listed === true ? 'approved' : 'pending',
    owner: String(r.owner),
    createdAt: new Date(r.created_at as string | Date).toISOString(),
  }));
}

/**
 * Approves and publishes a shop (it is listed from now on), or withdraws both (rejecting a pending
 * shop, or taking a listed one down; never the platform's own shop 1). Unknown slug → 404.
 */
export async function setShopApproval(
  db: Executor,
  slug: string,
  approve: boolean,
): Promise<{ id: number; slug: string; name: string; status: 'approved' | 'pending' }> {
  const [row] = await db
    .update(shops)
    .set({ isApproved: approve, isPublished: approve, updatedAt: new Date() })
    .where(approve ? eq(shops.slug, slug) : and(eq(shops.slug, slug), ne(shops.id, ADMIN_SHOP_ID)))
    .returning({ id: shops.id, slug: shops.slug, name: shops.name });
  if (!row) {
    const [exists] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
    if (exists) throw new Forbidden("The platform's own shop cannot be withdrawn");
    throw new NotFound('Shop not found');
  }
  return { ...row, status: approve ? 'approved' : 'pending' };
}
