import { relations } from 'drizzle-orm';
import { campaignProducts, campaigns } from './campaigns.ts';
import { carts, wishlists } from './cart.ts';
import {
  badges,
  badgeTranslations,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  categoryVariations,
  tags,
  taxes,
  units,
  unitTranslations,
  variations,
  variationTranslations,
  variationValues,
  variationValueTranslations,
} from './catalog.ts';
import { conversationMessages, conversations } from './chat.ts';
import { pages, pageTranslations } from './content.ts';
import { couponCategories, couponConditions, couponProducts, coupons } from './coupons.ts';
import { areas, cities, countries, states, zones } from './geo.ts';
import { productVariationStocks, warehouses, warehouseZones, zoneShippingCharges } from './inventory.ts';
import { couponUsages, orderGroups, orderItems, orders, orderUpdates, payments } from './orders.ts';
import {
  productBadges,
  productCategories,
  productImages,
  products,
  productTags,
  productTaxes,
  productTranslations,
  productVariationCombinations,
  productVariations,
} from './products.ts';
import { productReviews, reviewImages, shopImpressions } from './reviews.ts';
import { shopNotifications, shopSections, shopSectionTranslations, shops } from './shops.ts';
import { authTokens, guestUsers, userAddresses, users } from './users.ts';

/** Relations for `db.query.<table>.findMany({ with: … })`; the foreign keys are in the tables. */

export const usersRelations = relations(users, ({ one, many }) => ({
  shop: one(shops, { fields: [users.shopId], references: [shops.id] }),
  authTokens: many(authTokens),
  addresses: many(userAddresses),
  carts: many(carts),
  wishlists: many(wishlists),
  orders: many(orders),
  reviews: many(productReviews),
  shopImpressions: many(shopImpressions),
  conversations: many(conversations),
}));

export const guestUsersRelations = relations(guestUsers, ({ many }) => ({ carts: many(carts) }));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

export const userAddressesRelations = relations(userAddresses, ({ one }) => ({
  user: one(users, { fields: [userAddresses.userId], references: [users.id] }),
  country: one(countries, { fields: [userAddresses.countryId], references: [countries.id] }),
  state: one(states, { fields: [userAddresses.stateId], references: [states.id] }),
  city: one(cities, { fields: [userAddresses.cityId], references: [cities.id] }),
  area: one(areas, { fields: [userAddresses.areaId], references: [areas.id] }),
}));

export const pagesRelations = relations(pages, ({ many }) => ({ translations: many(pageTranslations) }));
export const pageTranslationsRelations = relations(pageTranslations, ({ one }) => ({
  page: one(pages, { fields: [pageTranslations.pageId], references: [pages.id] }),
}));

export const countriesRelations = relations(countries, ({ many }) => ({ states: many(states) }));
export const statesRelations = relations(states, ({ one, many }) => ({
  country: one(countries, { fields: [states.countryId], references: [countries.id] }),
  cities: many(cities),
}));
export const citiesRelations = relations(cities, ({ one, many }) => ({
  state: one(states, { fields: [cities.stateId], references: [states.id] }),
  areas: many(areas),
}));
export const areasRelations = relations(areas, ({ one }) => ({
  city: one(cities, { fields: [areas.cityId], references: [cities.id] }),
  zone: one(zones, { fields: [areas.zoneId], references: [zones.id] }),
}));
export const zonesRelations = relations(zones, ({ many }) => ({
  areas: many(areas),
  warehouseZones: many(warehouseZones),
}));

export const shopsRelations = relations(shops, ({ many }) => ({
  users: many(users),
  sections: many(shopSections),
  notifications: many(shopNotifications),
  warehouses: many(warehouses),
  products: many(products),
  coupons: many(coupons),
  campaigns: many(campaigns),
  reviews: many(productReviews),
  impressions: many(shopImpressions),
  zoneShippingCharges: many(zoneShippingCharges),
}));
export const shopSectionsRelations = relations(shopSections, ({ one, many }) => ({
  shop: one(shops, { fields: [shopSections.shopId], references: [shops.id] }),
  translations: many(shopSectionTranslations),
}));
export const shopSectionTranslationsRelations = relations(shopSectionTranslations, ({ one }) => ({
  section: one(shopSections, {
    fields: [shopSectionTranslations.shopSectionId],
    references: [shopSections.id],
  }),
}));
export const shopNotificationsRelations = relations(shopNotifications, ({ one }) => ({
  shop: one(shops, { fields: [shopNotifications.shopId], references: [shops.id] }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  translations: many(categoryTranslations),
  variations: many(categoryVariations),
  products: many(productCategories),
}));
export const categoryTranslationsRelations = relations(categoryTranslations, ({ one }) => ({
  category: one(categories, { fields: [categoryTranslations.categoryId], references: [categories.id] }),
}));
export const categoryVariationsRelations = relations(categoryVariations, ({ one }) => ({
  category: one(categories, { fields: [categoryVariations.categoryId], references: [categories.id] }),
  variation: one(variations, { fields: [categoryVariations.variationId], references: [variations.id] }),
}));

export const brandsRelations = relations(brands, ({ many }) => ({
  translations: many(brandTranslations),
  products: many(products),
}));
export const brandTranslationsRelations = relations(brandTranslations, ({ one }) => ({
  brand: one(brands, { fields: [brandTranslations.brandId], references: [brands.id] }),
}));

export const unitsRelations = relations(units, ({ many }) => ({ translations: many(unitTranslations) }));
export const unitTranslationsRelations = relations(unitTranslations, ({ one }) => ({
  unit: one(units, { fields: [unitTranslations.unitId], references: [units.id] }),
}));

export const badgesRelations = relations(badges, ({ many }) => ({
  translations: many(badgeTranslations),
  products: many(productBadges),
}));
export const badgeTranslationsRelations = relations(badgeTranslations, ({ one }) => ({
  badge: one(badges, { fields: [badgeTranslations.badgeId], references: [badges.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({ products: many(productTags) }));
export const taxesRelations = relations(taxes, ({ many }) => ({ products: many(productTaxes) }));

export const variationsRelations = relations(variations, ({ many }) => ({
  values: many(variationValues),
  translations: many(variationTranslations),
}));
export const variationTranslationsRelations = relations(variationTranslations, ({ one }) => ({
  variation: one(variations, { fields: [variationTranslations.variationId], references: [variations.id] }),
}));
export const variationValuesRelations = relations(variationValues, ({ one, many }) => ({
  variation: one(variations, { fields: [variationValues.variationId], references: [variations.id] }),
  translations: many(variationValueTranslations),
}));
export const variationValueTranslationsRelations = relations(variationValueTranslations, ({ one }) => ({
  value: one(variationValues, {
    fields: [variationValueTranslations.variationValueId],
    references: [variationValues.id],
  }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  shop: one(shops, { fields: [products.shopId], references: [shops.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  unit: one(units, { fields: [products.unitId], references: [units.id] }),
  translations: many(productTranslations),
  images: many(productImages),
  categories: many(productCategories),
  badges: many(productBadges),
  tags: many(productTags),
  taxes: many(productTaxes),
  variations: many(productVariations),
  reviews: many(productReviews),
  campaignProducts: many(campaignProducts),
  couponProducts: many(couponProducts),
}));
export const productTranslationsRelations = relations(productTranslations, ({ one }) => ({
  product: one(products, { fields: [productTranslations.productId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));
export const productBadgesRelations = relations(productBadges, ({ one }) => ({
  product: one(products, { fields: [productBadges.productId], references: [products.id] }),
  badge: one(badges, { fields: [productBadges.badgeId], references: [badges.id] }),
}));
export const productTagsRelations = relations(productTags, ({ one }) => ({
  product: one(products, { fields: [productTags.productId], references: [products.id] }),
  tag: one(tags, { fields: [productTags.tagId], references: [tags.id] }),
}));
export const productTaxesRelations = relations(productTaxes, ({ one }) => ({
  product: one(products, { fields: [productTaxes.productId], references: [products.id] }),
  tax: one(taxes, { fields: [productTaxes.taxId], references: [taxes.id] }),
}));
export const productVariationsRelations = relations(productVariations, ({ one, many }) => ({
  product: one(products, { fields: [productVariations.productId], references: [products.id] }),
  combinations: many(productVariationCombinations),
  stocks: many(productVariationStocks),
  campaignProducts: many(campaignProducts),
}));
export const productVariationCombinationsRelations = relations(productVariationCombinations, ({ one }) => ({
  productVariation: one(productVariations, {
    fields: [productVariationCombinations.productVariationId],
    references: [productVariations.id],
  }),
  variation: one(variations, {
    fields: [productVariationCombinations.variationId],
    references: [variations.id],
  }),
  variationValue: one(variationValues, {
    fields: [productVariationCombinations.variationValueId],
    references: [variationValues.id],
  }),
}));

export const warehousesRelations = relations(warehouses, ({ one, many }) => ({
  shop: one(shops, { fields: [warehouses.shopId], references: [shops.id] }),
  stocks: many(productVariationStocks),
  zones: many(warehouseZones),
}));
export const productVariationStocksRelations = relations(productVariationStocks, ({ one }) => ({
  productVariation: one(productVariations, {
    fields: [productVariationStocks.productVariationId],
    references: [productVariations.id],
  }),
  warehouse: one(warehouses, { fields: [productVariationStocks.warehouseId], references: [warehouses.id] }),
}));
export const warehouseZonesRelations = relations(warehouseZones, ({ one }) => ({
  warehouse: one(warehouses, { fields: [warehouseZones.warehouseId], references: [warehouses.id] }),
  zone: one(zones, { fields: [warehouseZones.zoneId], references: [zones.id] }),
  shop: one(shops, { fields: [warehouseZones.shopId], references: [shops.id] }),
}));
export const zoneShippingChargesRelations = relations(zoneShippingCharges, ({ one }) => ({
  shop: one(shops, { fields: [zoneShippingCharges.shopId], references: [shops.id] }),
  zone: one(zones, { fields: [zoneShippingCharges.zoneId], references: [zones.id] }),
}));

export const cartsRelations = relations(carts, ({ one }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  guestUser: one(guestUsers, { fields: [carts.guestUserId], references: [guestUsers.id] }),
  productVariation: one(productVariations, {
    fields: [carts.productVariationId],
    references: [productVariations.id],
  }),
  warehouse: one(warehouses, { fields: [carts.warehouseId], references: [warehouses.id] }),
}));
export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));

export const couponsRelations = relations(coupons, ({ one, many }) => ({
  shop: one(shops, { fields: [coupons.shopId], references: [shops.id] }),
  conditions: many(couponConditions),
  products: many(couponProducts),
  categories: many(couponCategories),
  usages: many(couponUsages),
}));
export const couponConditionsRelations = relations(couponConditions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponConditions.couponId], references: [coupons.id] }),
}));
export const couponProductsRelations = relations(couponProducts, ({ one }) => ({
  coupon: one(coupons, { fields: [couponProducts.couponId], references: [coupons.id] }),
  product: one(products, { fields: [couponProducts.productId], references: [products.id] }),
}));
export const couponCategoriesRelations = relations(couponCategories, ({ one }) => ({
  coupon: one(coupons, { fields: [couponCategories.couponId], references: [coupons.id] }),
  category: one(categories, { fields: [couponCategories.categoryId], references: [categories.id] }),
}));
export const couponUsagesRelations = relations(couponUsages, ({ one }) => ({
  coupon: one(coupons, { fields: [couponUsages.couponId], references: [coupons.id] }),
  user: one(users, { fields: [couponUsages.userId], references: [users.id] }),
  order: one(orders, { fields: [couponUsages.orderId], references: [orders.id] }),
}));

export const campaignsRelations = relations(campaigns, ({ one, many }) => ({
  shop: one(shops, { fields: [campaigns.shopId], references: [shops.id] }),
  products: many(campaignProducts),
}));
export const campaignProductsRelations = relations(campaignProducts, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignProducts.campaignId], references: [campaigns.id] }),
  product: one(products, { fields: [campaignProducts.productId], references: [products.id] }),
  productVariation: one(productVariations, {
    fields: [campaignProducts.productVariationId],
    references: [productVariations.id],
  }),
}));

export const productReviewsRelations = relations(productReviews, ({ one, many }) => ({
  user: one(users, { fields: [productReviews.userId], references: [users.id] }),
  product: one(products, { fields: [productReviews.productId], references: [products.id] }),
  order: one(orders, { fields: [productReviews.orderId], references: [orders.id] }),
  shop: one(shops, { fields: [productReviews.shopId], references: [shops.id] }),
  images: many(reviewImages),
}));
export const reviewImagesRelations = relations(reviewImages, ({ one }) => ({
  review: one(productReviews, { fields: [reviewImages.reviewId], references: [productReviews.id] }),
}));
export const shopImpressionsRelations = relations(shopImpressions, ({ one }) => ({
  user: one(users, { fields: [shopImpressions.userId], references: [users.id] }),
  shop: one(shops, { fields: [shopImpressions.shopId], references: [shops.id] }),
}));

export const orderGroupsRelations = relations(orderGroups, ({ one, many }) => ({
  user: one(users, { fields: [orderGroups.userId], references: [users.id] }),
  shippingAddressRow: one(userAddresses, {
    fields: [orderGroups.shippingAddressId],
    references: [userAddresses.id],
    relationName: 'order_group_shipping_address',
  }),
  billingAddressRow: one(userAddresses, {
    fields: [orderGroups.billingAddressId],
    references: [userAddresses.id],
    relationName: 'order_group_billing_address',
  }),
  orders: many(orders),
  payments: many(payments),
}));
export const ordersRelations = relations(orders, ({ one, many }) => ({
  group: one(orderGroups, { fields: [orders.orderGroupId], references: [orderGroups.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  shop: one(shops, { fields: [orders.shopId], references: [shops.id] }),
  warehouse: one(warehouses, { fields: [orders.warehouseId], references: [warehouses.id] }),
  coupon: one(coupons, { fields: [orders.couponId], references: [coupons.id] }),
  items: many(orderItems),
  updates: many(orderUpdates),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
  productVariation: one(productVariations, {
    fields: [orderItems.productVariationId],
    references: [productVariations.id],
  }),
}));
export const orderUpdatesRelations = relations(orderUpdates, ({ one }) => ({
  order: one(orders, { fields: [orderUpdates.orderId], references: [orders.id] }),
  user: one(users, { fields: [orderUpdates.userId], references: [users.id] }),
}));
export const paymentsRelations = relations(payments, ({ one }) => ({
  group: one(orderGroups, { fields: [payments.orderGroupId], references: [orderGroups.id] }),
}));

export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  user: one(users, { fields: [conversations.userId], references: [users.id] }),
  shop: one(shops, { fields: [conversations.shopId], references: [shops.id] }),
  messages: many(conversationMessages),
}));
export const conversationMessagesRelations = relations(conversationMessages, ({ one }) => ({
  conversation: one(conversations, {
    fields: [conversationMessages.conversationId],
    references: [conversations.id],
  }),
  sender: one(users, { fields: [conversationMessages.userId], references: [users.id] }),
}));
