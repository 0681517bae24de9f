import { type AdminOverview, ATTENTION_HOURS } from '@shop/contracts/admin/overview';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { fromMinor } from '@shop/contracts/money';
import type { SellerDashboard, SellerNotifications } from '@shop/contracts/seller/dashboard';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { readSettings } from '../../platform/settings.ts';
import {
  attentionCounts,
  badgeCounts,
  bestSellers,
  lowStockCount,
  markNoticesRead,
  newOrders,
  oldestPendingShops,
  recentOrders,
  salesByDay,
  salesSince,
  shopNotices,
  shopRating,
  signupsByDay,
  unreadConversations,
  waitingCounts,
} from './insight-queries.ts';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Midnight (UTC) of the day `daysAgo` days before `now`'s. */
function startOfDay(now: Date, daysAgo: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(d.getTime() - daysAgo * DAY_MS);
}

/**
 * The dashboard of one shop (issue 17 §1). Days are UTC days; "last 7 days" is today and the six
 * before it. Sales are the orders' totals, cancelled orders left out.
 */
export async function loadDashboard(
  { db, config }: { db: Database; config: Config },
  shopId: number,
  now = new Date(),
): Promise<SellerDashboard> {
  const decimals = config.currency.decimals;
  const money = (minor: number | string) => fromMinor(Number(minor), decimals);
  const today = startOfDay(now, 0);
  const week = startOfDay(now, 6);
  const month = startOfDay(now, 29);
  const [totals, days, waiting, low, rating, recent, best, settings] = await Promise.all([
    salesSince(db, shopId, { today, week, month }),
    salesByDay(db, shopId, month),
    waitingCounts(db, shopId),
    lowStockCount(db, shopId),
    shopRating(db, shopId),
    recentOrders(db, shopId, 5),
    bestSellers(db, shopId, month, 5),
    readSettings(db),
  ]);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const salesByDayFilled = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(month.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const found = byDate.get(date);
    return { date, sales: money(found?.sales ?? 0), orders: found?.orders ?? 0 };
  });
  return {
    today: { sales: money(totals.today.sales), orders: totals.today.orders },
    last7Days: { sales: money(totals.week.sales), orders: totals.week.orders },
    last30Days: { sales: money(totals.month.sales), orders: totals.month.orders },
    toConfirm: waiting.toConfirm,
    toShip: waiting.toShip,
    lowStock: low.lowStock,
    lowStockThreshold: low.threshold,
    rating,
    salesByDay: salesByDayFilled,
    recentOrders: recent.map((o) => ({
      code: o.code,
      codeToShow: `${settings.orderCodePrefix}${o.code}`,
      customerName: o.name,
      totalAmount: money(o.total_amount),
      deliveryStatus: o.delivery_status,
      paymentStatus: o.payment_status,
      createdAt: iso(o.created_at),
    })),
    bestSellers: best.map((p) => ({
      productId: p.product_id,
      name: p.name,
      thumbnail: p.thumbnail,
      units: p.units,
      sales: money(p.sales),
    })),
  };
}

/** The header's badges and its list of what needs the seller (issue 17 §11). */
export async function loadNotifications(
  { db, config }: { db: Database; config: Config },
  shopId: number,
): Promise<SellerNotifications> {
  const decimals = config.currency.decimals;
  const [counts, orders, chats, notices, settings] = await Promise.all([
    badgeCounts(db, shopId),
    newOrders(db, shopId, 5),
    unreadConversations(db, shopId, 5),
    shopNotices(db, shopId, new Date(Date.now() - 30 * DAY_MS), 5),
    readSettings(db),
  ]);
  const items: SellerNotifications['items'] = [
    ...orders.map((o) => ({
      kind: 'order' as const,
      id: o.code,
      title: `${settings.orderCodePrefix}${o.code} · ${o.name}`,
      detail: String(fromMinor(o.total_amount, decimals)),
      at: iso(o.created_at),
      link: `/seller/orders/${o.code}`,
    })),
    ...chats.map((c) => ({
      kind: 'message' as const,
      id: c.id,
      title: c.name,
      detail: c.message.length > 120 ? `${c.message.slice(0, 117)}…` : c.message,
      at: iso(c.created_at),
      link: `/seller/chats/${c.id}`,
    })),
    ...notices.rows.map((n) => ({
      kind: 'notice' as const,
      id: Number(n.id),
      title: n.type,
      detail: n.text,
      at: iso(n.created_at),
      link: n.link ?? '/seller',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { ...counts, unreadNotices: notices.unread, items };
}

/**
 * The operator's overview (issue 18 §1) over the last `days` UTC days (today included), compared
 * with the `days` before: sales and orders as the seller dashboard counts them (cancelled orders
 * left out), new customer accounts, new shops; what needs the operator; the shops waiting longest.
 * singleVendor: the orders of shop 1 and no shops to approve.
 */
export async function loadOverview(
  { db, config }: { db: Database; config: Config },
  days: number,
  now = new Date(),
): Promise<AdminOverview> {
  const money = (minor: number) => fromMinor(minor, config.currency.decimals);
  const single = config.appMode === 'singleVendor';
  const from = startOfDay(now, days - 1);
  const previousFrom = startOfDay(now, 2 * days - 1);
  const [sales, signups, attention, pending] = await Promise.all([
    salesByDay(db, single ? ADMIN_SHOP_ID : null, previousFrom),
    signupsByDay(db, previousFrom),
    attentionCounts(
      db,
      {
        unconfirmedBefore: new Date(now.getTime() - ATTENTION_HOURS.toConfirm * 3_600_000),
        stuckBefore: new Date(now.getTime() - ATTENTION_HOURS.toMove * 3_600_000),
        failedSince: new Date(now.getTime() - 7 * DAY_MS),
      },
      single ? ADMIN_SHOP_ID : null,
    ),
    single ? Promise.resolve([]) : oldestPendingShops(db, 5),
  ]);
  const salesOn = new Map(sales.map((d) => [d.date, d]));
  const signupsOn = new Map(signups.map((d) => [d.date, d]));
  const dayFigures = (start: Date) =>
    Array.from({ length: days }, (_, i) => {
      const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const s = salesOn.get(date);
      const u = signupsOn.get(date);
      return {
        date,
        sales: s?.sales ?? 0,
        orders: s?.orders ?? 0,
        newCustomers: u?.customers ?? 0,
        newSellers: single ? 0 : (u?.sellers ?? 0),
      };
    });
  const sum = (list: ReturnType<typeof dayFigures>) => {
    const t = list.reduce(
      (acc, d) => ({
        sales: acc.sales + d.sales,
        orders: acc.orders + d.orders,
        newCustomers: acc.newCustomers + d.newCustomers,
        newSellers: acc.newSellers + d.newSellers,
      }),
      { sales: 0, orders: 0, newCustomers: 0, newSellers: 0 },
    );
    return { ...t, sales: money(t.sales) };
  };
  const current = dayFigures(from);
  return {
    days,
    totals: sum(current),
    previous: sum(dayFigures(previousFrom)),
    byDay: current.map((d) => ({ ...d, sales: money(d.sales) })),
    attention,
    pendingShops: pending.map((s) => ({
      id: Number(s.id),
      name: s.name,
      owner: s.owner ?? '',
      createdAt: iso(s.created_at),
    })),
  };
}

/** The seller opened the bell: the operator's notices count as read. */
export async function readNotices({ db }: { db: Database }, shopId: number): Promise<{ read: true }> {
  await markNoticesRead(db, shopId);
  return { read: true };
}
