import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRow } from './category-tree.ts';

const row = (id: number, parentId: number | null, sortingOrder = 0): CategoryRow => ({
  id,
  parentId,
  name: `C${id}`,
  slug: `c${id}`,
  thumbnailImage: '',
  sortingOrder,
});

describe('buildCategoryTree', () => {
  it('lists every category with its subtree and parent, sorted at every level', () => {
    const tree = buildCategoryTree([row(1, null, 2), row(2, null, 1), row(3, 1, 2), row(4, 1, 1), row(5, 3)]);
    expect(tree.map((c) => c.id)).toEqual([5, 2, 4, 1, 3]);
    const c1 = tree.find((c) => c.id === 1)!;
    expect(c1.children_categories.map((c) => c.id)).toEqual([4, 3]);
    expect(c1.children_categories[1]!.children_categories[0]!.id).toBe(5);
    expect(tree.find((c) => c.id === 5)!.parent_category).toEqual({
      id: 3,
      name: 'C3',
      slug: 'c3',
      thumbnailImage: '',
    });
  });

  it('treats a category whose parent is missing as a root', () => {
    const [only] = buildCategoryTree([row(7, 99)]);
    expect(only!.parent_category).toBeNull();
  });

  it('stops at a cycle in bad data', () => {
    const tree = buildCategoryTree([row(1, 2), row(2, 1)]);
    expect(tree).toHaveLength(2);
    expect(JSON.stringify(tree).length).toBeLessThan(2000);
  });
});
