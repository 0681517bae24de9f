import {
  type AdminShopChange,
  type AdminShopDetail,
  type AdminShopList,
  type AdminShopListQuery,
  ADMIN_SHOP_MESSAGES as M,
  SHOP_STATUSES,
  type ShopStatus,
} from '@shop/contracts/admin/shops';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import { FULL_PERCENT_BPS } from '@shop/contracts/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { translateText } from '../../platform/messages.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { invalidateSettings, readSettings } from '../../platform/settings.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { SHOP_NOTICES } from './admin-shop-messages.ts';
import {
  type AdminShopRecord,
  adminShopPage,
  findShop,
  insertShopNotice,
  type ShopDecision,
  shopOwner,
  shopStats,
  shopStatusCounts,
  updateShop,
  writeSetting,
} from './admin-shop-queries.ts';
import { shopStatus } from './shop-status.ts';

/**
 * The operator's sellers and shops (issue 18 §2): the list and a shop's page, approve, reject
 * with a reason, suspend with a reason and reinstate, the commission rate per shop and the default
 * for new shops. Each decision is taken on the locked shop row (a second click waits, then finds
 * the new status and gets 409), recorded in the audit log in the same transaction, written to the
 * seller center's bell (`shop_notifications`) and, after commit, sent to the owner's phone by SMS
 * through the outbox.
 */

export interface ShopAdminDeps {
  db: Database;
  config: Config;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export type ShopDecisionKind = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** A path's shop: all digits is an id (the console), anything else a slug (`npm run shops`). */
export function shopRef(value: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value };
}

const rateOf = (bps: number) => (bps * 100) / FULL_PERCENT_BPS;
const bpsOf = (rate: number) => Math.round((rate * FULL_PERCENT_BPS) / 100);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listAdminShops(
  deps: Pick<ShopAdminDeps, 'db' | 'config'>,
  query: AdminShopListQuery,
): Promise<AdminShopList> {
  const filter = {
    search: query.search ?? null,
    status: query.status ?? null,
    onlyShopId: deps.config.appMode === 'singleVendor' ? ADMIN_SHOP_ID : null,
  };
  const [{ rows, total }, counts, settings] = await Promise.all([
    adminShopPage(deps.db, filter, query.page, query.limit),
    shopStatusCounts(deps.db, filter),
    readSettings(deps.db),
  ]);
  const decimals = deps.config.currency.decimals;
  const countMap = Object.fromEntries(SHOP_STATUSES.map((s) => [s, 0])) as Record<ShopStatus, number>;
  for (const c of counts) countMap[c.status] = Number(c.n);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      name: r.name,
      logo: r.logo,
      status: r.status,
      owner:
        r.owner_id === null
          ? null
          : { id: Number(r.owner_id), name: r.owner_name ?? '', phone: r.owner_phone, email: r.owner_email },
      products: Number(r.products),
      balance: fromMinor(Number(r.balance), decimals),
      commissionRate: rateOf(Number(r.admin_commission_bps)),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    meta: buildMeta(query.page, query.limit, total),
    counts: countMap,
    appMode: deps.config.appMode,
    defaultCommissionRate: settings.adminCommissionPercentage,
  };
}

export async function adminShopDetail(
  deps: Pick<ShopAdminDeps, 'db' | 'config'>,
  ref: string,
): Promise<AdminShopDetail> {
  const shop = await findShop(deps.db, shopRef(ref));
  if (!shop || !inMode(deps.config, shop.id)) throw new NotFound(M.notFound);
  const [owner, stats] = await Promise.all([shopOwner(deps.db, shop.id), shopStats(deps.db, shop.id)]);
  const money = (minor: number) => fromMinor(minor, deps.config.currency.decimals);
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    logo: shop.logo,
    status: shopStatus(shop),
    owner,
    products: stats.products,
    balance: money(shop.balance),
    commissionRate: rateOf(shop.adminCommissionBps),
    createdAt: shop.createdAt.toISOString(),
    tagline: shop.tagline,
    description: shop.description,
    address: shop.address,
    contactPhone: shop.contactPhone,
    contactEmail: shop.contactEmail,
    statusReason: shop.statusReason,
    rejectedAt: iso(shop.rejectedAt),
    suspendedAt: iso(shop.suspendedAt),
    bank: {
      name: shop.bankName,
      accountName: shop.bankAccountName,
      accountNumber: shop.bankAccountNumber,
      routingNumber: shop.bankRoutingNumber,
    },
    stats: {
      orders: stats.orders,
      sales: money(stats.sales),
      commission: money(stats.commission),
      pendingPayouts: money(stats.pendingPayouts),
      paidOut: money(stats.paidOut),
      rating: {
        average:
          stats.ratingTotal === 0 ? 0 : Math.round((stats.ratingPoints / stats.ratingTotal) * 100) / 100,
        total: stats.ratingTotal,
      },
    },
    isPlatformShop: shop.id === ADMIN_SHOP_ID,
  };
}

/** singleVendor: the operator works only on the platform's shop 1 (the storefront shows no other). */
function inMode(config: Pick<Config, 'appMode'>, shopId: number): boolean {
  return config.appMode === 'multiVendor' || shopId === ADMIN_SHOP_ID;
}

/** What the audit log keeps of a shop's status. */
function statusFields(
  shop: Pick<AdminShopRecord, 'isApproved' | 'isPublished' | 'rejectedAt' | 'suspendedAt' | 'statusReason'>,
) {
  return {
    status: shopStatus(shop),
    isApproved: shop.isApproved,
    isPublished: shop.isPublished,
    statusReason: shop.statusReason,
  };
}

/** The change a decision makes, or the reason it may not be taken from `status`. */
function decide(kind: ShopDecisionKind, status: ShopStatus, reason: string | null, now: Date): ShopDecision {
  switch (kind) {
    case 'approve':
      if (status === 'approved') throw new Conflict(M.alreadyApproved);
      if (status === 'suspended') throw new Conflict(M.suspendedApprove);
      return { isApproved: true, isPublished: true, rejectedAt: null, suspendedAt: null, statusReason: null };
    case 'reject':
      if (status === 'rejected') throw new Conflict(M.alreadyRejected);
      return {
        isApproved: false,
        isPublished: false,
        rejectedAt: now,
        suspendedAt: null,
        statusReason: reason,
      };
    case 'suspend':
      if (status !== 'approved') throw new Conflict(M.notApproved);
      return { isPublished: false, suspendedAt: now, statusReason: reason };
    case 'reinstate':
      if (status !== 'suspended') throw new Conflict(M.notSuspended);
      return { isApproved: true, isPublished: true, suspendedAt: null, statusReason: null };
  }
}

const ACTION_MESSAGE: Record<ShopDecisionKind, string> = {
  approve: M.approved,
  reject: M.rejected,
  suspend: M.suspended,
  reinstate: M.reinstated,
};

export const shopDecisionMessage = (kind: ShopDecisionKind) => ACTION_MESSAGE[kind];

/**
 * Approve, reject (with a reason), suspend (with a reason) or reinstate a shop. Suspending
 * unpublishes the shop: it and its products leave the storefront (the route empties the response
 * cache), its orders stay, its seller still signs in and reads the reason.
 */
export async function decideShop(
  deps: ShopAdminDeps,
  actor: AuditActor,
  ref: string,
  kind: ShopDecisionKind,
  reason: string | null = null,
): Promise<AdminShopChange> {
  const result = await deps.db.transaction(async (tx) => {
    const shop = await findShop(tx, shopRef(ref), true);
    if (!shop || !inMode(deps.config, shop.id)) throw new NotFound(M.notFound);
    if (shop.id === ADMIN_SHOP_ID && (kind === 'reject' || kind === 'suspend'))
      throw new Forbidden(M.ownShop);
    const before = statusFields(shop);
    const change = decide(kind, before.status, reason, new Date());
    await updateShop(tx, shop.id, change);
    const next = { ...shop, ...change };
    const after = statusFields(next);
    await recordAudit(tx, actor, {
      action: `shop.${kind}`,
      subject: { type: 'shop', id: shop.id, label: shop.name },
      before,
      after,
    });
    await insertShopNotice(tx, {
      shopId: shop.id,
      type: `shop_${kind}`,
      text: reason ?? '',
      link: '/seller',
    });
    return { shop: next, status: after.status };
  });
  await tellOwner(deps, result.shop.id, SHOP_NOTICES[kind], { shop: result.shop.name, reason: reason ?? '' });
  return {
    id: result.shop.id,
    slug: result.shop.slug,
    name: result.shop.name,
    status: result.status,
    commissionRate: rateOf(result.shop.adminCommissionBps),
  };
}

/** An SMS to the shop's owner in the store's default language, after commit; a failure is logged. */
async function tellOwner(
  deps: ShopAdminDeps,
  shopId: number,
  text: string,
  params: Record<string, string>,
): Promise<void> {
  try {
    const owner = await shopOwner(deps.db, shopId);
    if (!owner?.phone) return;
    const lang = deps.config.defaultLanguage;
    await deps.outbox.sendSms(
      owner.phone,
      translateText(lang, text, { ...params, appName: deps.config.appName }),
    );
  } catch (error) {
    deps.log.error({ err: error, shopId }, 'could not tell the seller of the decision');
  }
}

/** The shop's commission rate (percent, 2 decimals), from its next paid order on. */
export async function setShopCommission(
  deps: Pick<ShopAdminDeps, 'db' | 'config'>,
  actor: AuditActor,
  ref: string,
  rate: number,
): Promise<AdminShopChange> {
  return deps.db.transaction(async (tx) => {
    const shop = await findShop(tx, shopRef(ref), true);
    if (!shop || !inMode(deps.config, shop.id)) throw new NotFound(M.notFound);
    const bps = bpsOf(rate);
    await updateShop(tx, shop.id, { adminCommissionBps: bps });
    await recordAudit(tx, actor, {
      action: 'shop.commission',
      subject: { type: 'shop', id: shop.id, label: shop.name },
      before: { commissionRate: rateOf(shop.adminCommissionBps) },
      after: { commissionRate: rateOf(bps) },
    });
    return {
      id: shop.id,
      slug: shop.slug,
      name: shop.name,
      status: shopStatus(shop),
      commissionRate: rateOf(bps),
    };
  });
}

/** The commission rate new shops get at signup (the `adminCommissionPercentage` setting). */
export async function setDefaultCommission(
  deps: Pick<ShopAdminDeps, 'db'>,
  actor: AuditActor,
  rate: number,
): Promise<{ rate: number }> {
  invalidateSettings(deps.db);
  const before = (await readSettings(deps.db)).adminCommissionPercentage;
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, 'adminCommissionPercentage', rate);
    await recordAudit(tx, actor, {
      action: 'settings.defaultCommission',
      subject: { type: 'settings', id: 'adminCommissionPercentage', label: 'Default commission' },
      before: { rate: before },
      after: { rate },
    });
  });
  invalidateSettings(deps.db);
  return { rate };
}
