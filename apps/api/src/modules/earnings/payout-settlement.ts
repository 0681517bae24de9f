import {
  type AdminPayoutList,
  type AdminPayoutListQuery,
  type AdminPayoutRow,
  ADMIN_PAYOUT_MESSAGES as M,
} from '@shop/contracts/admin/payouts';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import type { Database } from '../../db/client.ts';
import type { payoutRequests } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, Conflict, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { insertShopNotice } from '../shops/index.ts';
import {
  adminPayoutPage,
  lockPayout,
  lockShopBalance,
  lowerShopBalance,
  payoutShopId,
  settlePayout,
  waitingPayouts,
} from './earnings-queries.ts';

/**
 * The operator's answer to the sellers' payout requests (issue 18 §2, decision 70). Available to a
 * shop = balance − requests still waiting, so:
 * - marking a request paid lowers the balance by its amount (what was owed has been transferred);
 *   the shop's available amount does not move (the request stops waiting, the balance drops by the
 *   same). It is refused when the balance has fallen below the amount since the request (cash on
 *   delivery commission owed meanwhile): paying it would pay out more than is owed.
 * - rejecting a request leaves the balance as it is: the amount is available again.
 * Both lock the shop's row first (as the seller's request does, so the two never deadlock), then
 * the request's row, and change it only while it waits: a second click, or another operator at
 * the same moment, gets 409 and nothing is paid twice.
 */

export interface PayoutDeps {
  db: Database;
  config: Config;
}

type PayoutRecord = typeof payoutRequests.$inferSelect;

function row(
  r: PayoutRecord,
  shop: { id: number; name: string; slug: string; balance: number },
  decimals: number,
): AdminPayoutRow {
  return {
    id: r.id,
    shop: { id: shop.id, name: shop.name, slug: shop.slug },
    amount: fromMinor(r.amount, decimals),
    status: r.status,
    note: r.note ?? '',
    answer: r.answer ?? '',
    shopBalance: fromMinor(shop.balance, decimals),
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

export async function listPayoutRequests(
  deps: PayoutDeps,
  query: AdminPayoutListQuery,
): Promise<AdminPayoutList> {
  const onlyShopId = deps.config.appMode === 'singleVendor' ? ADMIN_SHOP_ID : null;
  const filter = {
    status: query.status ?? null,
    shopId: query.shop ?? null,
    search: query.search ?? null,
    onlyShopId,
  };
  const [{ rows, total }, waiting] = await Promise.all([
    adminPayoutPage(deps.db, filter, query.page, query.limit),
    waitingPayouts(deps.db, onlyShopId),
  ]);
  const decimals = deps.config.currency.decimals;
  return {
    data: rows.map((r) => row(r.request, r.shop, decimals)),
    meta: buildMeta(query.page, query.limit, total),
    waiting: { count: waiting.count, amount: fromMinor(waiting.amount, decimals) },
  };
}

export type PayoutAnswer = { kind: 'paid'; reference: string } | { kind: 'rejected'; reason: string };

/** Marks a waiting request paid (with the transfer's reference) or rejects it (with a reason). */
export async function answerPayout(
  deps: PayoutDeps,
  actor: AuditActor,
  payoutId: number,
  answer: PayoutAnswer,
  lang: LanguageCode,
): Promise<AdminPayoutRow> {
  const { decimals } = deps.config.currency;
  const shopId = await payoutShopId(deps.db, payoutId);
  if (shopId === null || (deps.config.appMode === 'singleVendor' && shopId !== ADMIN_SHOP_ID)) {
    throw new NotFound(M.notFound);
  }
  return deps.db.transaction(async (tx) => {
    const { balance } = await lockShopBalance(tx, shopId);
    const locked = await lockPayout(tx, payoutId);
    if (!locked) throw new NotFound(M.notFound);
    const before = locked.request;
    if (before.status !== 'requested') throw new Conflict(M.settled);
    if (answer.kind === 'paid' && balance < before.amount) {
      const shown = formatMoney(fromMinor(balance, decimals), deps.config.currency, lang);
      throw new AppError(409, M.balanceTooLow, undefined, { balance: shown });
    }
    const text = answer.kind === 'paid' ? answer.reference : answer.reason;
    const after = await settlePayout(tx, payoutId, { status: answer.kind, answer: text });
    if (!after) throw new Conflict(M.settled);
    const newBalance = answer.kind === 'paid' ? await lowerShopBalance(tx, shopId, before.amount) : balance;
    await recordAudit(tx, actor, {
      action: answer.kind === 'paid' ? 'payout.pay' : 'payout.reject',
      subject: { type: 'payout', id: payoutId, label: locked.shopName },
      before: {
        status: before.status,
        answer: before.answer,
        amount: fromMinor(before.amount, decimals),
        shopBalance: fromMinor(balance, decimals),
      },
      after: {
        status: after.status,
        answer: after.answer,
        amount: fromMinor(after.amount, decimals),
        shopBalance: fromMinor(newBalance, decimals),
      },
    });
    await insertShopNotice(tx, {
      shopId,
      type: answer.kind === 'paid' ? 'payout_paid' : 'payout_rejected',
      text,
      link: '/seller/earnings',
    });
    return row(
      after,
      { id: shopId, name: locked.shopName, slug: locked.shopSlug, balance: newBalance },
      decimals,
    );
  });
}
