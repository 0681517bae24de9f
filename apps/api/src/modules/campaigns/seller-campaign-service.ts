import { randomBytes } from 'node:crypto';
import type { AppMode } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor } from '@shop/contracts/money';
import { discountedBasePrice } from '@shop/contracts/pricing';
import {
  CAMPAIGN_PRODUCT_OPTIONS_LIMIT,
  CAMPAIGN_TRANSLATION_LANGS,
  type CampaignImage,
  type CampaignProduct,
  type CampaignProductInput,
  type CampaignProductOption,
  type CampaignTranslationsInput,
  type CreateCampaignBody,
  campaignRuleIssues,
  SELLER_CAMPAIGN_MESSAGES as M,
  type SellerCampaign,
  type SellerCampaignSummary,
  type SellerCampaignsQuery,
  type SellerCampaignsResult,
  type UpdateCampaignBody,
} from '@shop/contracts/seller/campaigns';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { NewCampaign } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../platform/body.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, NotFound, ValidationFailed } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  deleteStoredImage,
  removeUploadedImage,
  replaceUploadedImage,
} from '../../platform/uploaded-images.ts';
import {
  type CampaignItem,
  type CampaignRecord,
  type CampaignScope,
  type CampaignTranslationRow,
  campaignItems,
  campaignTranslationRows,
  deleteShopCampaign,
  insertCampaign,
  lockShopCampaign,
  ownedProducts,
  type ProductFacts,
  productOptions,
  productsByIds,
  replaceCampaignItems,
  saveCampaignTranslations,
  setCampaignImage,
  shopCampaign,
  shopCampaigns,
  slugTaken,
  updateCampaign,
} from './seller-campaign-queries.ts';

/**
 * The seller center's campaigns (issue 17 §7). The storefront's campaign pages, cards, product
 * pages, cart and checkout read the same rows; card prices are kept by the database's triggers.
 */

interface Deps {
  db: Database;
  config: Pick<Config, 'currency' | 'appMode'>;
}

/**
 * A write's record for whoever needs one in the write's transaction (the operator console's audit
 * log): the campaign's columns before and after (null for a creation's before, a deletion's after).
 */
export interface CampaignChange {
  verb: 'create' | 'update' | 'delete';
  id: number;
  name: string;
  before: unknown;
  after: unknown;
}
export type OnCampaignChange = (tx: Executor, change: CampaignChange) => Promise<void>;

/** Storage folder of campaign pictures; only files under it are ever deleted with a campaign. */
const IMAGE_FOLDER = 'campaigns';

/**
 * The campaigns a seller manages: the shop's `seller` campaigns. In singleVendor mode the one
 * shop is the platform and the storefront shows only `mega` campaigns, so its owner manages those.
 */
export function campaignScope(appMode: AppMode, shopId: number): CampaignScope {
  return { shopId, kind: appMode === 'singleVendor' ? 'mega' : 'seller' };
}

/** Whose products a campaign of the scope may hold: the shop's, or (the operator's mega campaigns) any shop's. */
function productShop(scope: CampaignScope): number | null {
  return scope.anyShopProducts ? null : scope.shopId;
}

function minorOf(value: number, decimals: number, field: string): number {
  const scaled = value * 10 ** decimals;
  const minor = Math.round(scaled);
  if (Math.abs(scaled - minor) > 1e-6) throw new ValidationFailed({ [field]: [M.amountDecimals] });
  if (minor > MAX_INT4) throw new ValidationFailed({ [field]: [M.amountTooLarge] });
  return minor;
}

function storedDiscount(
  type: 'amount' | 'percentage',
  value: number,
  decimals: number,
  field: string,
): number {
  return type === 'amount' ? minorOf(value, decimals, field) : Math.round(value * 100);
}

function wireDiscount(type: 'amount' | 'percentage', stored: number, decimals: number): number {
  return type === 'amount' ? fromMinor(stored, decimals) : stored / 100;
}

function toSummary(r: CampaignRecord, decimals: number): SellerCampaignSummary {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    shortDescription: r.shortDescription,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt.toISOString(),
    isPublished: r.isPublished,
    status: r.status,
    banner: r.banner ?? '',
    thumbnailImage: r.thumbnailImage ?? '',
    defaultDiscountType: r.defaultDiscountType,
    defaultDiscountValue: wireDiscount(r.defaultDiscountType, r.defaultDiscountValue, decimals),
    productCount: r.productCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listShopCampaigns(
  { db, config }: Deps,
  scope: CampaignScope,
  query: SellerCampaignsQuery,
): Promise<SellerCampaignsResult> {
  const { rows, total } = await shopCampaigns(db, scope, {
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

/** The stored texts per translated language, "" where the base text shows. */
function wireTranslations(rows: readonly CampaignTranslationRow[]): SellerCampaign['translations'] {
  const of = (lang: string) => {
    const row = rows.find((r) => r.langCode === lang);
    return { name: row?.name ?? '', shortDescription: row?.shortDescription ?? '' };
  };
  return { 'es-ES': of('es-ES'), 'ar-SA': of('ar-SA') };
}

/** The languages sent, as rows to store (a language left out keeps its texts). */
function translationWrites(translations: CampaignTranslationsInput | undefined) {
  return CAMPAIGN_TRANSLATION_LANGS.flatMap((langCode) => {
    const tr = translations?.[langCode];
    return tr ? [{ langCode, name: tr.name, shortDescription: tr.shortDescription }] : [];
  });
}

/** One of the seller's campaigns with its products and their variations' discounts; 404 otherwise. */
export async function loadShopCampaign(
  { db, config }: { db: Executor; config: Deps['config'] },
  scope: CampaignScope,
  campaignId: number,
  lang: string,
): Promise<SellerCampaign> {
  const decimals = config.currency.decimals;
  const record = await shopCampaign(db, scope, campaignId, new Date());
  if (!record) throw new NotFound(M.notFound);
  const [items, translations] = await Promise.all([
    campaignItems(db, record.id),
    campaignTranslationRows(db, record.id),
  ]);
  const facts = await productsByIds(db, [...new Set(items.map((i) => i.productId))], lang);
  const discounts = new Map(items.map((i) => [i.variationId, i]));
  const products: CampaignProduct[] = facts.map((p) => ({
    id: p.id,
    name: p.name,
    thumbnail: p.thumbnail,
    isPublished: p.isPublished,
    variations: p.variations.flatMap((v) => {
      const item = discounts.get(v.variationId);
      if (!item) return [];
      return [
        {
          variationId: v.variationId,
          sku: v.sku,
          label: v.label,
          price: fromMinor(v.price, decimals),
          discountType: item.discountType,
          discountValue: wireDiscount(item.discountType, item.discountValue, decimals),
          campaignPrice: fromMinor(
            discountedBasePrice(v.price, { type: item.discountType, value: item.discountValue }),
            decimals,
          ),
        },
      ];
    }),
  }));
  return {
    ...toSummary(record, decimals),
    products,
    translations: wireTranslations(translations),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The campaign's variations from the products sent: every product must be the shop's, every
 * variation one of its product's; a product without `variations` brings all of its own at the
 * default discount. An amount may not exceed the variation's price (it would sell for nothing).
 */
async function resolveItems(
  db: Executor,
  shopId: number | null,
  inputs: readonly CampaignProductInput[],
  fallback: { type: 'amount' | 'percentage'; value: number },
  decimals: number,
  lang: string,
): Promise<CampaignItem[]> {
  const facts = await ownedProducts(
    db,
    shopId,
    inputs.map((p) => p.productId),
    lang,
  );
  const byId = new Map<number, ProductFacts>(facts.map((p) => [p.id, p]));
  const items: CampaignItem[] = [];
  for (const input of inputs) {
    const product = byId.get(input.productId);
    if (!product) throw new ValidationFailed({ products: [M.productNotFound] });
    const variations = new Map(product.variations.map((v) => [v.variationId, v]));
    const chosen = input.variations
      ? input.variations.map((v) => ({
          variation: variations.get(v.variationId),
          type: v.discountType,
          value: storedDiscount(v.discountType, v.discountValue, decimals, 'products'),
        }))
      : product.variations.map((v) => ({ variation: v, type: fallback.type, value: fallback.value }));
    for (const c of chosen) {
      if (!c.variation) throw new ValidationFailed({ products: [M.variationNotFound] });
      if (c.type === 'amount' && c.value > c.variation.price) {
        throw new AppError(
          422,
          M.discountAbovePrice,
          { products: [M.discountAbovePrice] },
          { sku: c.variation.sku },
        );
      }
      items.push({
        productId: product.id,
        variationId: c.variation.variationId,
        discountType: c.type,
        discountValue: c.value,
      });
    }
  }
  return items;
}

/** "Summer Sale!" → "summer-sale"; "campaign" when nothing is left (a name in another script). */
function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return base || 'campaign';
}

const SLUG_ATTEMPTS = 5;

/**
 * Creates a campaign of the seller. Its slug (the storefront's address, kept when the campaign is
 * renamed so shared links last) is the name's, with a short random suffix when that one is taken.
 */
export async function createShopCampaign(
  { db, config }: Deps,
  scope: CampaignScope,
  body: CreateCampaignBody,
  lang: string,
  onChange?: OnCampaignChange,
): Promise<SellerCampaign> {
  const decimals = config.currency.decimals;
  const defaultValue = storedDiscount(
    body.defaultDiscountType,
    body.defaultDiscountValue,
    decimals,
    'defaultDiscountValue',
  );
  const items = await resolveItems(
    db,
    productShop(scope),
    body.products,
    { type: body.defaultDiscountType, value: defaultValue },
    decimals,
    lang,
  );
  const translations = translationWrites(body.translations);
  const base = slugBase(body.name);
  let slug = (await slugTaken(db, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
  for (let attempt = 1; ; attempt++) {
    const values: NewCampaign = {
      kind: scope.kind,
      shopId: scope.shopId,
      name: body.name,
      slug,
      shortDescription: body.shortDescription === '' ? null : body.shortDescription,
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      isPublished: body.isPublished,
      defaultDiscountType: body.defaultDiscountType,
      defaultDiscountValue: defaultValue,
    };
    try {
      const id = await db.transaction(async (tx) => {
        const campaignId = await insertCampaign(tx, values);
        await replaceCampaignItems(tx, campaignId, items);
        await saveCampaignTranslations(tx, campaignId, translations);
        await onChange?.(tx, {
          verb: 'create',
          id: campaignId,
          name: body.name,
          before: null,
          after: { ...values, products: items, translations },
        });
        return campaignId;
      });
      return await loadShopCampaign({ db, config }, scope, id, lang);
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(error, 'campaigns_slug_unique')) throw error;
      slug = `${base}-${randomBytes(3).toString('hex')}`;
    }
  }
}

/**
 * Changes the fields sent; `products` sent replaces the campaign's variations (a product without
 * `variations` at the default discount as it will be). The rules across fields are checked on the
 * campaign as it will be. The default discount only pre-fills: changing it alone leaves the
 * variations' discounts as they are.
 */
export async function updateShopCampaign(
  { db, config }: Deps,
  scope: CampaignScope,
  campaignId: number,
  body: UpdateCampaignBody,
  lang: string,
  onChange?: OnCampaignChange,
): Promise<SellerCampaign> {
  const decimals = config.currency.decimals;
  await db.transaction(async (tx) => {
    const row = await lockShopCampaign(tx, scope, campaignId);
    if (!row) throw new NotFound(M.notFound);
    const type = body.defaultDiscountType ?? row.defaultDiscountType;
    if (type !== row.defaultDiscountType && body.defaultDiscountValue === undefined) {
      throw new ValidationFailed({ defaultDiscountValue: [M.valueInvalid] });
    }
    const issues = campaignRuleIssues({
      defaultDiscountType: type,
      defaultDiscountValue:
        body.defaultDiscountValue ??
        wireDiscount(row.defaultDiscountType, row.defaultDiscountValue, decimals),
      startAt: body.startAt ?? row.startAt.toISOString(),
      endAt: body.endAt ?? row.endAt.toISOString(),
    });
    if (issues.length > 0) {
      throw new ValidationFailed(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
    }
    const defaultValue =
      body.defaultDiscountValue === undefined
        ? row.defaultDiscountValue
        : storedDiscount(type, body.defaultDiscountValue, decimals, 'defaultDiscountValue');
    const set: Partial<NewCampaign> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.shortDescription !== undefined) {
      set.shortDescription = body.shortDescription === '' ? null : body.shortDescription;
    }
    if (body.startAt !== undefined) set.startAt = new Date(body.startAt);
    if (body.endAt !== undefined) set.endAt = new Date(body.endAt);
    if (body.isPublished !== undefined) set.isPublished = body.isPublished;
    if (body.defaultDiscountType !== undefined) set.defaultDiscountType = body.defaultDiscountType;
    if (body.defaultDiscountValue !== undefined) set.defaultDiscountValue = defaultValue;
    let items: CampaignItem[] | undefined;
    if (body.products !== undefined) {
      items = await resolveItems(
        tx,
        productShop(scope),
        body.products,
        { type, value: defaultValue },
        decimals,
        lang,
      );
      await replaceCampaignItems(tx, row.id, items);
    }
    const translations = translationWrites(body.translations);
    const translationsBefore =
      translations.length > 0 ? await campaignTranslationRows(tx, row.id) : undefined;
    if (translations.length > 0) await saveCampaignTranslations(tx, row.id, translations);
    await updateCampaign(tx, scope, row.id, set);
    const changed = Object.keys(set) as (keyof typeof set)[];
    await onChange?.(tx, {
      verb: 'update',
      id: row.id,
      name: set.name ?? row.name,
      before: {
        ...Object.fromEntries(changed.map((key) => [key, row[key as keyof typeof row]])),
        ...(translationsBefore ? { translations: translationsBefore } : {}),
      },
      after: {
        ...set,
        ...(items ? { products: items } : {}),
        ...(translationsBefore ? { translations } : {}),
      },
    });
  });
  return loadShopCampaign({ db, config }, scope, campaignId, lang);
}

/** Deletes the seller's campaign (its products reprice) and its pictures. */
export async function deleteCampaign(
  { db, storage }: Deps & { storage: Storage },
  scope: CampaignScope,
  campaignId: number,
  onChange?: OnCampaignChange,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const row = await lockShopCampaign(tx, scope, campaignId);
    const gone = row ? await deleteShopCampaign(tx, scope, campaignId) : undefined;
    if (row && gone)
      await onChange?.(tx, { verb: 'delete', id: row.id, name: row.name, before: row, after: null });
    return gone;
  });
  if (!deleted) throw new NotFound(M.notFound);
  await deleteStoredImage(storage, deleted.banner, IMAGE_FOLDER);
  await deleteStoredImage(storage, deleted.thumbnail, IMAGE_FOLDER);
}

/** Stores an uploaded picture (checked by content, resized) as the campaign's banner or thumbnail. */
export async function replaceCampaignImage(
  deps: Deps & { storage: Storage },
  scope: CampaignScope,
  campaignId: number,
  image: CampaignImage,
  uploads: readonly UploadedFile[],
  lang: string,
): Promise<SellerCampaign> {
  const { db, storage, config } = deps;
  if (!(await shopCampaign(db, scope, campaignId, new Date()))) throw new NotFound(M.notFound);
  await replaceUploadedImage(
    storage,
    uploads,
    {
      field: 'image',
      folder: IMAGE_FOLDER,
      messages: { required: M.imageRequired, bad: M.badImage, notFound: M.notFound },
    },
    (url) => setCampaignImage(db, scope, campaignId, image, url),
  );
  return loadShopCampaign({ db, config }, scope, campaignId, lang);
}

export async function removeCampaignImage(
  deps: Deps & { storage: Storage },
  scope: CampaignScope,
  campaignId: number,
  image: CampaignImage,
  lang: string,
): Promise<SellerCampaign> {
  const { db, storage, config } = deps;
  await removeUploadedImage(storage, IMAGE_FOLDER, M.notFound, () =>
    setCampaignImage(db, scope, campaignId, image, null),
  );
  return loadShopCampaign({ db, config }, scope, campaignId, lang);
}

export async function campaignProductOptions(
  { db, config }: Deps,
  scope: CampaignScope,
  search: string | null,
  lang: string,
): Promise<CampaignProductOption[]> {
  const decimals = config.currency.decimals;
  const facts = await productOptions(db, productShop(scope), search, lang, CAMPAIGN_PRODUCT_OPTIONS_LIMIT);
  return facts.map((p) => ({
    id: p.id,
    name: p.name,
    thumbnail: p.thumbnail,
    isPublished: p.isPublished,
    variations: p.variations.map((v) => ({
      variationId: v.variationId,
      sku: v.sku,
      label: v.label,
      price: fromMinor(v.price, decimals),
    })),
  }));
}
