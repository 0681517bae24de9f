import type { DashboardInfo, TimelineUnit } from '@shop/contracts/auth';
import { fromMinor } from '@shop/contracts/money';
import type { Executor } from '../../db/client.ts';
import { dashboardCounts } from './dashboard-queries.ts';

/**
 * How long someone has been a customer (rules §9): whole years, else whole months, else
 * days, the count zero-padded to two digits.
 */
export function timelineOf(since: Date, now = new Date()): { count: string; unit: TimelineUnit } {
  let months =
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth());
  if (now.getUTCDate() < since.getUTCDate()) months -= 1;
  months = Math.max(0, months);
  const years = Math.floor(months / 12);
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
  const [count, unit]: [number, TimelineUnit] =
    years > 0 ? [years, 'Years'] : months > 0 ? [months, 'Months'] : [days, 'Days'];
  return { count: String(count).padStart(2, '0'), unit };
}

/**
 * The dashboard cards of the signed-in answer (API spec "Auth"): number of orders (one per shop),
 * money spent on paid orders that were not cancelled, and the number of items bought.
 */
export async function loadDashboardInfo(
  db: Executor,
  userId: number,
  decimals: number,
  now = new Date(),
): Promise<DashboardInfo> {
  const row = await dashboardCounts(db, userId);
  if (!row) throw new Error(`user ${userId} not found`);
  return {
    timeline: timelineOf(row.created_at, now),
    totalOrders: row.total_orders,
    totalExpense: fromMinor(row.total_expense, decimals),
    totalProducts: row.total_products,
  };
}
