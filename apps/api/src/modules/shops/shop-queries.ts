import type { ShopShort } from '@shop/contracts/catalog';
import { buildMeta } from '@shop/contracts/envelope';
import type { ReviewSummary } from '@shop/contracts/reviews';
import type {
  ShopImpressionSummary,
  ShopOverview,
  ShopProfile,
  ShopProfileQuery,
  ShopSection,
  ShopsQuery,
  ShopsResult,
} from '@shop/contracts/shops';
import { BEST_SELLING_LIMIT, JUST_FOR_YOU_LIMIT, RECENT_SHOP_REVIEWS_LIMIT } from '@shop/contracts/shops';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, queryOne } from '../../db/query.ts';
import { containsPattern, idList } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import { productReviews, shopImpressions } from '../../db/schema/index.ts';
import { timelineOf } from '../auth/index.ts';
import type { CatalogContext } from '../catalog/index.ts';
import {
  loadProductCards,
  loadShopCards,
  shopCardsInOrder,
  visibleProduct,
  visibleShop,
} from '../catalog/index.ts';
import { impressionPage, reviewPage } from '../reviews/index.ts';

/**
 * Reads of the marketplace's shop pages (rules §9, §17 with rule 8). Every call is
 * a fixed number of queries whatever the number of shops, sections or products.
 */

/** GET /shops: approved and published shops, newest first, searchable by name. */
export async function listShops(
  db: Executor,
  query: ShopsQuery,
  ctx: Pick<CatalogContext, 'appMode' | 'decimals'>,
): Promise<ShopsResult> {
  const search = query.query ?? query.searchKey ?? null;
  const nameMatch =
    search === null
      ? sql`true`
      : sql`(s.name ilike ${containsPattern(search)} or ${search} <% s.name or ${search} <<% s.name)`;
  const page = await queryPage(
    db,
    { id: col.int },
    sql`select s.id, s.created_at from shops s where ${visibleShop(ctx.appMode)} and ${nameMatch}`,
    sql`created_at desc, id desc`,
    query.page,
    query.limit,
  );
  const data = await shopCardsInOrder(
    db,
    page.rows.map((r) => r.id),
    ctx.decimals,
  );
  return { data, meta: buildMeta(query.page, query.limit, page.total) };
}

/** The id and start date of a shop a shopper may see, by slug; null when unknown or hidden. */
export async function findVisibleShop(
  db: Executor,
  slug: string,
  appMode: CatalogContext['appMode'],
): Promise<{ id: number; createdAt: Date } | null> {
  const row = await queryOne(
    db,
    { id: col.int, created_at: col.timestamp },
    sql`select s.id, s.created_at from shops s where s.slug = ${slug} and ${visibleShop(appMode)} limit 1`,
  );
  return row ? { id: row.id, createdAt: row.created_at } : null;
}

/** GET /shops/details/{slug}: the public face of a visible shop, or null. */
export async function shopDetails(
  db: Executor,
  slug: string,
  ctx: Pick<CatalogContext, 'appMode' | 'decimals'>,
): Promise<ShopShort | null> {
  const shop = await findVisibleShop(db, slug, ctx.appMode);
  if (!shop) return null;
  return (await loadShopCards(db, [shop.id], ctx.decimals)).get(shop.id) ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function ids(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((v): v is number => Number.isInteger(v) && v > 0 && v <= 2_147_483_647)
    : [];
}

/**
 * GET shops/sections/{slug}: the shop's home sections in order (titles in the request's language;
 * product sections keep only visible products, in the seller's order) and its newest published
 * products ("Just For You").
 */
export async function shopSections(
  db: Executor,
  shopId: number,
  ctx: CatalogContext,
): Promise<{ sections: ShopSection[]; justForYou: Awaited<ReturnType<typeof loadProductCards>> }> {
  const [sectionRows, newest] = await Promise.all([
    query(
      db,
      { id: col.int, type: col.text, title: col.nullable(col.text), values: col.json },
      sql`
      select ss.id, ss.type, coalesce(nullif(st.title, ''), ss.title) as title, ss.values
      from shop_sections ss
      left join shop_section_translations st on st.shop_section_id = ss.id and st.lang_code = ${ctx.lang}
      where ss.shop_id = ${shopId}
      order by ss.sort, ss.id
    `,
    ),
    query(
      db,
      { id: col.int },
      sql`
      select p.id from products p
      where p.shop_id = ${shopId} and ${visibleProduct(ctx.appMode)}
      order by p.created_at desc, p.id desc
      limit ${JUST_FOR_YOU_LIMIT}
    `,
    ),
  ]);
  const values = (r: { values: unknown }): Record<string, unknown> =>
    isRecord(r.values) && !Array.isArray(r.values) ? r.values : {};
  const wanted = [
    ...new Set(sectionRows.flatMap((r) => (r.type === 'products' ? ids(values(r).products) : []))),
  ];
  const visible = new Set<number>();
  if (wanted.length > 0) {
    const rows = await query(
      db,
      { id: col.int },
      sql`
      select p.id from products p
      where p.id in (${idList(wanted)}) and p.shop_id = ${shopId} and ${visibleProduct(ctx.appMode)}
    `,
    );
    for (const r of rows) visible.add(r.id);
  }
  const newestIds = newest.map((r) => r.id);
  const cards = await loadProductCards(db, [...visible, ...newestIds], ctx);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const cardsOf = (list: number[]) => list.flatMap((id) => (cardById.has(id) ? [cardById.get(id)!] : []));

  const shown = sectionRows.filter((r) => SECTION_TYPES.has(r.type));
  const sections = shown.map((r, index): ShopSection => {
    const v = values(r);
    const base = { id: r.id, order: index + 1, title: r.title ?? '' };
    switch (r.type) {
      case 'products':
        return {
          ...base,
          type: 'products',
          values: cardsOf(ids(v.products).filter((id) => visible.has(id))),
        };
      case 'boxed-width-banner':
        return {
          ...base,
          type: 'boxed-width-banner',
          values: {
            box1Link: text(v.box1Link),
            box1Banners: strings(v.box1Banners),
            box2Link: text(v.box2Link),
            box2Banners: strings(v.box2Banners),
          },
        };
      default:
        return {
          ...base,
          type: 'full-width-banner',
          values: { link: text(v.link), banners: strings(v.banners) },
        };
    }
  });
  return { sections, justForYou: cardsOf(newestIds) };
}

/** The section types the storefront shows; a row of another type is left out. */
const SECTION_TYPES: ReadonlySet<string> = new Set<ShopSection['type']>([
  'products',
  'boxed-width-banner',
  'full-width-banner',
]);

/**
 * "66.7%": `part` of `whole` as a percentage with one decimal (storefront spec §9 "Percentages 1
 * decimal"), rounded half-up once from the integers; "0%" when either is 0.
 */
export function percentText(part: number, whole: number): string {
  if (part === 0 || whole === 0) return '0%';
  return `${(Math.round((part * 1_000) / whole) / 10).toFixed(1)}%`;
}

/**
 * The overview figures (formulas in docs/decisions.md "Shop profile"): age since the shop was
 * created ("05+" Years), the products a shopper can see (`visibleProduct`, the same set as the
 * shop's product listing), delivered ÷ finished (delivered or cancelled) orders, the mean
 * product-review rating and positive ÷ all impressions.
 */
async function shopOverview(
  db: Executor,
  shopId: number,
  createdAt: Date,
  ctx: Pick<CatalogContext, 'appMode' | 'now'>,
): Promise<{ overview: ShopOverview; summary: ReviewSummary; impressions: ShopImpressionSummary }> {
  const row = await queryOne(
    db,
    {
      total_products: col.int,
      delivered: col.int,
      finished: col.int,
      review_total: col.int,
      sum_rating: col.int,
      five: col.int,
      four: col.int,
      three: col.int,
      two: col.int,
      one: col.int,
      impression_total: col.int,
      positive: col.int,
      negative: col.int,
      neutral: col.int,
    },
    sql`
    select
      (select count(*)::int from products p
        where p.shop_id = ${shopId} and ${visibleProduct(ctx.appMode)}) as total_products,
      o.delivered, o.finished,
      r.total as review_total, r.sum_rating, r.five, r.four, r.three, r.two, r.one,
      i.total as impression_total, i.positive, i.negative, i.neutral
    from
      (select (count(*) filter (where delivery_status = 'delivered'))::int as delivered,
              (count(*) filter (where delivery_status in ('delivered', 'cancelled')))::int as finished
         from orders where shop_id = ${shopId}) o,
      (select coalesce(sum(review_count), 0)::int as total, coalesce(sum(rating * review_count), 0)::int as sum_rating,
              coalesce(sum(review_count) filter (where rating = 5), 0)::int as five,
              coalesce(sum(review_count) filter (where rating = 4), 0)::int as four,
              coalesce(sum(review_count) filter (where rating = 3), 0)::int as three,
              coalesce(sum(review_count) filter (where rating = 2), 0)::int as two,
              coalesce(sum(review_count) filter (where rating = 1), 0)::int as one
         from shop_rating_counts where shop_id = ${shopId}) r,
      (select count(*)::int as total,
              (count(*) filter (where impression = 'positive'))::int as positive,
              (count(*) filter (where impression = 'negative'))::int as negative,
              (count(*) filter (where impression = 'neutral'))::int as neutral
         from shop_impressions where shop_id = ${shopId}) i
  `,
  );
  // the aggregates give one row whatever the shop has
  const r = row!;
  const age = timelineOf(createdAt, ctx.now);
  const reviewTotal = r.review_total;
  // the mean from the integer sum, so it is exact before the one rounding (half-up, 2 decimals)
  const mean = reviewTotal === 0 ? 0 : Math.round((r.sum_rating * 100) / reviewTotal) / 100;
  return {
    overview: {
      age: { count: `${age.count}+`, unit: age.unit },
      totalProducts: r.total_products,
      deliveryPercentage: percentText(r.delivered, r.finished),
      overallProductReview: mean.toFixed(2),
      positiveShopReviewPercentage: percentText(r.positive, r.impression_total),
    },
    summary: {
      average: mean,
      total: reviewTotal,
      fiveStarsCount: r.five,
      fourStarsCount: r.four,
      threeStarsCount: r.three,
      twoStarsCount: r.two,
      oneStarsCount: r.one,
    },
    impressions: {
      total: r.impression_total,
      positive: r.positive,
      negative: r.negative,
      neutral: r.neutral,
    },
  };
}

/** GET /shops/profile/{slug} for a visible shop. */
export async function shopProfile(
  db: Executor,
  shop: { id: number; createdAt: Date },
  paging: ShopProfileQuery,
  ctx: CatalogContext,
): Promise<ShopProfile> {
  const [figures, reviews, impressions, best] = await Promise.all([
    shopOverview(db, shop.id, shop.createdAt, ctx),
    reviewPage(db, eq(productReviews.shopId, shop.id), paging.page, paging.limit, ctx),
    impressionPage(db, eq(shopImpressions.shopId, shop.id), 1, RECENT_SHOP_REVIEWS_LIMIT, ctx.lang),
    query(
      db,
      { id: col.int },
      sql`
      select p.id from products p
      where p.shop_id = ${shop.id} and ${visibleProduct(ctx.appMode)}
      order by p.total_sale_count desc, p.id desc
      limit ${BEST_SELLING_LIMIT}
    `,
    ),
  ]);
  const bestSellingProducts = await loadProductCards(
    db,
    best.map((r) => r.id),
    ctx,
  );
  return {
    overview: figures.overview,
    productReviews: { summary: figures.summary, allReviews: reviews },
    shopReviews: { summary: figures.impressions, allReviews: impressions.data },
    bestSellingProducts,
  };
}
