import { and, asc, ilike, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { categories, products } from '../../db/schema/index.ts';

/** The rows the operator's home settings name (issue 18 §4). */

/** Names of the categories among `ids` (any state), by id. */
export async function categoryNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Name and picture of the products among `ids` that are not deleted, by id. */
export async function productPicks(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { name: string; thumbnailImg: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, thumbnailImage: products.thumbnailImage })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)));
  return new Map(rows.map((r) => [r.id, { name: r.name, thumbnailImg: r.thumbnailImage ?? '' }]));
}

/** Up to 20 products (not deleted) whose name contains `search` (all when empty), by name. */
export async function productsNamed(db: Executor, search: string | null) {
  const rows = await db
    .select({ id: products.id, name: products.name, thumbnailImage: products.thumbnailImage })
    .from(products)
    .where(
      and(isNull(products.deletedAt), search ? ilike(products.name, containsPattern(search)) : undefined),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(20);
  return rows.map((r) => ({ id: r.id, name: r.name, thumbnailImg: r.thumbnailImage ?? '' }));
}
