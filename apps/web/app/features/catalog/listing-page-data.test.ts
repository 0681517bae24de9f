import type { ProductListing } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { listingPageData } from './listing-page-data.ts';

function category(
  id: number,
  name: string,
  children: CategoryShort[] = [],
  parent: CategoryShort | null = null,
) {
  const node: CategoryShort = {
    id,
    name,
    slug: name.toLowerCase(),
    thumbnailImage: `/uploads/${name}.webp`,
    children_categories: children,
    parent_category: parent
      ? { id: parent.id, name: parent.name, slug: parent.slug, thumbnailImage: parent.thumbnailImage }
      : null,
  };
  return node;
}

const shirts = category(3, 'Shirts', [category(4, 'Polo', [category(5, 'Long')])]);
const men = category(2, 'Men', [shirts]);
const fashion = category(1, 'Fashion', [men]);
const selected = category(2, 'Men', [shirts], fashion);

const listing: ProductListing = {
  products: { data: [], meta: { current_page: 1, from: 0, last_page: 1, per_page: 16, to: 0, total: 0 } },
  brands: [],
  rootCategories: [fashion, category(9, 'Home')],
  filterAttributes: [],
  matchingValueIds: [],
  selectedCategory: selected,
  priceFilter: { minPrice: 0, maxPrice: 0 },
};

describe('listingPageData', () => {
  it('keeps the links the page shows and nothing of the tree below them', () => {
    const page = listingPageData(listing);
    expect(page.rootCategories).toEqual([
      { id: 1, name: 'Fashion', slug: 'fashion' },
      { id: 9, name: 'Home', slug: 'home' },
    ]);
    expect(page.selectedCategory).toEqual({
      id: 2,
      name: 'Men',
      slug: 'men',
      parent_category: { name: 'Fashion', slug: 'fashion' },
      children_categories: [{ id: 3, name: 'Shirts', slug: 'shirts' }],
    });
    expect(JSON.stringify(page)).not.toContain('.webp');
    expect(JSON.stringify(page)).not.toContain('Polo');
  });

  it('keeps a listing without a category as it is', () => {
    const page = listingPageData({ ...listing, selectedCategory: null, rootCategories: [] });
    expect(page.selectedCategory).toBeNull();
    expect(page.rootCategories).toEqual([]);
    expect(page.products).toBe(listing.products);
  });
});
