import { ADMIN_SHOP_ID, type AppMode } from '@shop/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/query-fragments.ts';

/**
 * SQL building blocks of the catalogue's rules (which products and shops a shopper sees, the card
 * price, search), shared by the listing, search, home blocks, campaigns, coupon pages and shops. They
 * are written against fixed aliases: `p` is the `products` row being tested. The ones that know no
 * table (`idList`, `containsPattern`) are in db/query-fragments.ts.
 */

/**
 * Products a shopper may see: published, of an approved and published shop (multiVendor), or of
 * the platform's own shop (singleVendor, rules §0).
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

/**
 * The card price (minor units) of `p`: what its cheapest variation costs now, campaign or own
 * discount applied, kept in `products.card_price` by the database together with
 * `products.is_discounted` (migration 0004, decision 27).
 */
export const cardPriceSql = sql`p.card_price`;

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

/**
 * Whether product `p` matches a search: full-text (name and description, prefix words), the name
 * or its translation containing the text, or a trigram similarity of the text to a part of the name
 * (`<%`, a prefix such as "head") or to one of its words (`<<%`, threshold 0.5: one wrong or missing
 * letter such as "hedphones" or "chcolate"). A union of index scans (the search vector's GIN, the
 * names' trigram GINs): the same conditions joined by `or` read every product.
 */
export function productSearchMatch(text: string): SQL {
  const tsquery = prefixTsQuery(text);
  const pattern = containsPattern(text);
  const fullText = tsquery
    ? sql`select sm.id from products sm where sm.search_vector @@ to_tsquery('simple', ${tsquery}) union `
    : sql``;
  return sql`p.id in (${fullText}select sm.id from products sm where sm.name ilike ${pattern}
    union select sm.id from products sm where ${text} <% sm.name
    union select sm.id from products sm where ${text} <<% sm.name
    union select st.product_id from product_translations st where st.name ilike ${pattern})`;
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
