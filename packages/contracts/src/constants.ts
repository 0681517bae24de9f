/** Business constants and limits (storefront spec §9). */
export const DEFAULT_COUNTRY_ID = 18;
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const RATING_MAX = 5;
export const LISTING_PAGE_SIZE = 16;
export const LISTING_SKELETONS = 8;
export const REVIEWS_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 600;
export const CHAT_MESSAGES_POLL_MS = 4000;
export const CHAT_CONVERSATIONS_POLL_MS = 8000;
export const GUARD_REDIRECT_DELAY_MS = 100;
export const PAYMENT_AUTOSUBMIT_DELAY_MS = 100;
export const BREADCRUMB_MAX_CHARS = 15;
export const BRANDS_PLACEHOLDERS = 12;
export const COUPONS_PLACEHOLDERS = 6;
export const SHOPS_PLACEHOLDERS = 18;
export const DEFAULT_LANGUAGE = 'en-US';
/**
 * The languages the shop's own texts (home titles, banners, pages, product names and descriptions)
 * are translated into; the base text is the default language's. An empty translated field shows
 * the base text (per field).
 */
export const CONTENT_TRANSLATION_LANGS = ['es-ES', 'ar-SA'] as const;
export type ContentTranslationLang = (typeof CONTENT_TRANSLATION_LANGS)[number];
export const GUEST_COOKIE = 'guestUserId';
export const LANGUAGE_COOKIE = 'lang';

export const SORT_OPTIONS = ['lowToHigh', 'highToLow', 'newest', 'oldest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DELIVERY_STATUSES = [
  'order_placed',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHOP_IMPRESSIONS = ['positive', 'negative', 'neutral'] as const;
export type ShopImpression = (typeof SHOP_IMPRESSIONS)[number];

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const APP_MODES = ['multiVendor', 'singleVendor'] as const;
export type AppMode = (typeof APP_MODES)[number];

/** Shop id 1 is the platform's own shop; its campaigns are the "mega" campaigns. */
export const ADMIN_SHOP_ID = 1;

export const POPUP_NAMES = [
  'confirmation',
  'dashboard-sidebar',
  'product-review',
  'search',
  'address',
  'user-location',
  'signin',
  'signup',
  'forget-password',
  'user-verification',
  'cart',
  'categories',
  'coupon-details',
  'product-preview',
] as const;
export type PopupName = (typeof POPUP_NAMES)[number];

/** The languages the shop ships translations for (DEFAULT_LANGUAGE's values). */
export const SHIPPED_LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
