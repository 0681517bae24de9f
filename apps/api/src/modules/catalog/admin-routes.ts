import {
  adminAttribute,
  adminAttributeList,
  adminAttributeValue,
  adminBadge,
  adminBadgeList,
  adminBrand,
  adminBrandList,
  adminBrandsQuery,
  adminCategory,
  adminCategoryTree,
  adminTag,
  adminTagList,
  adminTagsQuery,
  adminUnit,
  adminUnitList,
  attributeBody,
  attributeValueBody,
  badgeBody,
  brandBody,
  CATALOGUE_MESSAGES as C,
  catalogueIdParams,
  categoryCreateBody,
  categoryMoveBody,
  categoryReorderBody,
  categoryUpdateBody,
  tagBody,
  unitBody,
} from '@shop/contracts/admin/catalogue';
import {
  adminProductDetail,
  adminProductList,
  adminProductParams,
  adminProductsQuery,
  ADMIN_PRODUCT_MESSAGES as P,
  productUnpublishBody,
} from '@shop/contracts/admin/products';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorActor } from '../audit/index.ts';
import * as catalogue from './admin-catalogue-service.ts';
import {
  listAdminProducts,
  adminProductDetail as loadProduct,
  republishProduct,
  unpublishProduct,
} from './admin-product-service.ts';

const tags = ['operator'];
/** Every write changes what the storefront shows: its caches are emptied (decision 61). */
const changesCatalog = { changesCatalog: true };
const params = catalogueIdParams;
const multipart = ['multipart/form-data'];

/**
 * The operator console's catalogue (issue 18 §3) under `/api/v1/admin`, behind the operator guard:
 * the category tree, brands, attributes and values, units, badges and tags (`/catalogue/...`), and
 * the products of all shops (`/products`). Every write records its change in the audit log.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  const decimals = app.config.currency.decimals;

  // Categories ------------------------------------------------------------------------------------

  app.get(
    '/catalogue/categories',
    {
      schema: {
        tags,
        summary:
          'Every category (shown and hidden), parents before their children in the storefront order, with product counts and es-ES/ar-SA names',
        response: { 200: envelope(adminCategoryTree) },
      },
    },
    async (_request, reply) => reply.ok({ categories: await catalogue.listCategories(app.db) }),
  );

  app.post(
    '/catalogue/categories',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Creates a category (a root, or under `parentId`), last among its siblings; an empty slug is made from the name and kept unique',
        body: categoryCreateBody,
        response: { 201: envelope(adminCategory) },
      },
    },
    async (request, reply) => {
      const created = await catalogue.createCategory(deps, operatorActor(request), request.body);
      return reply.ok(created, C.created, { status: 201, params: { name: created.name } });
    },
  );

  app.patch(
    '/catalogue/categories/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Renames a category, changes its slug or translations, shows or hides it (with its subcategories); only the fields sent change',
        params,
        body: categoryUpdateBody,
        response: { 200: envelope(adminCategory) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.updateCategory(
        deps,
        operatorActor(request),
        request.params.id,
        request.body,
      );
      const message =
        request.body.isActive === undefined ? C.saved : request.body.isActive ? C.shown : C.hidden;
      return reply.ok(saved, message, { params: { name: saved.name } });
    },
  );

  app.post(
    '/catalogue/categories/:id/move',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Moves a category (with its subcategories) under another parent, or to the roots with `parentId: null`; never under itself or its own subcategory',
        params,
        body: categoryMoveBody,
        response: { 200: envelope(adminCategory) },
      },
    },
    async (request, reply) => {
      const moved = await catalogue.moveCategory(
        deps,
        operatorActor(request),
        request.params.id,
        request.body.parentId,
      );
      return reply.ok(moved, C.moved, { params: { name: moved.name } });
    },
  );

  app.post(
    '/catalogue/categories/:id/reorder',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Moves a category one place up or down among its siblings; answers the whole tree',
        params,
        body: categoryReorderBody,
        response: { 200: envelope(adminCategoryTree) },
      },
    },
    async (request, reply) => {
      const categories = await catalogue.reorderCategory(
        deps,
        operatorActor(request),
        request.params.id,
        request.body.direction,
      );
      return reply.ok({ categories });
    },
  );

  app.delete(
    '/catalogue/categories/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Deletes a category that no product (not deleted) is in and that has no subcategories; 409 with the reason otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteCategory(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  app.put(
    '/catalogue/categories/:id/image',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "Sets the category's picture from the multipart file `image` (JPEG, PNG or WebP by content, at most 4 MB; resized)",
        consumes: multipart,
        params,
        response: { 200: envelope(adminCategory) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await catalogue.replaceCategoryImage(
          deps,
          operatorActor(request),
          request.params.id,
          request.uploads,
        ),
        C.imageSaved,
      ),
  );

  app.delete(
    '/catalogue/categories/:id/image',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: "Removes the category's picture",
        params,
        response: { 200: envelope(adminCategory) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await catalogue.removeCategoryImage(deps, operatorActor(request), request.params.id),
        C.imageRemoved,
      ),
  );

  // Brands ----------------------------------------------------------------------------------------

  app.get(
    '/catalogue/brands',
    {
      schema: {
        tags,
        summary: 'Brands by name, paginated; `search` matches the name or slug',
        querystring: adminBrandsQuery,
        response: { 200: envelope(adminBrandList) },
      },
    },
    async (request, reply) => reply.ok(await catalogue.listBrands(app.db, request.query)),
  );

  app.post(
    '/catalogue/brands',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Creates a brand; an empty slug is made from the name and kept unique',
        body: brandBody,
        response: { 201: envelope(adminBrand) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveBrand(deps, operatorActor(request), null, request.body);
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/brands/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves a brand: name, slug, shown or hidden, translations',
        params,
        body: brandBody,
        response: { 200: envelope(adminBrand) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveBrand(deps, operatorActor(request), request.params.id, request.body);
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/brands/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes a brand no product (not deleted) has; 409 with the count otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteBrand(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  app.put(
    '/catalogue/brands/:id/logo',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "Sets the brand's logo from the multipart file `image` (JPEG, PNG or WebP by content, at most 4 MB; resized)",
        consumes: multipart,
        params,
        response: { 200: envelope(adminBrand) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await catalogue.replaceBrandLogo(deps, operatorActor(request), request.params.id, request.uploads),
        C.imageSaved,
      ),
  );

  app.delete(
    '/catalogue/brands/:id/logo',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: "Removes the brand's logo",
        params,
        response: { 200: envelope(adminBrand) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await catalogue.removeBrandLogo(deps, operatorActor(request), request.params.id),
        C.imageRemoved,
      ),
  );

  // Attributes and values -------------------------------------------------------------------------

  app.get(
    '/catalogue/attributes',
    {
      schema: {
        tags,
        summary:
          'Every attribute (colour, size…) with its values (swatch colour codes), how many product variations use each, and translations',
        response: { 200: envelope(adminAttributeList) },
      },
    },
    async (_request, reply) => reply.ok({ attributes: await catalogue.listAttributes(app.db) }),
  );

  app.post(
    '/catalogue/attributes',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Creates an attribute, last in the order',
        body: attributeBody,
        response: { 201: envelope(adminAttribute) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveAttribute(deps, operatorActor(request), null, request.body);
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/attributes/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves an attribute: name, shown or hidden, translations',
        params,
        body: attributeBody,
        response: { 200: envelope(adminAttribute) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveAttribute(
        deps,
        operatorActor(request),
        request.params.id,
        request.body,
      );
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/attributes/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes an attribute and its values when no product variation uses them; 409 otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteAttribute(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  app.post(
    '/catalogue/attributes/:id/values',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Adds a value to an attribute (a colour with its #rrggbb swatch, a size…), last in its order',
        params,
        body: attributeValueBody,
        response: { 201: envelope(adminAttributeValue) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveAttributeValue(
        deps,
        operatorActor(request),
        { attributeId: request.params.id },
        request.body,
      );
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/attribute-values/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves an attribute value: name, swatch colour, shown or hidden, translations',
        params,
        body: attributeValueBody,
        response: { 200: envelope(adminAttributeValue) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveAttributeValue(
        deps,
        operatorActor(request),
        { valueId: request.params.id },
        request.body,
      );
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/attribute-values/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes an attribute value no product variation uses; 409 with the count otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteAttributeValue(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  // Units, badges, tags ---------------------------------------------------------------------------

  app.get(
    '/catalogue/units',
    {
      schema: {
        tags,
        summary: 'Every sales unit with its translations and product count',
        response: { 200: envelope(adminUnitList) },
      },
    },
    async (_request, reply) => reply.ok({ units: await catalogue.listUnits(app.db) }),
  );

  app.post(
    '/catalogue/units',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Creates a sales unit',
        body: unitBody,
        response: { 201: envelope(adminUnit) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveUnit(deps, operatorActor(request), null, request.body);
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/units/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves a sales unit: name, shown or hidden, translations',
        params,
        body: unitBody,
        response: { 200: envelope(adminUnit) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveUnit(deps, operatorActor(request), request.params.id, request.body);
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/units/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes a sales unit no product (not deleted) uses; 409 with the count otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteUnit(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  app.get(
    '/catalogue/badges',
    {
      schema: {
        tags,
        summary: 'Every product badge with its colours, translations and product count',
        response: { 200: envelope(adminBadgeList) },
      },
    },
    async (_request, reply) => reply.ok({ badges: await catalogue.listBadges(app.db) }),
  );

  app.post(
    '/catalogue/badges',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Creates a product badge (text and background colours as #rrggbb)',
        body: badgeBody,
        response: { 201: envelope(adminBadge) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveBadge(deps, operatorActor(request), null, request.body);
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/badges/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves a product badge: name, colours, shown or hidden, translations',
        params,
        body: badgeBody,
        response: { 200: envelope(adminBadge) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveBadge(deps, operatorActor(request), request.params.id, request.body);
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/badges/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes a badge no product (not deleted) carries; 409 with the count otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteBadge(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  app.get(
    '/catalogue/tags',
    {
      schema: {
        tags,
        summary: 'Product tags by name, paginated; `search` matches the name',
        querystring: adminTagsQuery,
        response: { 200: envelope(adminTagList) },
      },
    },
    async (request, reply) => reply.ok(await catalogue.listTags(app.db, request.query)),
  );

  app.post(
    '/catalogue/tags',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Creates a product tag (unique name)',
        body: tagBody,
        response: { 201: envelope(adminTag) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveTag(deps, operatorActor(request), null, request.body);
      return reply.ok(saved, C.created, { status: 201, params: { name: saved.name } });
    },
  );

  app.put(
    '/catalogue/tags/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Renames a product tag (unique name)',
        params,
        body: tagBody,
        response: { 200: envelope(adminTag) },
      },
    },
    async (request, reply) => {
      const saved = await catalogue.saveTag(deps, operatorActor(request), request.params.id, request.body);
      return reply.ok(saved, C.saved, { params: { name: saved.name } });
    },
  );

  app.delete(
    '/catalogue/tags/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Deletes a tag no product (not deleted) carries; 409 with the count otherwise',
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const deleted = await catalogue.deleteTag(deps, operatorActor(request), request.params.id);
      return reply.ok(null, C.deleted, { params: { name: deleted.name } });
    },
  );

  // Products of all shops -------------------------------------------------------------------------

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          'Products of every shop, newest first, paginated: `search` (name or SKU), `shopId`, `categoryId` (with its subcategories), `state` (published, draft, held, deleted; none: all but deleted)',
        querystring: adminProductsQuery,
        response: { 200: envelope(adminProductList) },
      },
    },
    async (request, reply) => reply.ok(await listAdminProducts(app.db, decimals, request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary:
          'One product of any shop, read-only: shop, categories, pictures, variations with stock, state and the marketplace hold',
        params: adminProductParams,
        response: { 200: envelope(adminProductDetail) },
      },
    },
    async (request, reply) => reply.ok(await loadProduct(app.db, decimals, request.params.id, request.lang)),
  );

  app.post(
    '/products/:id/unpublish',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Unpublishes a product that breaks the rules, with a reason: it leaves the storefront at once, the shop is notified, and only an operator can publish it again',
        params: adminProductParams,
        body: productUnpublishBody,
        response: { 200: envelope(adminProductDetail) },
      },
    },
    async (request, reply) => {
      await unpublishProduct(app.db, operatorActor(request), request.params.id, request.body.reason);
      return reply.ok(await loadProduct(app.db, decimals, request.params.id, request.lang), P.unpublished);
    },
  );

  app.post(
    '/products/:id/publish',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Publishes again a product the marketplace unpublished (ends the hold); the shop is notified',
        params: adminProductParams,
        response: { 200: envelope(adminProductDetail) },
      },
    },
    async (request, reply) => {
      await republishProduct(app.db, operatorActor(request), request.params.id);
      return reply.ok(await loadProduct(app.db, decimals, request.params.id, request.lang), P.published);
    },
  );
};
