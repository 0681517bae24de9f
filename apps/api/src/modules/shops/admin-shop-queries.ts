import type { ShopStatus } from '@shop/contracts/admin/shops';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { selectPage, selectRow, selectRows } from '../../db/rows.ts';
import { settings, shopNotifications, shops, users } from '../../db/schema/index.ts';
import { shopStatusSql } from './shop-status-sql.ts';

/** The operator's reads and writes of shops (issue 18 §2). */

/** node-postgres gives timestamps of hand-written SQL as text, PGlite as a Date. */
type Timestamp = Date | string;

export interface AdminShopListRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  status: ShopStatus;
  balance: number | string;
  admin_commission_bps: number;
  created_at: Timestamp;
  products: number;
  owner_id: number | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
}

export interface ShopListFilter {
  search: string | null;
  status: ShopStatus | null;
  /** singleVendor: only this shop */
  onlyShopId: number | null;
}

function listWhere(filter: ShopListFilter, withStatus: boolean): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.onlyShopId !== null) where.push(sql`s.id = ${filter.onlyShopId}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(sql`(s.name ilike ${pattern} or s.slug ilike ${pattern} or exists (
      select 1 from users su where su.shop_id = s.id
        and (su.name ilike ${pattern} or su.phone ilike ${pattern} or su.email ilike ${pattern})))`);
  }
  if (withStatus && filter.status) where.push(sql`${shopStatusSql('s')} = ${filter.status}`);
  return sql.join(where, sql` and `);
}

/** A page of shops: pending first (oldest waiting first), then the newest. */
export async function adminShopPage(db: Executor, filter: ShopListFilter, page: number, limit: number) {
  return selectPage<AdminShopListRow>(
    db,
    sql`select s.id, s.slug, s.name, s.logo, ${shopStatusSql('s')} as status, s.balance,
      s.admin_commission_bps, s.created_at,
      (select count(*) from products p where p.shop_id = s.id and p.deleted_at is null)::int as products,
      o.id as owner_id, o.name as owner_name, o.phone as owner_phone, o.email as owner_email,
      (case when ${shopStatusSql('s')} = 'pending' then 0 else 1 end) as pending_last,
      extract(epoch from s.created_at) * (case when ${shopStatusSql('s')} = 'pending' then 1 else -1 end) as age_order
      from shops s
      left join lateral (select u.id, u.name, u.phone, u.email from users u where u.shop_id = s.id
        order by u.id limit 1) o on true
      where ${listWhere(filter, true)}`,
    sql`pending_last, age_order, id`,
    page,
    limit,
  );
}

/** How many shops have each status (with the search, without the status filter). */
export async function shopStatusCounts(db: Executor, filter: ShopListFilter) {
  const rows = await selectRows<{ status: ShopStatus; n: number }>(
    db,
    sql`select ${shopStatusSql('s')} as status, count(*)::int as n from shops s
      where ${listWhere(filter, false)} group by 1`,
  );
  return rows;
}

const shopColumns = {
  id: shops.id,
  slug: shops.slug,
  name: shops.name,
  logo: shops.logo,
  tagline: shops.tagline,
  description: shops.description,
  address: shops.address,
  contactPhone: shops.contactPhone,
  contactEmail: shops.contactEmail,
  isApproved: shops.isApproved,
  isPublished: shops.isPublished,
  rejectedAt: shops.rejectedAt,
  suspendedAt: shops.suspendedAt,
  statusReason: shops.statusReason,
  balance: shops.balance,
  adminCommissionBps: shops.adminCommissionBps,
  bankName: shops.bankName,
  bankAccountName: shops.bankAccountName,
  bankAccountNumber: shops.bankAccountNumber,
  bankRoutingNumber: shops.bankRoutingNumber,
  createdAt: shops.createdAt,
};

/** A shop by id or by slug (`ref`); with `lock`, its row stays locked for the transaction. */
export async function findShop(db: Executor, ref: { id: number } | { slug: string }, lock = false) {
  const query = db
    .select(shopColumns)
    .from(shops)
    .where('id' in ref ? eq(shops.id, ref.id) : eq(shops.slug, ref.slug));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}
export type AdminShopRecord = NonNullable<Awaited<ReturnType<typeof findShop>>>;

/** The shop's owner (the first account that has the shop). */
export async function shopOwner(db: Executor, shopId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.shopId, shopId))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** The shop's figures for the operator: orders, sales, commission, payouts, rating, products. */
export async function shopStats(db: Executor, shopId: number) {
  const row = await selectRow<{
    orders: number;
    sales: string | number;
    commission: string | number;
    pending_payouts: string | number;
    paid_out: string | number;
    products: number;
    rating_total: number;
    rating_points: number;
  }>(
    db,
    sql`select
      (select count(*) from orders o where o.shop_id = ${shopId} and o.delivery_status <> 'cancelled')::int as orders,
      (select coalesce(sum(o.total_amount), 0) from orders o where o.shop_id = ${shopId} and o.delivery_status <> 'cancelled')::bigint as sales,
      (select coalesce(sum(o.admin_commission_amount), 0) from orders o where o.shop_id = ${shopId}
        and o.delivery_status <> 'cancelled' and o.payment_status = 'paid')::bigint as commission,
      (select coalesce(sum(r.amount), 0) from payout_requests r where r.shop_id = ${shopId} and r.status = 'requested')::bigint as pending_payouts,
      (select coalesce(sum(r.amount), 0) from payout_requests r where r.shop_id = ${shopId} and r.status = 'paid')::bigint as paid_out,
      (select count(*) from products p where p.shop_id = ${shopId} and p.deleted_at is null)::int as products,
      (select coalesce(sum(review_count), 0) from shop_rating_counts where shop_id = ${shopId})::int as rating_total,
      (select coalesce(sum(review_count * rating), 0) from shop_rating_counts where shop_id = ${shopId})::int as rating_points`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    sales: Number(row?.sales ?? 0),
    commission: Number(row?.commission ?? 0),
    pendingPayouts: Number(row?.pending_payouts ?? 0),
    paidOut: Number(row?.paid_out ?? 0),
    products: Number(row?.products ?? 0),
    ratingTotal: Number(row?.rating_total ?? 0),
    ratingPoints: Number(row?.rating_points ?? 0),
  };
}

export type ShopDecision = Partial<
  Pick<
    typeof shops.$inferInsert,
    'isApproved' | 'isPublished' | 'rejectedAt' | 'suspendedAt' | 'statusReason' | 'adminCommissionBps'
  >
>;

/** Writes the operator's decision on the shop. */
export async function updateShop(tx: Transaction, shopId: number, values: ShopDecision) {
  await tx
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
}

/** A notice in the seller center's bell (issue 18 §2: the seller is told of the decision). */
export async function insertShopNotice(
  tx: Executor,
  notice: { shopId: number; type: string; text: string; link: string | null },
): Promise<void> {
  await tx.insert(shopNotifications).values(notice);
}

/** Writes one store setting (a row of `settings`, JSON value). */
export async function writeSetting(tx: Executor, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
