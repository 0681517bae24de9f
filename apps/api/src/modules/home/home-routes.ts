import { envelope } from '@shop/contracts/envelope';
import {
  aboutUs,
  banners,
  categoryProducts,
  featuredBrands,
  featuredCategories,
  featuredProducts,
  featuredShops as featuredShopsSchema,
  flashSale as flashSaleSchema,
  type HomeBlockKey,
  homeLayout,
  mainCategories,
  newArrivals as newArrivalsSchema,
  productSectionOne,
  productSectionTwo,
  trendyProducts,
  videos,
} from '@shop/contracts/home';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { readSettings } from '../../platform/settings.ts';
import type { StoreSettings } from '../../platform/store-settings.ts';
import { catalogContext } from '../catalog/index.ts';
import { linksForMode, localizeSettings } from '../content/index.ts';
import {
  brandsInOrder,
  categoriesInOrder,
  categoryProductRows,
  featuredShops,
  flashSale,
  newArrivals,
  visibleProductCards,
} from './home-blocks.ts';
import { BANNER_SETTINGS, blockEnabled, homeBlockOrder, liveBanners } from './home-layout.ts';

/**
 * The homepage blocks (API spec "Homepage"); `/homepage/footer` and `/homepage/categories`
 * are served by the content module. Blocks with products follow the zone header (stock) and the
 * bearer token (`inWishlist`).
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  const settings = () => readSettings(app.db);
  /** The settings with the shop's texts in the request's language (each falling back to the base). */
  const settingsIn = async (request: FastifyRequest) => localizeSettings(await settings(), request.lang);

  app.get(
    '/homepage/layout',
    {
      schema: {
        tags: ['homepage'],
        summary: 'Every home block in the order the home shows them (set by the operator)',
        response: { 200: envelope(homeLayout) },
      },
    },
    async (_request, reply) => reply.ok({ blocks: homeBlockOrder(await settings()) }),
  );

  /** A banner position's live banners (none while the operator has the block off). */
  const bannerRoute = (path: string, block: keyof typeof BANNER_SETTINGS, summary: string) =>
    app.get(
      path,
      { schema: { tags: ['homepage'], summary, response: { 200: envelope(banners) } } },
      async (request, reply) => {
        const s = await settingsIn(request);
        if (!blockEnabled(s, block)) return reply.ok([]);
        return reply.ok(linksForMode(liveBanners(s[BANNER_SETTINGS[block]], new Date()), app.config.appMode));
      },
    );
  bannerRoute('/homepage/sliders', 'sliders', 'Slider banners: image and link');
  bannerRoute('/homepage/full-width-banner', 'fullWidthBanner', 'Full-width banners: image and link');
  bannerRoute('/homepage/four-banners-row', 'fourBannersRow', 'Row of four banners: image and link');
  bannerRoute('/homepage/two-banners-row', 'twoBannersRow', 'Row of two banners: image and link');
  bannerRoute('/homepage/three-banners-row', 'threeBannersRow', 'Row of three banners: image and link');

  /** Whether a block without a flag of its own is on (else its call answers an empty list). */
  const on = (s: StoreSettings, block: HomeBlockKey) => blockEnabled(s, block);

  app.get(
    '/homepage/videos',
    { schema: { tags: ['homepage'], summary: 'Video embed addresses', response: { 200: envelope(videos) } } },
    async (_request, reply) => {
      const s = await settings();
      return reply.ok(on(s, 'videos') ? s.homeVideos : []);
    },
  );

  /** A block built from the settings and the request's catalogue context. */
  function block<T extends z.ZodType>(
    path: string,
    summary: string,
    schema: T,
    build: (s: StoreSettings, ctx: Awaited<ReturnType<typeof catalogContext>>) => Promise<z.infer<T>>,
  ) {
    const response: z.ZodType = envelope(schema);
    app.get(
      path,
      { schema: { tags: ['homepage'], summary, response: { 200: response } } },
      async (request, reply) => {
        const [s, ctx] = await Promise.all([settingsIn(request), catalogContext(app, request)]);
        return reply.ok(await build(s, ctx));
      },
    );
  }

  block(
    '/homepage/featured-categories',
    'Featured categories and their flag',
    featuredCategories,
    async (s, ctx) => ({
      categories: await categoriesInOrder(app.db, s.homeFeaturedCategories, ctx),
      showFeaturedCategories: s.showHomeFeaturedCategories,
    }),
  );

  block(
    '/homepage/featured-products',
    'Featured products with their banner and link',
    featuredProducts,
    async (s, ctx) => ({
      products: await visibleProductCards(app.db, s.homeFeaturedProducts, ctx),
      showHomeFeaturedProducts: s.showHomeFeaturedProducts,
      homeFeaturedProductBanner: s.homeFeaturedProductBanner,
      homeFeaturedProductLink: s.homeFeaturedProductLink,
      homeFeaturedProductTitle: s.homeFeaturedProductTitle,
      homeFeaturedProductSubTitle: s.homeFeaturedProductSubTitle,
    }),
  );

  block(
    '/homepage/flash-sale-products',
    'The flash-sale campaign (while not over) and its products',
    flashSaleSchema,
    async (s, ctx) => {
      const sale = await flashSale(app.db, s.homeFlashSaleCampaign, ctx);
      return {
        showHomeFlashSale: s.showHomeFlashSale,
        flashSaleCampaign: sale.campaign,
        flashSaleProducts: sale.products,
      };
    },
  );

  block(
    '/homepage/product-section-one',
    'Product section one with its title',
    productSectionOne,
    async (s, ctx) => ({
      products: await visibleProductCards(app.db, s.homeProductSectionOne, ctx),
      showHomeProductSectionOne: s.showHomeProductSectionOne,
      homeProductSectionOneTitle: s.homeProductSectionOneTitle,
    }),
  );

  block(
    '/homepage/product-section-two',
    'Product section two with its title',
    productSectionTwo,
    async (s, ctx) => ({
      products: await visibleProductCards(app.db, s.homeProductSectionTwo, ctx),
      showHomeProductSectionTwo: s.showHomeProductSectionTwo,
      homeProductSectionTwoTitle: s.homeProductSectionTwoTitle,
    }),
  );

  block(
    '/homepage/featured-shops',
    'Featured shops (multiVendor) and their flag',
    featuredShopsSchema,
    async (s, ctx) => ({
      shops: await featuredShops(app.db, s.homeFeaturedShops, ctx),
      showFeaturedShops: ctx.appMode === 'singleVendor' ? '0' : s.showHomeFeaturedShops,
    }),
  );

  block('/homepage/new-arrivals', 'The newest products', newArrivalsSchema, async (s, ctx) =>
    on(s, 'newArrivals') ? newArrivals(app.db, ctx) : [],
  );

  block('/homepage/featured-brands', 'Featured brands and their flag', featuredBrands, async (s, ctx) => ({
    brands: await brandsInOrder(app.db, s.homeFeaturedBrands, ctx),
    showFeaturedBrands: s.showHomeFeaturedBrands,
  }));

  block('/homepage/trendy-products', 'Trendy products and their flag', trendyProducts, async (s, ctx) => ({
    showHomeTrendyProducts: s.showHomeTrendyProducts,
    products: await visibleProductCards(app.db, s.homeTrendyProducts, ctx),
  }));

  block(
    '/homepage/category-products',
    'Rows of products per category with a banner',
    categoryProducts,
    async (s, ctx) =>
      on(s, 'categoryProducts') ? categoryProductRows(app.db, s.homeCategoryProducts, ctx) : [],
  );

  block('/homepage/about-us', 'The about-us block', aboutUs, async (s) => ({
    showHomeAboutUsSection: s.showHomeAboutUsSection,
    homeAboutUsTitle: s.homeAboutUsTitle,
    homeAboutUsSubTitle: s.homeAboutUsSubTitle,
    homeAboutUsText: s.homeAboutUsText,
    homeAboutUsImage: s.homeAboutUsImage,
  }));

  block(
    '/homepage/main-categories',
    'Main categories with their children',
    mainCategories,
    async (s, ctx) => ({
      categories: await categoriesInOrder(app.db, s.homeMainCategories, ctx),
      showHomeMainCategories: s.showHomeMainCategories,
    }),
  );
};
