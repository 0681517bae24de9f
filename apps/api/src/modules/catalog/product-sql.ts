import { ADMIN_SHOP_ID, type AppMode } from '@shop/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL building blocks shared by the listing, search, home blocks, campaigns and coupons. They are
 * written against fixed aliases: `p` is the `products` row being tested.
 */

/** Rows of `ids` as a SQL list for `in (…)`; callers make sure the list is not empty. */
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * Products a shopper may see: published, of an approved and published shop (multiVendor), or of
 * the platform's own shop (singleVendor, DOMAIN-RULES §0).
 */
export function visibleProduct(appMode: AppMode): SQL {
  return appMode === 'singleVendor'
    ? sql`(p.is_published and p.shop_id = ${ADMIN_SHOP_ID})`
    : sql`(p.is_published and exists (select 1 from shops vs where vs.id = p.shop_id and vs.is_approved and vs.is_published))`;
}

/** Shops a shopper may see (same rule as their products). */
export function visibleShop(appMode: AppMode, alias = 's'): SQL {
  const a = sql.raw(alias);
  return appMode === 'singleVendor'
    ? sql`(${a}.id = ${ADMIN_SHOP_ID})`
    : sql`(${a}.is_approved and ${a}.is_published)`;
}

/** What `discount` (minor units or basis points, rounded half-up like `percentOf`) takes off `price`. */
function offSql(type: SQL, value: SQL, price: SQL): SQL {
  return sql`(case when ${type} = 'amount' then least(${value}, ${price}) else least((${price}::bigint * ${value} + 5000) / 10000, ${price}) end)`;
}

/**
 * Per product, the lowest discounted variation price among the variations that carry a discount
 * now, and whether any of them takes something off, in the same way as `priceUnit` of contracts:
 * a running published campaign overrides the variation's own discount (the largest campaign
 * discount wins); otherwise the own discount applies inside the product's discount window.
 * Columns: product_id, min_eff, discounted.
 *
 * Only variations with a discount candidate are read, so the card price of a product is
 * `least(p.min_price, dv.min_eff)` (`cardPriceSql`): undiscounted variations cost at least the
 * product's `min_price`, and a discounted variation never costs more than its list price.
 */
export function discountedVariationsSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const campaignOff = offSql(sql`cp.discount_type`, sql`cp.discount_value`, sql`cv.price`);
  const ownOff = offSql(sql`pv.discount_type`, sql`pv.discount_value`, sql`pv.price`);
  return sql`(
    select pv.product_id,
      min(pv.price - coalesce(camp.off, ${ownOff}))::bigint as min_eff,
      bool_or(coalesce(camp.off, ${ownOff}) > 0) as discounted
    from product_variations pv
    join products dp on dp.id = pv.product_id
    left join (
      select cp.product_variation_id, max(${campaignOff}) as off
      from campaign_products cp
      join campaigns c on c.id = cp.campaign_id
      join product_variations cv on cv.id = cp.product_variation_id
      where c.is_published and c.start_at <= ${at} and c.end_at >= ${at}
      group by cp.product_variation_id
    ) camp on camp.product_variation_id = pv.id
    where camp.product_variation_id is not null
      or (pv.discount_value > 0
        and (dp.discount_start_at is null or dp.discount_start_at <= ${at})
        and (dp.discount_end_at is null or dp.discount_end_at >= ${at}))
    group by pv.product_id
  )`;
}

/** The card price (minor units) of `p` given the `dv` row of `discountedVariationsSql`. */
export const cardPriceSql = sql`least(p.min_price, coalesce(dv.min_eff, p.min_price))`;

/**
 * A search text turned into a prefix full-text query of its words ("wireless head" →
 * "wireless:* & head:*"), or null when it has no letters or digits. Only letters and digits
 * survive, so the text cannot inject tsquery syntax.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** `text` with LIKE wildcards escaped, wrapped in % for a contains match. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether product `p` matches a search: full-text (name and description, prefix words), the name
 * or its translation containing the text, or a trigram similarity of the text to a part of the name
 * (`<%`, a prefix such as "head") or to one of its words (`<<%`, threshold 0.5: one wrong or missing
 * letter such as "hedphones" or "chcolate"); both use the name's trigram index.
 */
export function productSearchMatch(text: string): SQL {
  const tsquery = prefixTsQuery(text);
  const pattern = containsPattern(text);
  const fullText = tsquery ? sql`p.search_vector @@ to_tsquery('simple', ${tsquery}) or ` : sql``;
  return sql`(${fullText}p.name ilike ${pattern}
    or ${text} <% p.name or ${text} <<% p.name
    or exists (select 1 from product_translations st where st.product_id = p.id and st.name ilike ${pattern}))`;
}

/**
 * Relevance of `p` to a search: full-text rank, the trigram word similarity of its name (typos),
 * its whole-name similarity (an exact name first) and a bonus when the name contains the text.
 */
export function productSearchRank(text: string): SQL {
  const tsquery = prefixTsQuery(text);
  const rank = tsquery ? sql`ts_rank(p.search_vector, to_tsquery('simple', ${tsquery})) + ` : sql``;
  return sql`(${rank}word_similarity(${text}, p.name) + similarity(${text}, p.name)
    + (case when p.name ilike ${containsPattern(text)} then 0.5 else 0 end))`;
}
