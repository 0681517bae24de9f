import { buildMeta } from '@shop/contracts/envelope';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor } from '@shop/contracts/money';
import {
  COUPON_PRODUCT_OPTIONS_LIMIT,
  type CouponCategoryOption,
  type CouponProductRef,
  type CreateCouponBody,
  couponRuleIssues,
  SELLER_COUPON_MESSAGES as M,
  type SellerCoupon,
  type SellerCouponSummary,
  type SellerCouponsQuery,
  type SellerCouponsResult,
  type UpdateCouponBody,
} from '@shop/contracts/seller/coupons';
import type { Database, Executor } from '../../db/client.ts';
import type { NewCoupon } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../platform/body.ts';
import type { Config } from '../../platform/config.ts';
import { NotFound, ValidationFailed } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  deleteStoredImage,
  removeUploadedImage,
  replaceUploadedImage,
} from '../../platform/uploaded-images.ts';
import {
  activeCategoryIds,
  type CouponOwner,
  type CouponRecord,
  categoryOptions,
  codeTaken,
  couponLists,
  deleteShopCoupon,
  insertCoupon,
  lockShopCoupon,
  lockShopCouponCodes,
  ownedProductIds,
  productOptions,
  replaceCouponCategories,
  replaceCouponConditions,
  replaceCouponProducts,
  setCouponBanner,
  shopCoupon,
  shopCoupons,
  updateCoupon,
} from './seller-coupon-queries.ts';

/**
 * The seller center's coupons (issue 17 §7). A coupon written here is read by the checkout's
 * coupon rules as it is (coupon-rules.ts in this module): the same columns, codes unique per shop without regard
 * to case (the checkout matches them so), money exact in minor units.
 */

interface Deps {
  db: Database;
  config: Pick<Config, 'currency'>;
}

/**
 * A write's record for whoever needs one in the write's transaction (the operator console's audit
 * log): the coupon's columns before and after (null for a creation's before, a deletion's after).
 */
export interface CouponChange {
  verb: 'create' | 'update' | 'delete';
  id: number;
  code: string;
  before: unknown;
  after: unknown;
}
export type OnCouponChange = (tx: Executor, change: CouponChange) => Promise<void>;

/** The lists a write sent, for the change's record. */
function listsOf(body: {
  productIds?: readonly number[];
  categoryIds?: readonly number[];
  conditions?: readonly string[];
}) {
  return {
    ...(body.productIds !== undefined ? { productIds: body.productIds } : {}),
    ...(body.categoryIds !== undefined ? { categoryIds: body.categoryIds } : {}),
    ...(body.conditions !== undefined ? { conditions: body.conditions } : {}),
  };
}

/** Storage folder of coupon banners; only files under it are ever deleted with a coupon. */
const BANNER_FOLDER = 'coupons';

/** A wire amount in minor units; a 422 on `field` when it has more decimals than the currency or is too large. */
function minorOf(value: number, decimals: number, field: string): number {
  const scaled = value * 10 ** decimals;
  const minor = Math.round(scaled);
  if (Math.abs(scaled - minor) > 1e-6) throw new ValidationFailed({ [field]: [M.amountDecimals] });
  if (minor > MAX_INT4) throw new ValidationFailed({ [field]: [M.amountTooLarge] });
  return minor;
}

/** The stored discount value: minor units for an amount, basis points for a percentage. */
function storedDiscount(type: 'amount' | 'percentage', value: number, decimals: number): number {
  return type === 'amount' ? minorOf(value, decimals, 'discountValue') : Math.round(value * 100);
}

function wireDiscount(type: 'amount' | 'percentage', stored: number, decimals: number): number {
  return type === 'amount' ? fromMinor(stored, decimals) : stored / 100;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

function toSummary(r: CouponRecord, decimals: number): SellerCouponSummary {
  return {
    id: r.id,
    code: r.code,
    discountType: r.discountType,
    discountValue: wireDiscount(r.discountType, r.discountValue, decimals),
    minSpend: fromMinor(r.minSpend, decimals),
    maxDiscountAmount:
      r.maxDiscountAmount === null || r.maxDiscountAmount === 0
        ? null
        : fromMinor(r.maxDiscountAmount, decimals),
    startDate: dayOf(r.startAt),
    endDate: dayOf(r.endAt),
    totalUsageLimit: r.totalUsageLimit,
    customerUsageLimit: r.customerUsageLimit,
    isFreeShipping: r.isFreeShipping,
    isActive: r.isActive,
    status: r.status,
    banner: r.banner ?? '',
    usageCount: r.usageCount,
    productCount: r.productCount,
    categoryCount: r.categoryCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listShopCoupons(
  { db, config }: Deps,
  owner: CouponOwner,
  query: SellerCouponsQuery,
): Promise<SellerCouponsResult> {
  const { rows, total } = await shopCoupons(db, owner, {
    search: query.search ?? null,
    status: query.status ?? null,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
    now: new Date(),
  });
  return {
    data: rows.map((r) => toSummary(r, config.currency.decimals)),
    meta: buildMeta(query.page, query.limit, total),
  };
}

/** One of the shop's coupons with its lists; 404 when it is not the shop's. */
export async function loadShopCoupon(
  db: Executor,
  decimals: number,
  owner: CouponOwner,
  couponId: number,
  lang: string,
): Promise<SellerCoupon> {
  const record = await shopCoupon(db, owner, couponId, new Date());
  if (!record) throw new NotFound(M.notFound);
  const lists = await couponLists(db, record.id, lang);
  return {
    ...toSummary(record, decimals),
    info: record.info ?? '',
    ...lists,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** 422 unless every product is the shop's and every category an active one. */
async function assertTargets(
  db: Executor,
  owner: CouponOwner,
  productIds: readonly number[] | undefined,
  categoryIds: readonly number[] | undefined,
): Promise<void> {
  if (productIds && productIds.length > 0) {
    const owned = await ownedProductIds(db, owner, productIds);
    if (owned.length !== productIds.length) throw new ValidationFailed({ productIds: [M.productNotFound] });
  }
  if (categoryIds && categoryIds.length > 0) {
    const found = await activeCategoryIds(db, categoryIds);
    if (found.length !== categoryIds.length)
      throw new ValidationFailed({ categoryIds: [M.categoryNotFound] });
  }
}

async function assertCodeFree(tx: Executor, owner: CouponOwner, code: string, exceptId: number | null) {
  await lockShopCouponCodes(tx, owner);
  if (await codeTaken(tx, owner, code, exceptId)) throw new ValidationFailed({ code: [M.codeTaken] });
}

/** The stored cap: only percentage coupons have one; 0 is no cap. */
function storedCap(type: 'amount' | 'percentage', cap: number | null, decimals: number): number | null {
  if (type !== 'percentage' || cap === null) return null;
  const minor = minorOf(cap, decimals, 'maxDiscountAmount');
  return minor === 0 ? null : minor;
}

export async function createShopCoupon(
  { db, config }: Deps,
  owner: CouponOwner,
  body: CreateCouponBody,
  lang: string,
  onChange?: OnCouponChange,
): Promise<SellerCoupon> {
  const decimals = config.currency.decimals;
  const values: NewCoupon = {
    shopId: owner.shopId,
    isMarketplace: owner.marketplace,
    code: body.code,
    discountType: body.discountType,
    discountValue: storedDiscount(body.discountType, body.discountValue, decimals),
    minSpend: minorOf(body.minSpend, decimals, 'minSpend'),
    maxDiscountAmount: storedCap(body.discountType, body.maxDiscountAmount, decimals),
    startAt: startOfDay(body.startDate),
    endAt: startOfDay(body.endDate),
    totalUsageLimit: body.totalUsageLimit,
    customerUsageLimit: body.customerUsageLimit,
    isFreeShipping: body.isFreeShipping,
    isActive: body.isActive,
    info: body.info === '' ? null : body.info,
  };
  await assertTargets(db, owner, body.productIds, body.categoryIds);
  const id = await db.transaction(async (tx) => {
    await assertCodeFree(tx, owner, body.code, null);
    const couponId = await insertCoupon(tx, values);
    await replaceCouponProducts(tx, couponId, body.productIds);
    await replaceCouponCategories(tx, couponId, body.categoryIds);
    await replaceCouponConditions(tx, couponId, body.conditions);
    await onChange?.(tx, {
      verb: 'create',
      id: couponId,
      code: body.code,
      before: null,
      after: { ...values, ...listsOf(body) },
    });
    return couponId;
  });
  return loadShopCoupon(db, decimals, owner, id, lang);
}

/**
 * Changes the fields sent; the lists sent replace the stored ones. The rules across fields are
 * checked again on the coupon as it will be (a new end date against the stored start date…). A
 * change of type needs its value (an amount is no percentage).
 */
export async function updateShopCoupon(
  { db, config }: Deps,
  owner: CouponOwner,
  couponId: number,
  body: UpdateCouponBody,
  lang: string,
  onChange?: OnCouponChange,
): Promise<SellerCoupon> {
  const decimals = config.currency.decimals;
  await db.transaction(async (tx) => {
    const row = await lockShopCoupon(tx, owner, couponId);
    if (!row) throw new NotFound(M.notFound);
    const type = body.discountType ?? row.discountType;
    if (type !== row.discountType && body.discountValue === undefined) {
      throw new ValidationFailed({ discountValue: [M.valueInvalid] });
    }
    const issues = couponRuleIssues({
      discountType: type,
      discountValue: body.discountValue ?? wireDiscount(row.discountType, row.discountValue, decimals),
      isFreeShipping: body.isFreeShipping ?? row.isFreeShipping,
      startDate: body.startDate ?? dayOf(row.startAt),
      endDate: body.endDate ?? dayOf(row.endAt),
    });
    if (issues.length > 0) {
      throw new ValidationFailed(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
    }
    const set: Partial<NewCoupon> = {};
    if (body.code !== undefined && body.code !== row.code) {
      await assertCodeFree(tx, owner, body.code, row.id);
      set.code = body.code;
    }
    if (body.discountType !== undefined) set.discountType = body.discountType;
    if (body.discountValue !== undefined)
      set.discountValue = storedDiscount(type, body.discountValue, decimals);
    if (body.minSpend !== undefined) set.minSpend = minorOf(body.minSpend, decimals, 'minSpend');
    if (body.maxDiscountAmount !== undefined || type !== row.discountType) {
      const cap =
        body.maxDiscountAmount !== undefined
          ? body.maxDiscountAmount
          : row.maxDiscountAmount === null
            ? null
            : fromMinor(row.maxDiscountAmount, decimals);
      set.maxDiscountAmount = storedCap(type, cap, decimals);
    }
    if (body.startDate !== undefined) set.startAt = startOfDay(body.startDate);
    if (body.endDate !== undefined) set.endAt = startOfDay(body.endDate);
    if (body.totalUsageLimit !== undefined) set.totalUsageLimit = body.totalUsageLimit;
    if (body.customerUsageLimit !== undefined) set.customerUsageLimit = body.customerUsageLimit;
    if (body.isFreeShipping !== undefined) set.isFreeShipping = body.isFreeShipping;
    if (body.isActive !== undefined) set.isActive = body.isActive;
    if (body.info !== undefined) set.info = body.info === '' ? null : body.info;
    await assertTargets(tx, owner, body.productIds, body.categoryIds);
    await updateCoupon(tx, owner, row.id, set);
    if (body.productIds !== undefined) await replaceCouponProducts(tx, row.id, body.productIds);
    if (body.categoryIds !== undefined) await replaceCouponCategories(tx, row.id, body.categoryIds);
    if (body.conditions !== undefined) await replaceCouponConditions(tx, row.id, body.conditions);
    const changed = Object.keys(set) as (keyof typeof set)[];
    await onChange?.(tx, {
      verb: 'update',
      id: row.id,
      code: set.code ?? row.code,
      before: Object.fromEntries(changed.map((key) => [key, row[key as keyof typeof row]])),
      after: { ...set, ...listsOf(body) },
    });
  });
  return loadShopCoupon(db, decimals, owner, couponId, lang);
}

/**
 * Deletes the shop's coupon with its lists and its uses (`coupon_usages`); orders placed with it
 * keep their discount (their `coupon_id` becomes null). Its banner file goes too.
 */
export async function deleteCoupon(
  { db, storage }: { db: Database; storage: Storage },
  owner: CouponOwner,
  couponId: number,
  onChange?: OnCouponChange,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const row = await lockShopCoupon(tx, owner, couponId);
    if (!row) throw new NotFound(M.notFound);
    const gone = await deleteShopCoupon(tx, owner, couponId);
    if (!gone) throw new NotFound(M.notFound);
    await onChange?.(tx, { verb: 'delete', id: row.id, code: row.code, before: row, after: null });
    return gone;
  });
  await deleteStoredImage(storage, deleted.banner, BANNER_FOLDER);
}

/** Stores an uploaded banner (checked by content, resized) for the shop's coupon; the old one is deleted. */
export async function replaceCouponBanner(
  deps: Deps & { storage: Storage },
  owner: CouponOwner,
  couponId: number,
  uploads: readonly UploadedFile[],
  lang: string,
): Promise<SellerCoupon> {
  const { db, storage, config } = deps;
  if (!(await shopCoupon(db, owner, couponId, new Date()))) throw new NotFound(M.notFound);
  await replaceUploadedImage(
    storage,
    uploads,
    {
      field: 'banner',
      folder: BANNER_FOLDER,
      messages: { required: M.imageRequired, bad: M.badImage, notFound: M.notFound },
    },
    (url) => setCouponBanner(db, owner, couponId, url),
  );
  return loadShopCoupon(db, config.currency.decimals, owner, couponId, lang);
}

export async function removeCouponBanner(
  deps: Deps & { storage: Storage },
  owner: CouponOwner,
  couponId: number,
  lang: string,
): Promise<SellerCoupon> {
  const { db, storage, config } = deps;
  await removeUploadedImage(storage, BANNER_FOLDER, M.notFound, () =>
    setCouponBanner(db, owner, couponId, null),
  );
  return loadShopCoupon(db, config.currency.decimals, owner, couponId, lang);
}

export function couponProductOptions(
  db: Database,
  owner: CouponOwner,
  search: string | null,
  lang: string,
): Promise<CouponProductRef[]> {
  return productOptions(db, owner, search, lang, COUPON_PRODUCT_OPTIONS_LIMIT);
}

export function couponCategoryOptions(db: Database, lang: string): Promise<CouponCategoryOption[]> {
  return categoryOptions(db, lang);
}
