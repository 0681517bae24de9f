import {
  CAMPAIGN_STATUSES,
  type CampaignImage,
  type CampaignSort,
  type CampaignStatus,
} from '@shop/contracts/seller/campaigns';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, queryOne, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  type CampaignKind,
  campaignProducts,
  campaigns,
  campaignTranslations,
  DISCOUNT_TYPES,
  type NewCampaign,
} from '../../db/schema/index.ts';
import { saveTranslations, type TranslationTable } from '../../db/translations.ts';

/**
 * The seller center's reads and writes of a shop's campaigns (issue 17 §7). Every statement is
 * filtered by the shop and the campaign kind the seller manages: another shop's campaign, and the
 * platform's, are "not found". Card prices follow by themselves: the triggers of migration 0004
 * reprice the products whose `campaign_products` rows change, and a campaign published,
 * withdrawn or moved in time.
 */

/** The columns of `recordSql`; the discount value in minor units (amount) or basis points. */
const campaignRowColumns = {
  id: col.int,
  name: col.text,
  slug: col.text,
  short_description: col.nullable(col.text),
  start_at: col.timestamp,
  end_at: col.timestamp,
  is_published: col.bool,
  banner: col.nullable(col.text),
  thumbnail_image: col.nullable(col.text),
  default_discount_type: col.oneOf(DISCOUNT_TYPES),
  default_discount_value: col.int,
  created_at: col.timestamp,
  updated_at: col.timestamp,
  status: col.oneOf(CAMPAIGN_STATUSES),
  product_count: col.int,
};

type CampaignRow = RowOf<typeof campaignRowColumns>;

export interface CampaignRecord {
  id: number;
  name: string;
  slug: string;
  shortDescription: string;
  startAt: Date;
  endAt: Date;
  isPublished: boolean;
  status: CampaignStatus;
  banner: string | null;
  thumbnailImage: string | null;
  defaultDiscountType: 'amount' | 'percentage';
  defaultDiscountValue: number;
  productCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Which campaigns are the seller's: the shop's, of the kind its seller manages. The operator
 * console's scope is the platform's shop's `mega` campaigns, which may hold any shop's products.
 */
export interface CampaignScope {
  shopId: number;
  kind: CampaignKind;
  /** products of every shop may join (the operator's mega campaigns) */
  anyShopProducts?: boolean;
}

/** As the storefront judges it (visibleCampaign, card prices): published and `start_at ≤ now ≤ end_at`. */
function statusSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(case
    when not c.is_published then 'draft'
    when ${at} < c.start_at then 'scheduled'
    when ${at} > c.end_at then 'ended'
    else 'running' end)`;
}

function recordSql(scope: CampaignScope, now: Date): SQL {
  return sql`
    select c.id, c.name, c.slug, c.short_description, c.start_at, c.end_at, c.is_published, c.banner,
      c.thumbnail_image, c.default_discount_type, c.default_discount_value, c.created_at, c.updated_at,
      ${statusSql(now)} as status,
      (select count(distinct cp.product_id)::int from campaign_products cp where cp.campaign_id = c.id) as product_count
    from campaigns c
    where c.shop_id = ${scope.shopId} and c.kind = ${scope.kind}`;
}

function toRecord(r: CampaignRow): CampaignRecord {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    shortDescription: r.short_description ?? '',
    startAt: r.start_at,
    endAt: r.end_at,
    isPublished: r.is_published,
    status: r.status,
    banner: r.banner,
    thumbnailImage: r.thumbnail_image,
    defaultDiscountType: r.default_discount_type,
    defaultDiscountValue: r.default_discount_value,
    productCount: r.product_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const SORTS: Record<CampaignSort, SQL> = {
  newest: sql`created_at desc, id desc`,
  startingSoon: sql`start_at, id`,
  endingSoon: sql`end_at, id`,
  name: sql`lower(name), id`,
};

export async function shopCampaigns(
  db: Executor,
  scope: CampaignScope,
  options: {
    search: string | null;
    status: CampaignStatus | null;
    sort: CampaignSort;
    page: number;
    limit: number;
    now: Date;
  },
): Promise<{ rows: CampaignRecord[]; total: number }> {
  const search = options.search === null ? sql`` : sql`and c.name ilike ${containsPattern(options.search)}`;
  const status = options.status === null ? sql`` : sql`and ${statusSql(options.now)} = ${options.status}`;
  const page = await queryPage(
    db,
    campaignRowColumns,
    sql`${recordSql(scope, options.now)} ${search} ${status}`,
    SORTS[options.sort],
    options.page,
    options.limit,
  );
  return { rows: page.rows.map(toRecord), total: page.total };
}

export async function shopCampaign(
  db: Executor,
  scope: CampaignScope,
  campaignId: number,
  now: Date,
): Promise<CampaignRecord | null> {
  const row = await queryOne(db, campaignRowColumns, sql`${recordSql(scope, now)} and c.id = ${campaignId}`);
  return row ? toRecord(row) : null;
}

export interface VariationFacts {
  variationId: number;
  productId: number;
  sku: string;
  label: string;
  /** list price, minor units */
  price: number;
}

export interface ProductFacts {
  id: number;
  name: string;
  thumbnail: string;
  isPublished: boolean;
  variations: VariationFacts[];
}

/** Products with their variations (attribute values joined into a label), in the order of `order`. */
async function productsWithVariations(
  db: Executor,
  where: SQL,
  order: SQL,
  lang: string,
): Promise<ProductFacts[]> {
  const rows = await query(
    db,
    {
      product_id: col.int,
      name: col.text,
      thumbnail: col.text,
      is_published: col.bool,
      variation_id: col.int,
      sku: col.text,
      price: col.int,
      label: col.text,
    },
    sql`
    with chosen as (
      select p.id, coalesce(nullif(pt.name, ''), p.name) as name, coalesce(p.thumbnail_image, '') as thumbnail,
        (p.is_published and p.deleted_at is null) as is_published, p.created_at
      from products p
      left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${lang}
      where ${where}
    )
    select ch.id as product_id, ch.name, ch.thumbnail, ch.is_published, v.id as variation_id, v.sku, v.price,
      coalesce((select string_agg(vv.name, ' / ' order by va.sort, va.id)
        from product_variation_combinations pvc
        join variations va on va.id = pvc.variation_id
        join variation_values vv on vv.id = pvc.variation_value_id
        where pvc.product_variation_id = v.id), '') as label
    from chosen ch
    join product_variations v on v.product_id = ch.id
    order by ${order}, v.id`,
  );
  const byId = new Map<number, ProductFacts>();
  for (const r of rows) {
    const id = r.product_id;
    let product = byId.get(id);
    if (!product) {
      product = { id, name: r.name, thumbnail: r.thumbnail, isPublished: r.is_published, variations: [] };
      byId.set(id, product);
    }
    product.variations.push({
      variationId: r.variation_id,
      productId: id,
      sku: r.sku,
      label: r.label,
      price: r.price,
    });
  }
  return [...byId.values()];
}

/** Those of `ids` that are the shop's products (any shop's with `shopId` null), not deleted, with their variations. */
export function ownedProducts(
  db: Executor,
  shopId: number | null,
  ids: readonly number[],
  lang: string,
): Promise<ProductFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const shop = shopId === null ? sql`true` : sql`p.shop_id = ${shopId}`;
  return productsWithVariations(
    db,
    sql`${shop} and p.deleted_at is null and p.id = any(${sql.param([...ids])})`,
    sql`ch.id`,
    lang,
  );
}

/** The shop's (any shop's with `shopId` null) products whose name matches `search` (the newest first), with their variations. */
export function productOptions(
  db: Executor,
  shopId: number | null,
  search: string | null,
  lang: string,
  limit: number,
): Promise<ProductFacts[]> {
  const match =
    search === null
      ? sql``
      : sql`and (p.name ilike ${containsPattern(search)} or pt.name ilike ${containsPattern(search)})`;
  return productsWithVariations(
    db,
    sql`p.id in (select p.id from products p
      left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${lang}
      where ${shopId === null ? sql`true` : sql`p.shop_id = ${shopId}`} and p.deleted_at is null ${match}
      order by p.created_at desc, p.id desc limit ${limit})`,
    sql`ch.created_at desc, ch.id desc`,
    lang,
  );
}

export interface CampaignItem {
  productId: number;
  variationId: number;
  discountType: 'amount' | 'percentage';
  /** minor units or basis points */
  discountValue: number;
}

/** The campaign's variations with their discounts. */
export async function campaignItems(db: Executor, campaignId: number): Promise<CampaignItem[]> {
  const rows = await db
    .select({
      productId: campaignProducts.productId,
      variationId: campaignProducts.productVariationId,
      discountType: campaignProducts.discountType,
      discountValue: campaignProducts.discountValue,
    })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaignId, campaignId))
    .orderBy(campaignProducts.productId, campaignProducts.productVariationId);
  return rows;
}

/** The products of `ids` whatever their state (a campaign may hold a product deleted since). */
export function productsByIds(db: Executor, ids: readonly number[], lang: string): Promise<ProductFacts[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return productsWithVariations(db, sql`p.id = any(${sql.param([...ids])})`, sql`ch.id`, lang);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row !== undefined;
}

export async function insertCampaign(tx: Executor, values: NewCampaign): Promise<number> {
  const [row] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
  return row!.id;
}

/** The seller's campaign locked for a change; null when it is not theirs. */
export async function lockShopCampaign(
  tx: Executor,
  scope: CampaignScope,
  campaignId: number,
): Promise<typeof campaigns.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.id, campaignId), eq(campaigns.shopId, scope.shopId), eq(campaigns.kind, scope.kind)),
    )
    .for('update');
  return row ?? null;
}

export async function updateCampaign(
  tx: Executor,
  scope: CampaignScope,
  campaignId: number,
  set: Partial<NewCampaign>,
): Promise<void> {
  await tx
    .update(campaigns)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(eq(campaigns.id, campaignId), eq(campaigns.shopId, scope.shopId), eq(campaigns.kind, scope.kind)),
    );
}

export interface CampaignTranslationRow {
  langCode: string;
  name: string | null;
  shortDescription: string | null;
}

/** The campaign's name and short description per translated language (rows only where there are some). */
export function campaignTranslationRows(db: Executor, campaignId: number): Promise<CampaignTranslationRow[]> {
  return db
    .select({
      langCode: campaignTranslations.langCode,
      name: campaignTranslations.name,
      shortDescription: campaignTranslations.shortDescription,
    })
    .from(campaignTranslations)
    .where(eq(campaignTranslations.campaignId, campaignId))
    .orderBy(campaignTranslations.langCode);
}

const CAMPAIGN_TRANSLATIONS: TranslationTable<typeof campaignTranslations, 'name' | 'shortDescription'> = {
  table: campaignTranslations,
  owner: campaignTranslations.campaignId,
  ownerKey: 'campaignId',
  langCode: campaignTranslations.langCode,
  fields: ['name', 'shortDescription'],
};

/**
 * Stores the campaign's texts in the languages given (an empty field shows the base text). The
 * caller has checked the campaign is the seller's (`lockShopCampaign`, or it has just made it).
 */
export function saveCampaignTranslations(
  tx: Executor,
  campaignId: number,
  translations: readonly { langCode: string; name: string; shortDescription: string }[],
): Promise<void> {
  return saveTranslations(tx, CAMPAIGN_TRANSLATIONS, campaignId, translations);
}

/** Replaces the campaign's variations (the triggers reprice the products that left or joined). */
export async function replaceCampaignItems(
  tx: Executor,
  campaignId: number,
  items: readonly CampaignItem[],
): Promise<void> {
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  if (items.length > 0) {
    await tx.insert(campaignProducts).values(
      items.map((i) => ({
        campaignId,
        productId: i.productId,
        productVariationId: i.variationId,
        discountType: i.discountType,
        discountValue: i.discountValue,
      })),
    );
  }
}

/**
 * Deletes the seller's campaign: its variations first (their delete trigger reprices the
 * products), then the campaign. Answers its pictures, or undefined when it is not the seller's.
 */
export async function deleteShopCampaign(
  tx: Executor,
  scope: CampaignScope,
  campaignId: number,
): Promise<{ banner: string | null; thumbnail: string | null } | undefined> {
  const row = await lockShopCampaign(tx, scope, campaignId);
  if (!row) return undefined;
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, row.id));
  await tx.delete(campaigns).where(eq(campaigns.id, row.id));
  return { banner: row.banner, thumbnail: row.thumbnailImage };
}

const IMAGE_COLUMNS: Record<CampaignImage, SQL> = {
  banner: sql.raw('banner'),
  thumbnail: sql.raw('thumbnail_image'),
};

/** Sets one picture of the seller's campaign; answers the one it replaces, undefined when not theirs. */
export async function setCampaignImage(
  db: Executor,
  scope: CampaignScope,
  campaignId: number,
  image: CampaignImage,
  url: string | null,
): Promise<{ old: string | null } | undefined> {
  const column = IMAGE_COLUMNS[image];
  const row = await queryOne(
    db,
    { old: col.nullable(col.text) },
    sql`
    update campaigns c set ${column} = ${url}, updated_at = now()
    from (select id, ${column} as old from campaigns
      where id = ${campaignId} and shop_id = ${scope.shopId} and kind = ${scope.kind} for update) o
    where c.id = o.id
    returning o.old`,
  );
  return row ?? undefined;
}
