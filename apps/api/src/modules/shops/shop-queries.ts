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
import { productReviews, shopImpressions } from '../../db/schema/index.ts';
import { timelineOf } from '../auth/dashboard-info.ts';
import { pagedRows } from '../catalog/paging.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import type { CatalogContext } from '../catalog/product-listing.ts';
import { containsPattern, idList, visibleProduct, visibleShop } from '../catalog/product-sql.ts';
import { loadShopCards, shopCardsInOrder } from '../catalog/shop-cards.ts';
import { impressionPage, reviewPage } from '../reviews/review-queries.ts';

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
  const page = await pagedRows(
    db,
    sql`select s.id, s.created_at from shops s where ${visibleShop(ctx.appMode)} and ${nameMatch}`,
    sql`created_at desc, id desc`,
    query.page,
    query.limit,
  );
  const data = await shopCardsInOrder(
    db,
    page.rows.map((r) => Number(r.id)),
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
  const { rows } = await db.execute(sql`
    select s.id, s.created_at from shops s where s.slug = ${slug} and ${visibleShop(appMode)} limit 1
  `);
  const row = rows[0];
  return row ? { id: Number(row.id), createdAt: new Date(row.created_at as string | Date) } : null;
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
    db.execute(sql`
      select ss.id, ss.type, coalesce(nullif(st.title, ''), ss.title) as title, ss.values
      from shop_sections ss
      left join shop_section_translations st on st.shop_section_id = ss.id and st.lang_code = ${ctx.lang}
      where ss.shop_id = ${shopId}
      order by ss.sort, ss.id
    `),
    db.execute(sql`
      select p.id from products p
      where p.shop_id = ${shopId} and ${visibleProduct(ctx.appMode)}
      order by p.created_at desc, p.id desc
      limit ${JUST_FOR_YOU_LIMIT}
    `),
  ]);
  const values = (r: Record<string, unknown>): Record<string, unknown> => {
    const v = typeof r.values === 'string' ? (JSON.parse(r.values) as unknown) : r.values;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  };
  const wanted = [
    ...new Set(sectionRows.rows.flatMap((r) => (r.type === 'products' ? ids(values(r).products) : []))),
  ];
  const visible = new Set<number>();
  if (wanted.length > 0) {
    const { rows } = await db.execute(sql`
      select p.id from products p
      where p.id in (${idList(wanted)}) and p.shop_id = ${shopId} and ${visibleProduct(ctx.appMode)}
    `);
    for (const r of rows) visible.add(Number(r.id));
  }
  const newestIds = newest.rows.map((r) => Number(r.id));
  const cards = await loadProductCards(db, [...visible, ...newestIds], ctx);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const cardsOf = (list: number[]) => list.flatMap((id) => (cardById.has(id) ? [cardById.get(id)!] : []));

  const shown = sectionRows.rows.filter((r) => SECTION_TYPES.has(String(r.type)));
  const sections = shown.map((r, index): ShopSection => {
    const v = values(r);
    const base = { id: Number(r.id), order: index + 1, title: String(r.title ?? '') };
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
  const { rows } = await db.execute(sql`
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
  `);
  const r = rows[0] ?? {};
  const n = (key: string) => Number(r[key] ?? 0);
  const age = timelineOf(createdAt, ctx.now);
  const reviewTotal = n('review_total');
  // the mean from the integer sum, so it is exact before the one rounding (half-up, 2 decimals)
  const mean = reviewTotal === 0 ? 0 : Math.round((n('sum_rating') * 100) / reviewTotal) / 100;
  return {
    overview: {
      age: { count: `${age.count}+`, unit: age.unit },
      totalProducts: n('total_products'),
      deliveryPercentage: percentText(n('delivered'), n('finished')),
      overallProductReview: mean.toFixed(2),
      positiveShopReviewPercentage: percentText(n('positive'), n('impression_total')),
    },
    summary: {
      average: mean,
      total: reviewTotal,
      fiveStarsCount: n('five'),
      fourStarsCount: n('four'),
      threeStarsCount: n('three'),
      twoStarsCount: n('two'),
      oneStarsCount: n('one'),
    },
    impressions: {
      total: n('impression_total'),
      positive: n('positive'),
      negative: n('negative'),
      neutral: n('neutral'),
    },
  };
}

/** GET /shops/profile/{slug} for a visible shop. */
export async function shopProfile(
  db: Executor,
  shop: { id: number; createdAt: Date },
  query: ShopProfileQuery,
  ctx: CatalogContext,
): Promise<ShopProfile> {
  const [figures, reviews, impressions, best] = await Promise.all([
    shopOverview(db, shop.id, shop.createdAt, ctx),
    reviewPage(db, eq(productReviews.shopId, shop.id), query.page, query.limit, ctx),
    impressionPage(db, eq(shopImpressions.shopId, shop.id), 1, RECENT_SHOP_REVIEWS_LIMIT, ctx.lang),
    db.execute(sql`
      select p.id from products p
      where p.shop_id = ${shop.id} and ${visibleProduct(ctx.appMode)}
      order by p.total_sale_count desc, p.id desc
      limit ${BEST_SELLING_LIMIT}
    `),
  ]);
  const bestSellingProducts = await loadProductCards(
    db,
    best.rows.map((r) => Number(r.id)),
    ctx,
  );
  return {
    overview: figures.overview,
    productReviews: { summary: figures.summary, allReviews: reviews },
    shopReviews: { summary: figures.impressions, allReviews: impressions.data },
    bestSellingProducts,
  };
}
