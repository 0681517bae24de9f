import type { CategoryShort } from '@shop/contracts/content';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  thumbnailImage: string;
  sortingOrder: number;
}

const bySortingOrder = (a: CategoryRow, b: CategoryRow) => a.sortingOrder - b.sortingOrder || a.id - b.id;

/**
 * Every category (all levels), each with its children nested to the bottom and a reference to its
 * parent, sorted by sorting order at every level. A row whose parent is not among `rows`
 * (inactive parent) is treated as a root.
 */
export function buildCategoryTree(rows: CategoryRow[]): CategoryShort[] {
  const sorted = [...rows].sort(bySortingOrder);
  const byId = new Map(sorted.map((row) => [row.id, row]));
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of sorted) {
    if (row.parentId === null || !byId.has(row.parentId)) continue;
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }

  const built = new Map<number, CategoryShort>();
  const build = (row: CategoryRow, seen: Set<number>): CategoryShort => {
    const done = built.get(row.id);
    if (done) return done;
    // A cycle in bad data must not recurse forever: a category already on the path ends it.
    const next = new Set(seen).add(row.id);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const node: CategoryShort = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      thumbnailImage: row.thumbnailImage,
      children_categories: (childrenOf.get(row.id) ?? [])
        .filter((child) => !next.has(child.id))
        .map((child) => build(child, next)),
      parent_category: parent
        ? { id: parent.id, name: parent.name, slug: parent.slug, thumbnailImage: parent.thumbnailImage }
        : null,
    };
    built.set(row.id, node);
    return node;
  };
  return sorted.map((row) => build(row, new Set()));
}
