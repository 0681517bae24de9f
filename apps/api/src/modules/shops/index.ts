/**
 * The public file of the shops module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { insertShopNotice } from './admin-shop-queries.ts';
export { multiVendorOnly } from './marketplace-guard.ts';
export { shopStatus } from './shop-status.ts';
export { shopStatusSql } from './shop-status-sql.ts';
