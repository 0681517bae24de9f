import { buildMeta } from '@shop/contracts/envelope';
import { formatMoney, fromMinor, toMinor } from '@shop/contracts/money';
import { FULL_PERCENT_BPS } from '@shop/contracts/pricing';
import {
  EARNINGS_MESSAGES,
  EARNINGS_MONTHS,
  type EarningsMonth,
  type EarningsPage,
  type PayoutRequestBody,
  type PayoutRow,
  type PayoutsPage,
} from '@shop/contracts/seller/earnings';
import type { Database } from '../../db/client.ts';
import type { payoutRequests } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, ValidationFailed } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { readSettings } from '../../platform/settings.ts';
import {
  earningOrderPage,
  earningTotals,
  insertPayoutRequest,
  lockShopBalance,
  payoutPage,
  shopFinance,
} from './earnings-queries.ts';

/**
 * A shop's earnings (issue 17 §10, rules §7): per paid, not cancelled order its total (the
 * sale), the marketplace's commission and the net; monthly totals; the balance, and payout
 * requests of at most what is available (balance − requests still waiting).
 */

export interface EarningsDeps {
  db: Database;
  config: Config;
}

/** "2025-03" for the UTC month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

export async function shopEarnings(
  deps: EarningsDeps,
  shopId: number,
  page: number,
  limit: number,
  now = new Date(),
): Promise<EarningsPage> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (EARNINGS_MONTHS - 1), 1));
  const [list, totals, finance, settings] = await Promise.all([
    earningOrderPage(deps.db, shopId, page, limit),
    earningTotals(deps.db, shopId, since),
    shopFinance(deps.db, shopId),
    readSettings(deps.db),
  ]);
  const money = (minor: number) => fromMinor(minor, deps.config.currency.decimals);
  const byMonth = new Map(totals.months.map((m) => [m.month, m]));
  const months: EarningsMonth[] = [];
  for (let back = EARNINGS_MONTHS - 1; back >= 0; back--) {
    const key = monthKey(now, back);
    const m = byMonth.get(key) ?? { orders: 0, sale: 0, commission: 0 };
    months.push({
      month: key,
      orders: m.orders,
      sale: money(m.sale),
      commission: money(m.commission),
      net: money(m.sale - m.commission),
    });
  }
  return {
    data: list.rows.map((r) => ({
      code: r.code,
      codeToShow: `${settings.orderCodePrefix}${r.code}`,
      createdAt: r.createdAt.toISOString(),
      paymentMethod: r.paymentMethod,
      sale: money(r.sale),
      commission: money(r.commission),
      net: money(r.sale - r.commission),
    })),
    meta: buildMeta(page, limit, list.total),
    summary: {
      commissionRate: (finance.commissionBps * 100) / FULL_PERCENT_BPS,
      balance: money(finance.balance),
      pendingPayouts: money(finance.pending),
      available: money(Math.max(0, finance.balance - finance.pending)),
      totals: {
        orders: totals.all.orders,
        sale: money(totals.all.sale),
        commission: money(totals.all.commission),
        net: money(totals.all.sale - totals.all.commission),
      },
      months,
    },
  };
}

function payoutRow(row: typeof payoutRequests.$inferSelect, decimals: number): PayoutRow {
  return {
    id: row.id,
    amount: fromMinor(row.amount, decimals),
    status: row.status,
    note: row.note ?? '',
    answer: row.answer ?? '',
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function shopPayouts(
  deps: EarningsDeps,
  shopId: number,
  page: number,
  limit: number,
): Promise<PayoutsPage> {
  const { rows, total } = await payoutPage(deps.db, shopId, page, limit);
  return {
    data: rows.map((r) => payoutRow(r, deps.config.currency.decimals)),
    meta: buildMeta(page, limit, total),
  };
}

/**
 * A payout request of at most what is available. The shop's row is locked while the balance and
 * the waiting requests are read and the request written, so two requests at once cannot together
 * ask for more than the balance (the second waits, then sees the first).
 */
export async function requestPayout(
  deps: EarningsDeps,
  shopId: number,
  body: PayoutRequestBody,
  lang: LanguageCode,
): Promise<PayoutRow> {
  const { decimals } = deps.config.currency;
  const amount = toMinor(body.amount, decimals);
  if (Math.abs(amount - body.amount * 10 ** decimals) > 1e-6) {
    throw new ValidationFailed({ amount: [EARNINGS_MESSAGES.amountPrecision] });
  }
  if (amount <= 0) throw new ValidationFailed({ amount: [EARNINGS_MESSAGES.amountPositive] });
  const row = await deps.db.transaction(async (tx) => {
    const { balance, pending } = await lockShopBalance(tx, shopId);
    const available = balance - pending;
    if (available <= 0) throw new ValidationFailed({ amount: [EARNINGS_MESSAGES.nothingAvailable] });
    if (amount > available) {
      const shown = formatMoney(fromMinor(available, decimals), deps.config.currency, lang);
      throw new AppError(
        422,
        EARNINGS_MESSAGES.amountTooLarge,
        { amount: [EARNINGS_MESSAGES.amountTooLarge] },
        { available: shown },
      );
    }
    return insertPayoutRequest(tx, { shopId, amount, note: body.note ?? null });
  });
  return payoutRow(row, decimals);
}
