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
import { operatorActor } from '../audit/audit.ts';
import '../content/content-messages.ts';
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
/** Every write here changes what the storefront shows: the answers and pages are emptied at once. */
const changesCatalog = { changesCatalog: true };

/**
 * The operator console's home page and banners (issue 18 §4) under `/admin/storefront`, behind
 * the operator guard. The storefront's `/homepage/*` calls keep their shapes; they read what is
 * saved here at once.
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

  app.put(
    '/storefront/home/blocks',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Orders the home blocks and turns each on or off (every block once, in order)',
        body: homeBlocksBody,
        response: { 200: envelope(z.object({ blocks: z.array(homeBlockSetting) })) },
      },
    },
    async (request, reply) =>
      reply.ok({ blocks: await saveHomeBlocks(app.db, operatorActor(request), request.body) }, M.blocksSaved),
  );

  app.put(
    '/storefront/home/featured',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Replaces the featured categories and products (in order)',
        body: homeFeaturedBody,
        response: { 200: envelope(adminHome) },
      },
    },
    async (request, reply) =>
      reply.ok(await saveHomeFeatured(app.db, operatorActor(request), request.body), M.featuredSaved),
  );

  app.put(
    '/storefront/home/about',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "The about block's title, subtitle, text and picture, and the texts' Spanish and Arabic values (empty: the base text shows)",
        body: homeAboutBody,
        response: { 200: envelope(homeAboutBody) },
      },
    },
    async (request, reply) =>
      reply.ok(await saveHomeAbout(app.db, operatorActor(request), request.body), M.aboutSaved),
  );

  app.put(
    '/storefront/home/titles',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "The home blocks' own titles (product sections, the featured products' banner text) and their Spanish and Arabic values (empty: the base text shows)",
        body: homeTitlesBody,
        response: { 200: envelope(homeTitlesBody) },
      },
    },
    async (request, reply) =>
      reply.ok(await saveHomeTitles(app.db, operatorActor(request), request.body), M.titlesSaved),
  );

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

  app.put(
    '/storefront/banners/:position',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "Replaces a position's banners (in order): picture, link, the schedule the storefront shows each within, and the text over the picture (title, subtitle, call to action) with its Spanish and Arabic values",
        params: z.object({ position: bannerPosition }),
        body: bannerListBody,
        response: { 200: envelope(adminBanners) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await saveBanners(app.db, operatorActor(request), request.params.position, request.body),
        M.bannersSaved,
      ),
  );
};
