/**
 * The public file of the catalog module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { catalogContext } from './catalog-context.ts';
export { activeCategories, topSellingCategories } from './category-queries.ts';
export { buildCategoryTree } from './category-tree.ts';
export { loadProductCards } from './product-card.ts';
export type { CatalogContext } from './product-listing.ts';
export { productSearchMatch, productSearchRank, visibleProduct, visibleShop } from './product-sql.ts';
export { loadProductVariations } from './product-variations.ts';
export { loadShopCards, shopCardsInOrder } from './shop-cards-queries.ts';
export { loadPricedVariations } from './variation-prices.ts';
export { inWarehouseSet, warehousesForZone } from './zone-warehouse-queries.ts';
export type { WarehouseSet } from './zone-warehouses.ts';
export { isInWarehouseSet } from './zone-warehouses.ts';
