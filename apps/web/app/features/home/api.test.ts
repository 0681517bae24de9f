import type { CategoryShort } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { homeBlockView } from './api.ts';

const leaf = (id: number, parent: CategoryShort | null = null): CategoryShort => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  thumbnailImage: `/uploads/${id}.webp`,
  children_categories: [],
  parent_category: parent && {
    id: parent.id,
    name: parent.name,
    slug: parent.slug,
    thumbnailImage: parent.thumbnailImage,
  },
});

/** A root with two children, the first of which has a child of its own. */
function tree(): CategoryShort {
  const root = leaf(1);
  const child = leaf(2, root);
  child.children_categories = [leaf(3, child)];
  root.children_categories = [child, leaf(4, root)];
  return root;
}

describe('homeBlockView', () => {
  it('keeps of a featured category its link and picture', () => {
    const view = homeBlockView('featuredCategories', { categories: [tree()], showFeaturedCategories: '1' });
    expect(view).toEqual({
      showFeaturedCategories: '1',
      categories: [{ id: 1, name: 'Category 1', slug: 'category-1', thumbnailImage: '/uploads/1.webp' }],
    });
  });

  it('keeps of a main category its link, picture and first level of children as links', () => {
    const view = homeBlockView('mainCategories', { categories: [tree()], showHomeMainCategories: '1' });
    expect(view.categories).toEqual([
      {
        id: 1,
        name: 'Category 1',
        slug: 'category-1',
        thumbnailImage: '/uploads/1.webp',
        children_categories: [
          { id: 2, name: 'Category 2', slug: 'category-2' },
          { id: 4, name: 'Category 4', slug: 'category-4' },
        ],
      },
    ]);
  });

  it("keeps a category row's products, banner and link, and of its category the link", () => {
    const [row] = homeBlockView('categoryProducts', [
      {
        category: tree(),
        products: [],
        image: '/uploads/banner.webp',
        url: '/campaigns/x',
        title: 'Tech deals',
        subtitle: '',
      },
    ]);
    expect(row).toEqual({
      category: { id: 1, name: 'Category 1', slug: 'category-1', thumbnailImage: '/uploads/1.webp' },
      products: [],
      image: '/uploads/banner.webp',
      url: '/campaigns/x',
      title: 'Tech deals',
      subtitle: '',
    });
  });

  it('passes the other blocks as they are', () => {
    const about = {
      showHomeAboutUsSection: '1',
      homeAboutUsTitle: 'About',
      homeAboutUsSubTitle: '',
      homeAboutUsText: 'Text',
      homeAboutUsImage: '',
    };
    expect(homeBlockView('aboutUs', about as never)).toBe(about);
  });
});
