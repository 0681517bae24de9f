import type { ShopShort } from '@shop/contracts/catalog';
import { fromMinor } from '@shop/contracts/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { idList } from '../../db/query-fragments.ts';

/**
 * The public face of shops (shop in API spec "Shared shapes"), by id, in one query: never the
 * bank details, commission or balance (rule 8). `rating` is over the reviews of the shop's
 * products, read from their counts per rating (`shop_rating_counts`). The caller decides which
 * shops may be shown.
 */
export async function loadShopCards(
  db: Executor,
  shopIds: readonly number[],
  decimals: number,
): Promise<Map<number, ShopShort>> {
  const ids = [...new Set(shopIds)];
  if (ids.length === 0) return new Map();
  const rows = await query(
    db,
    SHOP_CARD_ROW,
    sql`
    select s.id, s.name, s.slug, coalesce(s.address, '') as address, s.min_order_amount, s.default_shipping_charge,
      coalesce(s.logo, '') as logo, coalesce(s.banner, '') as banner, coalesce(s.tagline, '') as tagline,
      coalesce(r.average, 0)::float8 as average, coalesce(r.total, 0)::int as total
    from shops s
    left join (
      select shop_id, round(sum(rating * review_count)::numeric / nullif(sum(review_count), 0), 2) as average,
        sum(review_count) as total
      from shop_rating_counts where shop_id in (${idList(ids)}) group by shop_id
    ) r on r.shop_id = s.id
    where s.id in (${idList(ids)})
  `,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        slug: r.slug,
        rating: { average: r.average, total: r.total },
        address: r.address,
        minOrderAmount: fromMinor(r.min_order_amount, decimals),
        defaultShippingCharge: fromMinor(r.default_shipping_charge, decimals),
        logo: r.logo,
        banner: r.banner,
        tagline: r.tagline,
      },
    ]),
  );
}

/** The columns of a shop card's row (amounts in minor units). */
const SHOP_CARD_ROW = {
  id: col.int,
  name: col.text,
  slug: col.text,
  address: col.text,
  min_order_amount: col.int,
  default_shipping_charge: col.int,
  logo: col.text,
  banner: col.text,
  tagline: col.text,
  average: col.num,
  total: col.int,
};

/** `loadShopCards` for ids in order, leaving unknown ones out. */
export async function shopCardsInOrder(
  db: Executor,
  shopIds: readonly number[],
  decimals: number,
): Promise<ShopShort[]> {
  const map = await loadShopCards(db, shopIds, decimals);
  return shopIds.flatMap((id) => {
    const shop = map.get(id);
    return shop ? [shop] : [];
  });
}
