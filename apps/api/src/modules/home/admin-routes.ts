import {
  adminBanners,
  adminHome,
  bannerListBody,
  bannerPosition,
  categoryOptions as categoryOptionsSchema,
  homeAboutBody,
  homeBlockSetting,
  homeBlocksBody,
  homeFeaturedBody,
  homeTitlesBody,
  CONTENT_MESSAGES as M,
  productOptionsQuery,
  productOptions as productOptionsSchema,
  uploadedPicture,
} from '@shop/contracts/admin/content';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingsChangeRoute } from '../content/index.ts';
import {
  categoryOptions,
  loadAdminHome,
  loadBanners,
  productOptions,
  saveBanners,
  saveHomeAbout,
  saveHomeBlocks,
  saveHomeFeatured,
  saveHomeTitles,
  uploadStorefrontImage,
} from './home-admin.ts';

const tags = ['operator'];

/**
 * The operator console's home page and banners (issue 18 §4) under `/admin/storefront`, behind
 * the operator guard. The storefront's `/homepage/*` calls keep their shapes; they read what is
 * saved here at once (every save is a `settingsChangeRoute`).
 */
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefront/home',
    {
      schema: {
        tags,
        summary: "The home's blocks (in order, on or off), featured categories and products, the about block",
        response: { 200: envelope(adminHome) },
      },
    },
    async (_request, reply) => reply.ok(await loadAdminHome(app.db)),
  );

  settingsChangeRoute(app, '/storefront/home/blocks', {
    summary: 'Orders the home blocks and turns each on or off (every block once, in order)',
    body: homeBlocksBody,
    response: z.object({ blocks: z.array(homeBlockSetting) }),
    message: M.blocksSaved,
    save: async (db, actor, body) => ({ blocks: await saveHomeBlocks(db, actor, body) }),
  });

  settingsChangeRoute(app, '/storefront/home/featured', {
    summary: 'Replaces the featured categories and products (in order)',
    body: homeFeaturedBody,
    response: adminHome,
    message: M.featuredSaved,
    save: saveHomeFeatured,
  });

  settingsChangeRoute(app, '/storefront/home/about', {
    summary:
      "The about block's title, subtitle, text and picture, and the texts' Spanish and Arabic values (empty: the base text shows)",
    body: homeAboutBody,
    response: homeAboutBody,
    message: M.aboutSaved,
    save: saveHomeAbout,
  });

  settingsChangeRoute(app, '/storefront/home/titles', {
    summary:
      "The home blocks' own titles (product sections, the featured products' banner text) and their Spanish and Arabic values (empty: the base text shows)",
    body: homeTitlesBody,
    response: homeTitlesBody,
    message: M.titlesSaved,
    save: saveHomeTitles,
  });

  app.post(
    '/storefront/images',
    {
      schema: {
        tags,
        summary:
          'Uploads a picture for a banner or the about block (multipart `image`: JPEG, PNG or WebP up to 4 MB, checked by content, resized); the save uses its URL',
        response: { 200: envelope(uploadedPicture) },
      },
    },
    async (request, reply) =>
      reply.ok(await uploadStorefrontImage(app.storage, request.uploads), M.imageUploaded),
  );

  app.get(
    '/storefront/product-options',
    {
      schema: {
        tags,
        summary: 'Up to 20 products (of any shop) whose name contains `search`, to feature on the home',
        querystring: productOptionsQuery,
        response: { 200: envelope(productOptionsSchema) },
      },
    },
    async (request, reply) => reply.ok(await productOptions(app.db, request.query.search ?? null)),
  );

  app.get(
    '/storefront/category-options',
    {
      schema: {
        tags,
        summary: 'The active categories as a tree, to feature on the home',
        response: { 200: envelope(categoryOptionsSchema) },
      },
    },
    async (request, reply) => reply.ok(await categoryOptions(app.db, request.lang)),
  );

  app.get(
    '/storefront/banners',
    {
      schema: {
        tags,
        summary: "Every banner position's banners in order, with their schedule and whether each is live now",
        response: { 200: envelope(adminBanners) },
      },
    },
    async (_request, reply) => reply.ok(await loadBanners(app.db)),
  );

  settingsChangeRoute(app, '/storefront/banners/:position', {
    summary:
      "Replaces a position's banners (in order): picture, link, the schedule the storefront shows each within, and the text over the picture (title, subtitle, call to action) with its Spanish and Arabic values",
    params: z.object({ position: bannerPosition }),
    body: bannerListBody,
    response: adminBanners,
    message: M.bannersSaved,
    save: (db, actor, body, params) => saveBanners(db, actor, params.position, body),
  });
};
