import { envelope } from '@shop/contracts/envelope';
import {
  adjustmentsQuery,
  adjustmentsResult,
  inventorySettings,
  inventorySettingsBody,
  lowStockQuery,
  INVENTORY_MESSAGES as M,
  sellerWarehouse,
  sellerZonesResult,
  stockAdjustmentBody,
  stockAdjustmentResult,
  stockQuery,
  stockResult,
  warehouseCreateBody,
  warehouseParams,
  warehousesQuery,
  warehousesResult,
  warehouseUpdateBody,
} from '@shop/contracts/seller/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSeller } from '../../platform/seller-auth.ts';
import {
  adjustmentHistory,
  adjustVariationStock,
  inventorySettingsOf,
  saveInventorySettings,
  stockTable,
} from './stock-service.ts';
import {
  createWarehouse,
  editWarehouse,
  listWarehouses,
  listZones,
  removeWarehouse,
} from './warehouse-service.ts';

const tags = ['seller'];

/**
 * The seller center's inventory (issue 17 §4): warehouses and their zones, stock per variation
 * per warehouse, adjustments and their history, the low-stock list and threshold. Mounted behind
 * the seller guard under `/seller`; every call is limited to the caller's shop. Writes that change
 * what shoppers see (stock, the zones a warehouse serves) empty the storefront's caches.
 */
export const sellerInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/warehouses',
    {
      schema: {
        tags,
        summary:
          "The shop's warehouses (the default first) with the zones they serve and the units they hold",
        querystring: warehousesQuery,
        response: { 200: envelope(warehousesResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listWarehouses(app.db, currentSeller(request).shopId, request.query)),
  );

  app.post(
    '/warehouses',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Creates a warehouse; the default flag moves to it when asked (the first warehouse is always the default); each zone it serves gets the default shipping charge',
        body: warehouseCreateBody,
        response: { 200: envelope(sellerWarehouse) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createWarehouse(app.db, currentSeller(request).shopId, request.body),
        M.warehouseCreated,
      ),
  );

  app.patch(
    '/warehouses/:id',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Changes a warehouse (only the fields sent); zoneIds replaces the zones it serves; a zone of another warehouse of the shop is 409',
        params: warehouseParams,
        body: warehouseUpdateBody,
        response: { 200: envelope(sellerWarehouse) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await editWarehouse(app.db, currentSeller(request).shopId, request.params.id, request.body),
        M.warehouseUpdated,
      ),
  );

  app.delete(
    '/warehouses/:id',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary: 'Deletes a warehouse; the default one and one that holds stock are refused (409)',
        params: warehouseParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await removeWarehouse(app.db, currentSeller(request).shopId, request.params.id);
      return reply.ok(null, M.warehouseDeleted);
    },
  );

  app.get(
    '/zones',
    {
      schema: {
        tags,
        summary: "Every active delivery zone with the shop's warehouse serving it and its shipping charge",
        response: { 200: envelope(sellerZonesResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listZones(app.db, currentSeller(request).shopId, app.config.currency.decimals)),
  );

  app.get(
    '/stock',
    {
      schema: {
        tags,
        summary:
          "A page of the shop's variations with their quantity per warehouse; search by product or SKU, low stock only, or stocked in one warehouse",
        querystring: stockQuery,
        response: { 200: envelope(stockResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await stockTable(app.db, currentSeller(request).shopId, request.query)),
  );

  app.get(
    '/stock/low',
    {
      schema: {
        tags,
        summary:
          "The shop's variations whose total over all its warehouses is at or below its low-stock threshold, lowest first",
        querystring: lowStockQuery,
        response: { 200: envelope(stockResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await stockTable(
          app.db,
          currentSeller(request).shopId,
          { ...request.query, sort: 'stockAsc', search: undefined, lowStock: true, warehouseId: undefined },
          true,
        ),
      ),
  );

  app.post(
    '/stock/adjustments',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Adds or takes out units of one variation in one warehouse (relative, never below zero: 409 with what is there) and records why',
        body: stockAdjustmentBody,
        response: { 200: envelope(stockAdjustmentResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await adjustVariationStock(app.db, currentSeller(request), request.body), M.stockAdjusted),
  );

  app.get(
    '/stock/adjustments',
    {
      schema: {
        tags,
        summary: "The shop's stock changes, newest first; by variation or warehouse",
        querystring: adjustmentsQuery,
        response: { 200: envelope(adjustmentsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await adjustmentHistory(app.db, currentSeller(request).shopId, request.query)),
  );

  app.get(
    '/inventory/settings',
    {
      schema: {
        tags,
        summary: "The shop's inventory settings (low-stock threshold)",
        response: { 200: envelope(inventorySettings) },
      },
    },
    async (request, reply) => reply.ok(await inventorySettingsOf(app.db, currentSeller(request).shopId)),
  );

  app.patch(
    '/inventory/settings',
    {
      schema: {
        tags,
        summary:
          'Sets the low-stock threshold (a variation with this many units or fewer in all warehouses is low)',
        body: inventorySettingsBody,
        response: { 200: envelope(inventorySettings) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await saveInventorySettings(app.db, currentSeller(request).shopId, request.body.lowStockThreshold),
        M.settingsSaved,
      ),
  );
};
