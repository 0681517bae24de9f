import { envelope } from '@shop/contracts/envelope';
import {
  SHOP_PROFILE_MESSAGES as M,
  sectionProductsQuery,
  sectionProductsResult,
  sellerShopProfile,
  sellerShopSections,
  shopProfilePatch,
  shopSectionsBody,
  uploadedImage,
} from '@shop/contracts/seller/shop';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSeller } from '../../platform/seller-auth.ts';
import {
  loadProfile,
  loadSections,
  pickableProducts,
  replaceShopImage,
  type ShopServices,
  saveProfile,
  saveSections,
  uploadSectionBanner,
} from './seller-shop-service.ts';

const tags = ['seller'];

/**
 * The seller center's shop profile and shop page sections (issue 17 §8), behind the seller guard
 * under `/seller`. Text is JSON; images are multipart (`image`), checked by their content and
 * resized. Changes the storefront shows empty its caches (`changesCatalog`); a shop that is not
 * approved yet is not on the storefront at all.
 */
export const sellerShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = (): ShopServices => ({
    db: app.db,
    storage: app.storage,
    decimals: app.config.currency.decimals,
  });
  const shopOf = (request: FastifyRequest) => currentSeller(request).shopId;

  app.get(
    '/shop',
    {
      schema: {
        tags,
        summary: "The seller's shop profile (the slug and the approval are read-only)",
        response: { 200: envelope(sellerShopProfile) },
      },
    },
    async (request, reply) => reply.ok(await loadProfile(services(), shopOf(request))),
  );

  app.patch(
    '/shop',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Changes the profile: name, tagline, description, contact, address, minimum order, default shipping charge (only the fields sent)',
        body: shopProfilePatch,
        response: { 200: envelope(sellerShopProfile) },
      },
    },
    async (request, reply) => reply.ok(await saveProfile(services(), shopOf(request), request.body), M.saved),
  );

  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/shop/${kind}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags,
          summary: `Replaces the shop's ${kind} (multipart \`image\`: JPEG, PNG or WebP up to 4 MB, checked by content, resized)`,
          response: { 200: envelope(sellerShopProfile) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await replaceShopImage(services(), shopOf(request), kind, request.uploads),
          kind === 'logo' ? M.logoSaved : M.bannerSaved,
        ),
    );
  }

  app.get(
    '/shop/sections',
    {
      schema: {
        tags,
        summary: "The shop page's sections in order, with the cards of their products",
        response: { 200: envelope(sellerShopSections) },
      },
    },
    async (request, reply) => reply.ok({ sections: await loadSections(services(), shopOf(request)) }),
  );

  app.put(
    '/shop/sections',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          "Replaces the shop page's sections (in order): banners the shop uploaded, rows of its own products",
        body: shopSectionsBody,
        response: { 200: envelope(sellerShopSections) },
      },
    },
    async (request, reply) =>
      reply.ok({ sections: await saveSections(services(), shopOf(request), request.body) }, M.sectionsSaved),
  );

  app.post(
    '/shop/sections/banners',
    {
      schema: {
        tags,
        summary:
          'Uploads a banner for a section (multipart `image`, checked by content, resized); the sections PUT uses its URL',
        response: { 200: envelope(uploadedImage) },
      },
    },
    async (request, reply) =>
      reply.ok(await uploadSectionBanner(services(), shopOf(request), request.uploads), M.bannerUploaded),
  );

  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: "The shop's products to pick for a product section, by name",
        querystring: sectionProductsQuery,
        response: { 200: envelope(sectionProductsResult) },
      },
    },
    async (request, reply) => reply.ok(await pickableProducts(services(), shopOf(request), request.query)),
  );
};
