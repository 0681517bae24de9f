import {
  type AdminCustomerDetail,
  type AdminCustomersPage,
  type AdminCustomersQuery,
  type CustomerBanBody,
  type CustomerBanResult,
  CUSTOMER_MESSAGES as M,
} from '@shop/contracts/admin/customers';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, Forbidden, NotFound } from '../../platform/errors.ts';
import { readSettings } from '../../platform/settings.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  type Account,
  customerAddresses,
  customerOrderStats,
  customerPage,
  findAccount,
  lockAccount,
  recentCustomerOrders,
  revokeAccountTokens,
  writeBan,
} from './customer-queries.ts';

/**
 * The operator console's customers (issue 18 §7). A ban takes effect on the account's next request:
 * the auth plugin reads `users.is_banned` on every request (nothing caches tokens), the ban revokes
 * every session, and a banned account's token is answered 401 with the sign-in's banned message.
 */

export interface CustomerDeps {
  db: Database;
  config: Pick<Config, 'currency'>;
}

const RECENT_ORDERS = 10;

function kindOf(account: { userType: string; shopId: number | null }): 'customer' | 'seller' {
  return account.userType === 'seller' || account.shopId !== null ? 'seller' : 'customer';
}

export async function listCustomers(deps: CustomerDeps, q: AdminCustomersQuery): Promise<AdminCustomersPage> {
  const { rows, total } = await customerPage(deps.db, q);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      userType: kindOf(r),
      isBanned: r.isBanned,
      ordersCount: r.ordersCount,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: buildMeta(q.page, q.limit, total),
  };
}

/** A customer's account; an operator's or an unknown id is "not found" here. */
async function findCustomer(deps: CustomerDeps, id: number): Promise<Account> {
  const account = await findAccount(deps.db, id);
  if (!account || account.userType === 'admin') throw new NotFound(M.notFound);
  return account;
}

export async function customerDetail(deps: CustomerDeps, id: number): Promise<AdminCustomerDetail> {
  const account = await findCustomer(deps, id);
  const [addresses, stats, recent, settings] = await Promise.all([
    customerAddresses(deps.db, id),
    customerOrderStats(deps.db, id),
    recentCustomerOrders(deps.db, id, RECENT_ORDERS),
    readSettings(deps.db),
  ]);
  const money = (minor: number) => fromMinor(minor, deps.config.currency.decimals);
  return {
    id: account.id,
    name: account.name,
    phone: account.phone,
    email: account.email,
    avatar: account.avatar,
    userType: kindOf(account),
    shop: account.shopId !== null && account.shopName ? { id: account.shopId, name: account.shopName } : null,
    phoneVerified: account.phoneVerifiedAt !== null,
    isBanned: account.isBanned,
    bannedAt: account.bannedAt?.toISOString() ?? null,
    banReason: account.banReason,
    createdAt: account.createdAt.toISOString(),
    addresses: addresses.map((a) => ({
      id: a.id,
      type: a.type,
      address: a.address,
      place: [a.area, a.city, a.state, a.country].join(', '),
      phone: a.phone,
      isDefault: a.isDefault,
    })),
    stats: { ordersCount: stats.ordersCount, totalSpent: money(stats.totalSpent) },
    recentOrders: recent.map((o) => ({
      code: o.code,
      codeToShow: `${settings.orderCodePrefix}${o.code}`,
      shop: { id: o.shopId, name: o.shopName },
      createdAt: o.createdAt.toISOString(),
      totalAmount: money(o.totalAmount),
      deliveryStatus: o.deliveryStatus,
      paymentStatus: o.paymentStatus,
    })),
  };
}

/**
 * Bans (`ban` true) or lets back (`ban` false) a customer, with the operator's reason, under the
 * account's row lock. A ban ends every session of the account in the same transaction. An operator
 * is refused (403); banning a banned account or unbanning an active one is 409; nothing changes then.
 */
export async function setCustomerBan(
  deps: CustomerDeps,
  actor: AuditActor,
  id: number,
  ban: boolean,
  body: CustomerBanBody,
): Promise<CustomerBanResult> {
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (!account) throw new NotFound(M.notFound);
    if (account.userType === 'admin') throw new Forbidden(M.operatorNotBannable);
    if (ban && account.isBanned) throw new AppError(409, M.alreadyBanned);
    if (!ban && !account.isBanned) throw new AppError(409, M.notBanned);
    await writeBan(
      tx,
      id,
      ban
        ? { isBanned: true, reason: body.reason, at: new Date() }
        : {
            isBanned: false,
            reason: null,
            at: null,
          },
    );
    const sessionsEnded = ban ? await revokeAccountTokens(tx, id) : 0;
    await recordAudit(tx, actor, {
      action: ban ? 'customer.ban' : 'customer.unban',
      subject: { type: 'customer', id, label: `${account.name} (${account.phone})` },
      before: { isBanned: account.isBanned, banReason: account.banReason },
      after: ban
        ? { isBanned: true, banReason: body.reason, sessionsEnded }
        : { isBanned: false, banReason: null, reason: body.reason },
    });
    return { id, isBanned: ban, sessionsEnded };
  });
}
