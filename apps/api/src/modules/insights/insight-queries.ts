import { SHOP_NOTICE_TYPES } from '@shop/contracts/seller/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { col, execute, query, queryOne } from '../../db/query.ts';
import { selectRows } from '../../db/rows.ts';
import { shopStatusSql } from '../shops/index.ts';

/**
 * The seller center's read model over orders, stock, ratings and chats of one shop (dashboard and
 * header badges). Every statement filters by the shop.
 */

/** Sales and order counts since each of the given instants (orders not cancelled). */
export async function salesSince(
  db: Database,
  shopId: number,
  since: { today: Date; week: Date; month: Date },
) {
  const row = await queryOne(
    db,
    {
      today_sales: col.int,
      today_orders: col.int,
      week_sales: col.int,
      week_orders: col.int,
      month_sales: col.int,
      month_orders: col.int,
    },
    sql`
    select
      coalesce(sum(total_amount) filter (where created_at >= ${since.today}), 0)::bigint as today_sales,
      count(*) filter (where created_at >= ${since.today})::int as today_orders,
      coalesce(sum(total_amount) filter (where created_at >= ${since.week}), 0)::bigint as week_sales,
      count(*) filter (where created_at >= ${since.week})::int as week_orders,
      coalesce(sum(total_amount), 0)::bigint as month_sales,
      count(*)::int as month_orders
    from orders
    where shop_id = ${shopId} and delivery_status <> 'cancelled' and created_at >= ${since.month}`,
  );
  // aggregates without group by give one row
  const r = row!;
  return {
    today: { sales: r.today_sales, orders: r.today_orders },
    week: { sales: r.week_sales, orders: r.week_orders },
    month: { sales: r.month_sales, orders: r.month_orders },
  };
}

/**
 * One row per UTC day from `from` (a midnight) that has orders: of one shop, or of the whole
 * marketplace (`shopId` null, the operator's overview).
 */
export async function salesByDay(db: Database, shopId: number | null, from: Date) {
  const shopFilter = shopId === null ? sql`true` : sql`shop_id = ${shopId}`;
  const rows = await query(
    db,
    { day: col.text, sales: col.int, orders: col.int },
    sql`
    select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
      sum(total_amount)::bigint as sales, count(*)::int as orders
    from orders
    where ${shopFilter} and delivery_status <> 'cancelled' and created_at >= ${from}
    group by 1 order by 1`,
  );
  return rows.map((r) => ({ date: r.day, sales: r.sales, orders: r.orders }));
}

export async function waitingCounts(db: Database, shopId: number) {
  const row = await queryOne(
    db,
    { to_confirm: col.int, to_ship: col.int },
    sql`
    select count(*) filter (where delivery_status = 'order_placed')::int as to_confirm,
      count(*) filter (where delivery_status in ('confirmed', 'processing'))::int as to_ship
    from orders where shop_id = ${shopId} and delivery_status in ('order_placed', 'confirmed', 'processing')`,
  );
  return { toConfirm: row?.to_confirm ?? 0, toShip: row?.to_ship ?? 0 };
}

/** Variations of the shop's live products at or below the shop's low-stock threshold. */
export async function lowStockCount(db: Database, shopId: number) {
  const row = await queryOne(
    db,
    { threshold: col.int, low: col.int },
    sql`
    select s.low_stock_threshold as threshold, (
      select count(*) from product_variations pv
      join products p on p.id = pv.product_id
      where p.shop_id = s.id and p.deleted_at is null
        and coalesce((select sum(st.stock_qty) from product_variation_stocks st
          where st.product_variation_id = pv.id), 0) <= s.low_stock_threshold
    )::int as low
    from shops s where s.id = ${shopId}`,
  );
  return { lowStock: row?.low ?? 0, threshold: row?.threshold ?? 0 };
}

export async function shopRating(db: Database, shopId: number) {
  const row = await queryOne(
    db,
    { total: col.int, points: col.int },
    sql`
    select coalesce(sum(review_count), 0)::int as total, coalesce(sum(review_count * rating), 0)::int as points
    from shop_rating_counts where shop_id = ${shopId}`,
  );
  const total = row?.total ?? 0;
  const points = row?.points ?? 0;
  return { average: total === 0 ? 0 : Math.round((points / total) * 100) / 100, total };
}

export async function recentOrders(db: Database, shopId: number, limit: number) {
  const rows = await selectRows<{
    code: number;
    name: string;
    total_amount: number;
    delivery_status: string;
    payment_status: string;
    created_at: Date | string;
  }>(
    db,
    sql`
    select o.order_code as code, g.name, o.total_amount, o.delivery_status, o.payment_status, o.created_at
    from orders o join order_groups g on g.id = o.order_group_id
    where o.shop_id = ${shopId}
    order by o.created_at desc, o.id desc limit ${limit}`,
  );
  return rows;
}

export async function bestSellers(db: Database, shopId: number, since: Date, limit: number) {
  const rows = await selectRows<{
    product_id: number;
    name: string;
    thumbnail: string | null;
    units: number;
    sales: string;
  }>(
    db,
    sql`
    select p.id as product_id, p.name, p.thumbnail_image as thumbnail,
      sum(oi.qty)::int as units, sum(oi.total_price)::bigint as sales
    from order_items oi
    join orders o on o.id = oi.order_id
    join products p on p.id = oi.product_id
    where o.shop_id = ${shopId} and o.delivery_status <> 'cancelled' and o.created_at >= ${since}
    group by p.id, p.name, p.thumbnail_image
    order by units desc, sales desc, p.id limit ${limit}`,
  );
  return rows;
}

/** Badge counts: orders awaiting confirmation and the shoppers' unread messages. */
export async function badgeCounts(db: Database, shopId: number) {
  const row = await queryOne(
    db,
    { new_orders: col.int, unread: col.int },
    sql`
    select
      (select count(*) from orders where shop_id = ${shopId} and delivery_status = 'order_placed')::int as new_orders,
      (select count(*) from conversation_messages m join conversations c on c.id = m.conversation_id
        where c.shop_id = ${shopId} and m.user_id = c.user_id and not m.is_seen_by_receiver)::int as unread`,
  );
  return { newOrders: row?.new_orders ?? 0, unreadMessages: row?.unread ?? 0 };
}

/** The latest orders awaiting confirmation. */
export async function newOrders(db: Database, shopId: number, limit: number) {
  const rows = await selectRows<{
    code: number;
    name: string;
    total_amount: number;
    created_at: Date | string;
  }>(
    db,
    sql`
    select o.order_code as code, g.name, o.total_amount, o.created_at
    from orders o join order_groups g on g.id = o.order_group_id
    where o.shop_id = ${shopId} and o.delivery_status = 'order_placed'
    order by o.created_at desc, o.id desc limit ${limit}`,
  );
  return rows;
}

/** Conversations with unread messages from the shopper, with the latest of them. */
export async function unreadConversations(db: Database, shopId: number, limit: number) {
  const rows = await selectRows<{ id: number; name: string; message: string; created_at: Date | string }>(
    db,
    sql`
    select c.id, u.name, last.message, last.created_at
    from conversations c
    join users u on u.id = c.user_id
    join lateral (
      select m.message, m.created_at from conversation_messages m
      where m.conversation_id = c.id and m.user_id = c.user_id and not m.is_seen_by_receiver
      order by m.created_at desc, m.id desc limit 1
    ) last on true
    where c.shop_id = ${shopId}
    order by last.created_at desc limit ${limit}`,
  );
  return rows;
}

/** The operator's latest notices to the shop (the last 30 days) and how many are unread. */
export async function shopNotices(db: Database, shopId: number, since: Date, limit: number) {
  const types = sql.join(
    SHOP_NOTICE_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const [rows, unread] = await Promise.all([
    selectRows<{ id: number; type: string; text: string; link: string | null; created_at: Date | string }>(
      db,
      sql`
      select id, type, text, link, created_at from shop_notifications
      where shop_id = ${shopId} and type in (${types}) and created_at >= ${since}
      order by created_at desc, id desc limit ${limit}`,
    ),
    queryOne(
      db,
      { n: col.int },
      sql`select count(*)::int as n from shop_notifications
        where shop_id = ${shopId} and type in (${types}) and not is_read and created_at >= ${since}`,
    ),
  ]);
  return { rows, unread: unread?.n ?? 0 };
}

/** The seller opened the bell: the operator's notices count as read. */
export async function markNoticesRead(db: Database, shopId: number) {
  const types = sql.join(
    SHOP_NOTICE_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  await execute(
    db,
    sql`update shop_notifications set is_read = true where shop_id = ${shopId} and type in (${types}) and not is_read`,
  );
}

/** The operator's overview (issue 18 §1): the marketplace's read model. */

/** New customer accounts and new shops per UTC day from `from` (a midnight). */
export async function signupsByDay(db: Database, from: Date) {
  const rows = await query(
    db,
    { day: col.text, customers: col.int, sellers: col.int },
    sql`
    with days as (
      select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
        1 as customer, 0 as seller
      from users where user_type = 'customer' and created_at >= ${from}
      union all
      select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, 0, 1
      from shops where created_at >= ${from}
    )
    select day, sum(customer)::int as customers, sum(seller)::int as sellers from days group by day order by day`,
  );
  return rows.map((r) => ({ date: r.day, customers: r.customers, sellers: r.sellers }));
}

/**
 * What needs the operator: orders placed and not confirmed since `unconfirmedBefore`, confirmed or
 * processing orders not moved since `stuckBefore`, online payments failed since `failedSince`,
 * shops waiting for approval (pending: neither approved nor rejected) and payout requests waiting.
 */
export async function attentionCounts(
  db: Database,
  at: { unconfirmedBefore: Date; stuckBefore: Date; failedSince: Date },
  shopId: number | null,
) {
  const shopFilter = shopId === null ? sql`true` : sql`o.shop_id = ${shopId}`;
  const payoutFilter = shopId === null ? sql`true` : sql`r.shop_id = ${shopId}`;
  const row = await queryOne(
    db,
    {
      unconfirmed: col.int,
      confirmed_stuck: col.int,
      processing_stuck: col.int,
      failed: col.int,
      pending_shops: col.int,
      waiting_payouts: col.int,
    },
    sql`
    select
      (select count(*) from orders o where ${shopFilter} and o.delivery_status = 'order_placed'
        and o.created_at < ${at.unconfirmedBefore})::int as unconfirmed,
      (select count(*) from orders o where ${shopFilter} and o.delivery_status = 'confirmed'
        and o.updated_at < ${at.stuckBefore})::int as confirmed_stuck,
      (select count(*) from orders o where ${shopFilter} and o.delivery_status = 'processing'
        and o.updated_at < ${at.stuckBefore})::int as processing_stuck,
      (select count(*) from payments p where p.status = 'failed' and p.updated_at >= ${at.failedSince})::int as failed,
      (select count(*) from shops s where ${shopId === null ? sql`true` : sql`false`}
        and ${shopStatusSql('s')} = 'pending')::int as pending_shops,
      (select count(*) from payout_requests r where ${payoutFilter} and r.status = 'requested')::int as waiting_payouts`,
  );
  return {
    unconfirmed: row?.unconfirmed ?? 0,
    confirmedStuck: row?.confirmed_stuck ?? 0,
    processingStuck: row?.processing_stuck ?? 0,
    failedPayments: row?.failed ?? 0,
    pendingShops: row?.pending_shops ?? 0,
    waitingPayouts: row?.waiting_payouts ?? 0,
  };
}

/** The shops waiting longest for approval, with their owner. */
export async function oldestPendingShops(db: Database, limit: number) {
  return selectRows<{ id: number; name: string; owner: string | null; created_at: Date | string }>(
    db,
    sql`
    select s.id, s.name, s.created_at,
      (select u.name from users u where u.shop_id = s.id order by u.id limit 1) as owner
    from shops s
    where ${shopStatusSql('s')} = 'pending'
    order by s.created_at, s.id limit ${limit}`,
  );
}
