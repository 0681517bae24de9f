/** The whole data model, one file per domain. */
export * from './audit.ts';
export * from './campaigns.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './chat.ts';
export { DISCOUNT_TYPES, type DiscountType, FULL_PERCENT_BPS, TAX_TYPES, type TaxType } from './columns.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './geo.ts';
export * from './inventory.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './shops.ts';
export * from './social-accounts.ts';
export * from './users.ts';
