import type { ProductListing } from '@shop/contracts/catalog';

/** A category as a listing page shows it: a link, named, without its picture or its subtree. */
export interface ListingCategoryLink {
  id: number;
  name: string;
  slug: string;
}

/** The listing's own category: its name, the way up (its parent) and the ways down (its children). */
export interface ListingCategory extends ListingCategoryLink {
  parent_category: Pick<ListingCategoryLink, 'name' | 'slug'> | null;
  children_categories: ListingCategoryLink[];
}

/**
 * What a listing page needs of GET /products: the API's answer with its category tree cut down to
 * the links the filter panel and the breadcrumb show. The API sends the whole tree, each category
 * with its picture, children and parent (29 KB of a 42 KB answer for a top category); the page
 * showed none of the pictures, yet the route data carried it all into the HTML and the browser
 * decoded it before hydrating (docs/decisions.md, decision 153).
 */
export type ListingPageData = Omit<ProductListing, 'rootCategories' | 'selectedCategory'> & {
  rootCategories: ListingCategoryLink[];
  selectedCategory: ListingCategory | null;
};

function link({ id, name, slug }: ListingCategoryLink): ListingCategoryLink {
  return { id, name, slug };
}

export function listingPageData(listing: ProductListing): ListingPageData {
  const selected = listing.selectedCategory;
  return {
    ...listing,
    rootCategories: listing.rootCategories.map(link),
    selectedCategory: selected
      ? {
          ...link(selected),
          parent_category: selected.parent_category
            ? { name: selected.parent_category.name, slug: selected.parent_category.slug }
            : null,
          children_categories: selected.children_categories.map(link),
        }
      : null,
  };
}
