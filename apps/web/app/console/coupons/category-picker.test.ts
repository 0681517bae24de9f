import { describe, expect, it } from 'vitest';
import { flattenCategories } from '../common/category-tree-picker.tsx';
import { categoryTree } from './category-picker.tsx';

describe('categoryTree', () => {
  it('nests the depth-first category options under their parents, in order', () => {
    const tree = categoryTree([
      { id: 1, name: 'Fashion', parentId: null, depth: 0 },
      { id: 2, name: 'T-shirts', parentId: 1, depth: 1 },
      { id: 3, name: 'Long sleeve', parentId: 2, depth: 2 },
      { id: 4, name: 'Shoes', parentId: 1, depth: 1 },
      { id: 5, name: 'Books', parentId: null, depth: 0 },
    ]);
    expect(flattenCategories(tree)).toEqual([
      { id: 1, name: 'Fashion', path: 'Fashion', depth: 0 },
      { id: 2, name: 'T-shirts', path: 'Fashion › T-shirts', depth: 1 },
      { id: 3, name: 'Long sleeve', path: 'Fashion › T-shirts › Long sleeve', depth: 2 },
      { id: 4, name: 'Shoes', path: 'Fashion › Shoes', depth: 1 },
      { id: 5, name: 'Books', path: 'Books', depth: 0 },
    ]);
  });

  it('keeps a category whose parent is not in the list (inactive parent) at the top', () => {
    expect(categoryTree([{ id: 7, name: 'Orphan', parentId: 99, depth: 1 }]).map((n) => n.id)).toEqual([7]);
  });
});
