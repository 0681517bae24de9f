import type { AdminCategory } from '@shop/contracts/admin/catalogue';

/**
 * The categories as a select's options, indented by level, leaving out `excluded` and everything
 * under it (a category cannot move under itself or its own subcategories).
 */
export function categoryOptions(all: readonly AdminCategory[], excluded: number | null) {
  const skipped = new Set<number>();
  if (excluded !== null) {
    skipped.add(excluded);
    // the list is depth first: a category's subtree follows it
    for (const c of all) if (c.parentId !== null && skipped.has(c.parentId)) skipped.add(c.id);
  }
  return all
    .filter((c) => !skipped.has(c.id))
    .map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.level)}${c.name}` }));
}
