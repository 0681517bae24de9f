import type { CategoryShort } from '@shop/contracts/content';
import type {
  aboutUs,
  banners,
  categoryProducts,
  featuredBrands,
  featuredCategories,
  featuredProducts,
  featuredShops,
  flashSale,
  mainCategories,
  newArrivals,
  productSectionOne,
  productSectionTwo,
  trendyProducts,
  videos,
} from '@shop/contracts/home';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client.ts';

/** The homepage calls (API spec "Homepage"), in the order the page shows their blocks. */
export const HOME_BLOCKS = {
  sliders: '/homepage/sliders',
  videos: '/homepage/videos',
  featuredCategories: '/homepage/featured-categories',
  featuredProducts: '/homepage/featured-products',
  flashSale: '/homepage/flash-sale-products',
  productSectionOne: '/homepage/product-section-one',
  fullWidthBanner: '/homepage/full-width-banner',
  productSectionTwo: '/homepage/product-section-two',
  fourBannersRow: '/homepage/four-banners-row',
  featuredShops: '/homepage/featured-shops',
  twoBannersRow: '/homepage/two-banners-row',
  newArrivals: '/homepage/new-arrivals',
  featuredBrands: '/homepage/featured-brands',
  trendyProducts: '/homepage/trendy-products',
  threeBannersRow: '/homepage/three-banners-row',
  categoryProducts: '/homepage/category-products',
  aboutUs: '/homepage/about-us',
  mainCategories: '/homepage/main-categories',
} as const;

export type HomeBlockName = keyof typeof HOME_BLOCKS;

/** The contract schema of each block's answer (as a type only: answers are not parsed here). */
interface HomeBlockSchemas {
  sliders: typeof banners;
  videos: typeof videos;
  featuredCategories: typeof featuredCategories;
  featuredProducts: typeof featuredProducts;
  flashSale: typeof flashSale;
  productSectionOne: typeof productSectionOne;
  fullWidthBanner: typeof banners;
  productSectionTwo: typeof productSectionTwo;
  fourBannersRow: typeof banners;
  featuredShops: typeof featuredShops;
  twoBannersRow: typeof banners;
  newArrivals: typeof newArrivals;
  featuredBrands: typeof featuredBrands;
  trendyProducts: typeof trendyProducts;
  threeBannersRow: typeof banners;
  categoryProducts: typeof categoryProducts;
  aboutUs: typeof aboutUs;
  mainCategories: typeof mainCategories;
}

/** A block's answer as the API gives it. */
type HomeBlockAnswer<N extends HomeBlockName> = z.output<HomeBlockSchemas[N]>;

/** A category as the home page's blocks show it: its link and its picture. */
export type CategoryLink = Pick<CategoryShort, 'id' | 'name' | 'slug' | 'thumbnailImage'>;

/** A main category with its subcategories' links. */
export interface MainCategory extends CategoryLink {
  children_categories: Pick<CategoryShort, 'id' | 'name' | 'slug'>[];
}

/**
 * A block as the page keeps it. The category blocks' answers carry each category's whole subtree,
 * each child repeating its parent, where the page shows a link, a picture and at most the first
 * level of children: kept whole, they were over half of the home page's route data (~55 of 98 KB),
 * which the browser decodes at start-up and the HTML carries (decision 49).
 */
export type HomeBlockData<N extends HomeBlockName> = N extends 'featuredCategories'
  ? Omit<HomeBlockAnswer<N>, 'categories'> & { categories: CategoryLink[] }
  : N extends 'mainCategories'
    ? Omit<HomeBlockAnswer<N>, 'categories'> & { categories: MainCategory[] }
    : N extends 'categoryProducts'
      ? (Omit<HomeBlockAnswer<'categoryProducts'>[number], 'category'> & { category: CategoryLink })[]
      : HomeBlockAnswer<N>;

const categoryLink = ({ id, name, slug, thumbnailImage }: CategoryShort): CategoryLink => ({
  id,
  name,
  slug,
  thumbnailImage,
});

/** The block's answer trimmed to what the page shows. */
export function homeBlockView<N extends HomeBlockName>(
  name: N,
  answer: HomeBlockAnswer<N>,
): HomeBlockData<N> {
  switch (name) {
    case 'featuredCategories': {
      const block = answer as HomeBlockAnswer<'featuredCategories'>;
      return { ...block, categories: block.categories.map(categoryLink) } as HomeBlockData<N>;
    }
    case 'mainCategories': {
      const block = answer as HomeBlockAnswer<'mainCategories'>;
      const categories = block.categories.map((category) => ({
        ...categoryLink(category),
        children_categories: category.children_categories.map(({ id, name, slug }) => ({ id, name, slug })),
      }));
      return { ...block, categories } as HomeBlockData<N>;
    }
    case 'categoryProducts': {
      const rows = answer as HomeBlockAnswer<'categoryProducts'>;
      return rows.map((row) => ({ ...row, category: categoryLink(row.category) })) as HomeBlockData<N>;
    }
    default:
      return answer as HomeBlockData<N>;
  }
}

/**
 * One homepage block as the page shows it, or null when its call fails: a block that cannot load is left out rather
 * than breaking the page.
 */
export async function getHomeBlock<N extends HomeBlockName>(
  api: ApiClient,
  name: N,
  signal?: AbortSignal,
): Promise<HomeBlockData<N> | null> {
  const result = await api.get<HomeBlockAnswer<N>>(HOME_BLOCKS[name], { signal });
  return result.ok ? homeBlockView(name, result.data) : null;
}

/** Query keys of the home page's blocks (the blocks below the first screen are fetched in the browser). */
export const homeKeys = {
  all: ['home-block'] as const,
  block: (name: HomeBlockName, language: string, zoneId: number | null) =>
    [...homeKeys.all, name, language, zoneId] as const,
};

/**
 * A block below the home page's first screen, fetched when it comes near the viewport (decision
 * 148). The browser's API client sends the shopper's language and delivery zone, which the key
 * names; a call that fails leaves the block out, as on the server.
 */
export function homeBlockQuery<N extends HomeBlockName>(
  api: ApiClient,
  name: N,
  language: string,
  zoneId: number | null,
) {
  return {
    queryKey: homeKeys.block(name, language, zoneId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getHomeBlock(api, name, signal),
    staleTime: 60_000,
  };
}
