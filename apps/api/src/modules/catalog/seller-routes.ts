import { buildMeta, envelope } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import { importBody, importResult } from '@shop/contracts/seller/product-csv';
import {
  SELLER_PRODUCT_MESSAGES as M,
  productIdParams,
  sellerCatalogOptions,
  sellerExportQuery,
  sellerProductBody,
  sellerProductDetail,
  sellerProductList,
  sellerProductPatch,
  sellerProductsQuery,
  uploadedImages,
} from '@shop/contracts/seller/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/messages.ts';
import { currentSeller } from '../../platform/seller-auth.ts';
import { activeCategories } from './category-queries.ts';
import { buildCategoryTree } from './category-tree.ts';
import { formVocabulary } from './seller-options-queries.ts';
import { exportProductsCsv } from './seller-product-export.ts';
import { storeProductImages } from './seller-product-images.ts';
import { importSellerProducts } from './seller-product-import.ts';
import { listSellerProducts } from './seller-product-queries.ts';
import {
  createSellerProduct,
  deleteSellerProduct,
  duplicateSellerProduct,
  sellerProductDetail as loadDetail,
  publishSellerProduct,
  type SellerActor,
  type SellerCatalogServices,
  updateSellerProduct,
} from './seller-product-service.ts';

/**
 * The seller center's products and bulk CSV (issue 17 §2–3), under `/api/v1/seller` behind the
 * seller guard. Every call works on the caller's shop only (another shop's product is 404). Writes
 * that change what shoppers see declare `changesCatalog`, so the storefront's caches are emptied
 * and the change shows at once.
 */
export const sellerCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const services: SellerCatalogServices = {
    db: app.db,
    storage: app.storage,
    decimals: app.config.currency.decimals,
  };
  const actorOf = (request: FastifyRequest): SellerActor => {
    const seller = currentSeller(request);
    return { shopId: seller.shopId, userId: seller.userId };
  };
  const tags = ['seller'];

  app.get(
    '/catalog/options',
    {
      schema: {
        tags,
        summary:
          "What the product form offers: the category tree (roots with their children nested), brands, units, taxes, attributes with their values, the shop's warehouses",
        response: { 200: envelope(sellerCatalogOptions) },
      },
    },
    async (request, reply) => {
      const { shopId } = actorOf(request);
      const [categories, vocabulary] = await Promise.all([
        activeCategories(app.db, request.lang),
        formVocabulary(app.db, shopId, request.lang),
      ]);
      const roots = buildCategoryTree(categories).filter((c) => c.parent_category === null);
      return reply.ok({ categories: roots, ...vocabulary });
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          "The shop's products (not deleted), paginated: search by name or SKU, category (with its subcategories), status (published, draft, low stock), sort (newest, name, price, stock, sales)",
        querystring: sellerProductsQuery,
        response: { 200: envelope(sellerProductList) },
      },
    },
    async (request, reply) => {
      const { shopId } = actorOf(request);
      const q = request.query;
      const { rows, total } = await listSellerProducts(app.db, shopId, q);
      const d = services.decimals;
      return reply.ok({
        data: rows.map((r) => ({
          ...r,
          minPrice: fromMinor(r.minPrice, d),
          maxPrice: fromMinor(r.maxPrice, d),
          createdAt: r.createdAt.toISOString(),
        })),
        meta: buildMeta(q.page, q.limit, total),
      });
    },
  );

  app.get(
    '/products/export.csv',
    {
      schema: {
        tags,
        summary:
          "The shop's products as CSV (text/csv), one row per variation, with the table's filters; the import reads the same columns",
        querystring: sellerExportQuery,
      },
    },
    async (request, reply) => {
      const { shopId } = actorOf(request);
      const csv = await exportProductsCsv(services, shopId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/products/images',
    {
      schema: {
        tags,
        summary:
          'Uploads product pictures (multipart `images[]`, at most 10 files of 4 MB): checked by content (JPEG, PNG, WebP), stored as WebP in three widths; answers their URLs for the product form',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadedImages) },
      },
    },
    async (request, reply) => {
      const { shopId } = actorOf(request);
      const images = await storeProductImages(app.storage, shopId, request.uploads);
      return reply.ok({ images }, M.imagesUploaded);
    },
  );

  app.post(
    '/products/import',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Imports up to 100 CSV rows as JSON: each row creates (new SKU) or updates (its SKU) a variation, checked on its own; answers per-row outcomes and errors. `dryRun` checks and changes nothing',
        body: importBody,
        response: { 200: envelope(importResult) },
      },
    },
    async (request, reply) => {
      const result = await importSellerProducts(services, actorOf(request), request.body, request.lang);
      return reply.ok(result, request.body.dryRun ? '' : M.importDone, {
        params: { created: result.created, updated: result.updated, failed: result.failed },
      });
    },
  );

  app.post(
    '/products',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Creates a product with its variations (the combinations of the chosen attribute values), initial stock per warehouse, pictures, categories, tags and taxes',
        body: sellerProductBody,
        response: { 201: envelope(sellerProductDetail) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createSellerProduct(services, actor, request.body);
      return reply.ok(await loadDetail(services, actor.shopId, id), M.created, { status: 201 });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: "One of the shop's products as the form edits it (variations with stock per warehouse)",
        params: productIdParams,
        response: { 200: envelope(sellerProductDetail) },
      },
    },
    async (request, reply) =>
      reply.ok(await loadDetail(services, actorOf(request).shopId, request.params.id)),
  );

  app.patch(
    '/products/:id',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Changes the fields sent. Variations are matched by code; stock is applied relatively: each warehouse entry adds `qty - shownQty` (what the form showed), so a checkout meanwhile is never overwritten',
        params: productIdParams,
        body: sellerProductPatch,
        response: { 200: envelope(sellerProductDetail) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await updateSellerProduct(services, actor, request.params.id, request.body);
      return reply.ok(await loadDetail(services, actor.shopId, request.params.id), M.updated);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Deletes a product: unpublished and hidden from the seller center; kept for the orders and reviews that name it',
        params: productIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteSellerProduct(services, actorOf(request).shopId, request.params.id);
      return reply.ok(null, M.deleted);
    },
  );

  app.post(
    '/products/:id/duplicate',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary: 'Copies a product as a draft: same details and variations (SKUs with -COPY), no stock',
        params: productIdParams,
        response: { 201: envelope(sellerProductDetail) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await duplicateSellerProduct(services, actor, request.params.id, (name) =>
        translate(request.lang, M.copyName, { name }),
      );
      return reply.ok(await loadDetail(services, actor.shopId, id), M.duplicated, { status: 201 });
    },
  );

  for (const [action, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/products/:id/${action}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags,
          summary: isPublished
            ? 'Publishes a product: shoppers see it once the shop is approved'
            : 'Unpublishes a product: shoppers no longer see it',
          params: productIdParams,
          response: { 200: envelope(z.object({ id: z.number().int(), isPublished: z.boolean() })) },
        },
      },
      async (request, reply) => {
        await publishSellerProduct(services, actorOf(request).shopId, request.params.id, isPublished);
        return reply.ok({ id: request.params.id, isPublished }, isPublished ? M.published : M.unpublished);
      },
    );
  }
};
