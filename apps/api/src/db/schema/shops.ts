import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, FULL_PERCENT_BPS, id, oneOf, updatedAt } from './columns.ts';
import { languages } from './content.ts';

/**
 * Shops (vendors). Shop 1 is the platform's own "admin" shop. Money in minor units.
 * Private fields (bank details, commission, balance) never leave the server.
 */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    tagline: text('tagline'),
    logo: text('logo'),
    banner: text('banner'),
    address: text('address'),
    /** plain text shown on the shop's profile */
    description: text('description'),
    /** the shop's public contact (the owner's own phone and e-mail stay private) */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** minor units */
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** minor units; the charge for zones without their own `zone_shipping_charges` row */
    defaultShippingCharge: integer('default_shipping_charge').notNull().default(0),
    /** a variation with this many units or fewer (in all warehouses) counts as low on stock */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** basis points: 1000 = 10 % */
    adminCommissionBps: integer('admin_commission_bps').notNull().default(0),
    isApproved: boolean('is_approved').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * The operator's decisions (issue 18 §2, see shopStatus in modules/shops/shop-status.ts):
     * rejected (not approved, the reason in `status_reason`) or suspended (approved but taken off
     * the storefront: `is_published` is false while `suspended_at` is set).
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** why the shop was last rejected or suspended, as the operator wrote it (shown to the seller) */
    statusReason: text('status_reason'),
    /** minor units; may go below zero when cash-on-delivery commission is owed */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankRoutingNumber: text('bank_routing_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shops_min_order_amount_check', sql`${t.minOrderAmount} >= 0`),
    check('shops_default_shipping_charge_check', sql`${t.defaultShippingCharge} >= 0`),
    check('shops_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check(
      'shops_admin_commission_bps_check',
      sql`${t.adminCommissionBps} between 0 and ${sql.raw(String(FULL_PERCENT_BPS))}`,
    ),
    index('shops_listing_idx').on(t.isApproved, t.isPublished, t.createdAt),
    index('shops_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const SHOP_SECTION_TYPES = ['boxed-width-banner', 'products', 'full-width-banner'] as const;
export type ShopSectionType = (typeof SHOP_SECTION_TYPES)[number];

/**
 * The blocks of a shop's home page, in `sort` order. `values` by type:
 * boxed-width-banner `{box1Link, box1Banners[], box2Link, box2Banners[]}`,
 * products `{products: number[]}`, full-width-banner `{link, banners[]}`.
 */
export const shopSections = pgTable(
  'shop_sections',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SHOP_SECTION_TYPES }).notNull(),
    title: text('title').notNull().default(''),
    values: jsonb('values').notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('shop_sections_type_check', oneOf(t.type, SHOP_SECTION_TYPES)),
    index('shop_sections_shop_idx').on(t.shopId, t.sort),
  ],
);

export const shopSectionTranslations = pgTable(
  'shop_section_translations',
  {
    id: id(),
    shopSectionId: integer('shop_section_id')
      .notNull()
      .references(() => shopSections.id, { onDelete: 'cascade' }),
    langCode: text('lang_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
  },
  (t) => [unique('shop_section_translations_unique').on(t.shopSectionId, t.langCode)],
);

/**
 * Notices for a shop's staff (`order` "Invoice 10001", `stock` "SKU - X", `seller-registration`);
 * notices for the platform go to shop 1.
 */
export const shopNotifications = pgTable(
  'shop_notifications',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('shop_notifications_shop_idx').on(t.shopId, t.createdAt)],
);

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * A shop's requests to be paid its balance (minor units). The operator pays or rejects them; a
 * paid request lowers the shop's balance by its amount.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** the seller's message with the request */
    note: text('note'),
    /** the operator's answer (e.g. the transfer reference or why it was rejected) */
    answer: text('answer'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_requests_amount_check', sql`${t.amount} > 0`),
    check('payout_requests_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    index('payout_requests_shop_idx').on(t.shopId, t.createdAt),
  ],
);

export type Shop = typeof shops.$inferSelect;
export type NewShop = typeof shops.$inferInsert;
export type ShopSection = typeof shopSections.$inferSelect;
