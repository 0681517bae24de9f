import { z } from 'zod';
import { flagParam, limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, idInput, text } from '../input.ts';

/**
 * The seller center's inventory (issue 17 §4): the shop's warehouses and the zones they serve,
 * stock per variation per warehouse, relative adjustments kept as history, and the low-stock list.
 * The API and the seller center's forms share these schemas.
 */

export const INVENTORY_MESSAGES = {
  warehouseNotFound: 'Warehouse not found',
  variationNotFound: 'Product variation not found',
  zoneNotFound: 'Zone not found',
  warehouseCreated: 'Warehouse created',
  warehouseUpdated: 'Warehouse updated',
  warehouseDeleted: 'Warehouse deleted',
  nameRequired: 'Warehouse name is required',
  nameTooLong: 'The warehouse name may be at most 100 characters',
  addressTooLong: 'The address may be at most 500 characters',
  tooManyZones: 'A warehouse may serve at most 500 zones',
  zoneTaken: 'The zone {zone} is already served by your warehouse {warehouse}',
  defaultMustBeActive: 'The default warehouse must be active',
  keepOneDefault: 'Your shop always has one default warehouse: make another warehouse the default instead',
  deleteDefault: 'The default warehouse cannot be deleted: make another warehouse the default first',
  deleteHoldsStock:
    'This warehouse still holds {units} units of stock: move or remove them before deleting the warehouse',
  deltaInvalid: 'The change must be a whole number other than 0',
  reasonInvalid: 'Choose a reason for the change',
  noteTooLong: 'The note may be at most 500 characters',
  notEnough: 'Not enough stock: only {available} left in this warehouse',
  stockAdjusted: 'Stock updated',
  thresholdInvalid: 'The low-stock threshold must be a whole number from 0 to 100000',
  settingsSaved: 'Inventory settings saved',
} as const;

const M = INVENTORY_MESSAGES;

/** Why a seller changed stock (the `stock_adjustments.reason` column). */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'correction', 'damaged', 'returned', 'other'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Largest single change and largest low-stock threshold a seller may enter. */
export const MAX_STOCK_DELTA = 1_000_000;
export const MAX_LOW_STOCK_THRESHOLD = 100_000;
export const MAX_WAREHOUSE_ZONES = 500;
export const STOCK_PAGE_SIZE = 20;
export const ADJUSTMENTS_PAGE_SIZE = 20;
export const WAREHOUSES_PAGE_SIZE = 50;

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  idInput().optional(),
);

// Warehouses ----------------------------------------------------------------------------------------

export const warehouseZone = z.object({ id: z.number().int(), name: z.string() });
export type WarehouseZone = z.infer<typeof warehouseZone>;

export const sellerWarehouse = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  /** the zones this warehouse delivers to, by name */
  zones: z.array(warehouseZone),
  /** units of stock it holds over all variations */
  stockUnits: z.number().int(),
  createdAt: z.string(),
});
export type SellerWarehouse = z.infer<typeof sellerWarehouse>;

export const warehousesQuery = z.object({
  page: pageParam,
  limit: limitParam(WAREHOUSES_PAGE_SIZE),
});
export type WarehousesQuery = z.infer<typeof warehousesQuery>;

export const warehousesResult = paginated(sellerWarehouse);
export type WarehousesResult = z.infer<typeof warehousesResult>;

export const warehouseParams = z.object({ id: idInput(M.warehouseNotFound) });

const warehouseFields = {
  name: text({ message: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired })
    .max(100, { message: M.nameTooLong }),
  address: text()
    .trim()
    .max(500, { message: M.addressTooLong })
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  isActive: z.boolean(),
  /** making a warehouse the default takes it from the previous default in the same transaction */
  isDefault: z.boolean(),
  /** every zone it serves (replaces the list); a zone may be served by one warehouse of the shop */
  zoneIds: z
    .array(idInput(M.zoneNotFound))
    .max(MAX_WAREHOUSE_ZONES, { message: M.tooManyZones })
    .transform((ids) => [...new Set(ids)]),
};

/** POST /seller/warehouses */
export const warehouseCreateBody = z.object({
  name: warehouseFields.name,
  address: warehouseFields.address.optional().default(null),
  isActive: warehouseFields.isActive.default(true),
  isDefault: warehouseFields.isDefault.default(false),
  zoneIds: warehouseFields.zoneIds.default([]),
});
export type WarehouseCreateBody = z.infer<typeof warehouseCreateBody>;
export type WarehouseCreateInput = z.input<typeof warehouseCreateBody>;

/** PATCH /seller/warehouses/{id}: only the fields sent change. */
export const warehouseUpdateBody = z.object({
  name: warehouseFields.name.optional(),
  address: warehouseFields.address.optional(),
  isActive: warehouseFields.isActive.optional(),
  isDefault: warehouseFields.isDefault.optional(),
  zoneIds: warehouseFields.zoneIds.optional(),
});
export type WarehouseUpdateBody = z.infer<typeof warehouseUpdateBody>;

/** A delivery zone and which of the shop's warehouses serves it (null: none). */
export const sellerZone = z.object({
  id: z.number().int(),
  name: z.string(),
  warehouseId: z.number().int().nullable(),
  /** the shop's shipping charge to this zone (wire money); null: the default charge applies */
  shippingCharge: z.number().nullable(),
});
export type SellerZone = z.infer<typeof sellerZone>;

/** GET /seller/zones: every active delivery zone, by name. */
export const sellerZonesResult = z.array(sellerZone);

// Stock ---------------------------------------------------------------------------------------------

export const warehouseColumn = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type WarehouseColumn = z.infer<typeof warehouseColumn>;

/** One variation with its quantity in each of the shop's warehouses. */
export const stockRow = z.object({
  productVariationId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** the attribute values ("Red / M"); "" for a product without variations */
  variationName: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  isPublished: z.boolean(),
  /** one entry per warehouse of the shop, in the order of `warehouses` (0 without a stock row) */
  stocks: z.array(z.object({ warehouseId: z.number().int(), stockQty: z.number().int() })),
  totalStock: z.number().int(),
  /** the total is at or below the shop's low-stock threshold */
  isLow: z.boolean(),
});
export type StockRow = z.infer<typeof stockRow>;

/** Orders of the stock table: product name, or total stock lowest / highest first. */
export const STOCK_SORTS = ['name', 'stockAsc', 'stockDesc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const stockQuery = z.object({
  page: pageParam,
  limit: limitParam(STOCK_PAGE_SIZE),
  sort: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(STOCK_SORTS, { message: 'Unknown sort order' }).default('name'),
  ),
  /** product name or SKU */
  search: textParam,
  /** only variations at or below the low-stock threshold */
  lowStock: flagParam,
  /** only variations with stock (a row above 0) in this warehouse */
  warehouseId: optionalId,
});
export type StockQuery = z.infer<typeof stockQuery>;

export const stockResult = paginated(stockRow).extend({
  warehouses: z.array(warehouseColumn),
  lowStockThreshold: z.number().int(),
});
export type StockResult = z.infer<typeof stockResult>;

export const lowStockQuery = z.object({
  page: pageParam,
  limit: limitParam(STOCK_PAGE_SIZE),
});

/** POST /seller/stock/adjustments: a relative change of one variation in one warehouse. */
export const stockAdjustmentBody = z.object({
  productVariationId: idInput(M.variationNotFound),
  warehouseId: idInput(M.warehouseNotFound),
  /** units added (positive) or taken out (negative) */
  delta: z
    .number({ message: M.deltaInvalid })
    .int({ message: M.deltaInvalid })
    .min(-MAX_STOCK_DELTA, { message: M.deltaInvalid })
    .max(MAX_STOCK_DELTA, { message: M.deltaInvalid })
    .refine((n) => n !== 0, { message: M.deltaInvalid }),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, { message: M.reasonInvalid }),
  note: text()
    .trim()
    .max(500, { message: M.noteTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;
export type StockAdjustmentInput = z.input<typeof stockAdjustmentBody>;

export const stockAdjustmentResult = z.object({
  productVariationId: z.number().int(),
  warehouseId: z.number().int(),
  /** the quantity in that warehouse after the change */
  stockQty: z.number().int(),
});
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResult>;

/** One recorded change. */
export const stockAdjustment = z.object({
  id: z.number().int(),
  productVariationId: z.number().int(),
  productName: z.string(),
  variationName: z.string(),
  sku: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS),
  note: z.string().nullable(),
  /** who made it; null once the account is gone */
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustment>;

export const adjustmentsQuery = z.object({
  page: pageParam,
  limit: limitParam(ADJUSTMENTS_PAGE_SIZE),
  productVariationId: optionalId,
  warehouseId: optionalId,
});
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuery>;

export const adjustmentsResult = paginated(stockAdjustment);
export type AdjustmentsResult = z.infer<typeof adjustmentsResult>;

// Settings ------------------------------------------------------------------------------------------

/** PATCH /seller/inventory/settings */
export const inventorySettingsBody = z.object({
  lowStockThreshold: boundedInt(M.thresholdInvalid, { min: 0, max: MAX_LOW_STOCK_THRESHOLD }),
});
export type InventorySettingsBody = z.infer<typeof inventorySettingsBody>;
export type InventorySettingsInput = z.input<typeof inventorySettingsBody>;

export const inventorySettings = z.object({ lowStockThreshold: z.number().int() });
export type InventorySettings = z.infer<typeof inventorySettings>;
