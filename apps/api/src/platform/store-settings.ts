import { CURRENCY_POSITIONS } from '@shop/contracts/admin/settings';
import { APP_MODES, SHIPPED_LANGUAGES } from '@shop/contracts/constants';
import { z } from 'zod';

/**
 * Store-level settings kept in the `settings` table (one row per key, JSON value).
 * This schema is the single list of keys: the seed writes them, the API reads them through it,
 * and a missing key falls back to the default here. Flags are the strings "1"/"0" as on the wire.
 * Images are public URLs (`/uploads/...`); id lists reference rows of the named table.
 */
const flag = z.enum(['0', '1']).default('0');
const text = z.string().default('');
const ids = z.array(z.number().int()).default([]);
/**
 * Per-language values of a value's text fields, by language code (`es-ES`, `ar-SA`); a missing or
 * empty one shows the base text (`localizeSettings`). They live inside the value they translate, so
 * reordering or removing a banner carries its translations along.
 */
const translationsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.record(z.string(), z.object(shape).partial()).default({});
const bannerTexts = { title: text, subtitle: text, cta: text };
/**
 * A home banner: its picture and link, the operator's schedule (ISO times; absent or null: no
 * bound), and the text laid over the picture, per language. The storefront shows a banner only
 * while it is live (`liveBanners`).
 */
const banners = z
  .array(
    z.object({
      image: z.string(),
      url: z.string(),
      startAt: z.string().nullable().optional(),
      endAt: z.string().nullable().optional(),
      ...bannerTexts,
      translations: translationsOf({ title: z.string(), subtitle: z.string(), cta: z.string() }),
    }),
  )
  .default([]);

/** The text settings a shop writes that have per-language values in `homeTextTranslations`. */
export const TRANSLATED_TEXT_SETTINGS = [
  'homeProductSectionOneTitle',
  'homeProductSectionTwoTitle',
  'homeFeaturedProductTitle',
  'homeFeaturedProductSubTitle',
  'homeAboutUsTitle',
  'homeAboutUsSubTitle',
  'homeAboutUsText',
  'homeFooterCopyrightText',
] as const;
export type TranslatedTextSetting = (typeof TRANSLATED_TEXT_SETTINGS)[number];

export const storeSettings = z.object({
  // Home: the blocks' order and the blocks without a flag of their own that are off (issue 18 §4)
  /** block keys (`HOME_BLOCK_KEYS`) in the home's order; missing ones follow in the default order */
  homeBlockOrder: z.array(z.string()).default([]),
  /** blocks whose answer has no flag (banners, videos, new arrivals, category rows) turned off */
  homeHiddenBlocks: z.array(z.string()).default([]),
  // Home: sliders, videos, banner rows
  homeSliders: banners,
  homeVideos: z.array(z.string()).default([]),
  homeFullWidthBanners: banners,
  homeFourBannersRow: banners,
  homeTwoBannersRow: banners,
  homeThreeBannersRow: banners,
  // Home: product and category blocks
  showHomeFeaturedCategories: flag,
  homeFeaturedCategories: ids,
  showHomeFeaturedProducts: flag,
  homeFeaturedProducts: ids,
  homeFeaturedProductBanner: text,
  homeFeaturedProductLink: text,
  /** the text over the featured products' banner */
  homeFeaturedProductTitle: text,
  homeFeaturedProductSubTitle: text,
  showHomeFlashSale: flag,
  /** campaigns.id of the campaign shown as the flash sale */
  homeFlashSaleCampaign: z.number().int().nullable().default(null),
  showHomeProductSectionOne: flag,
  homeProductSectionOneTitle: text,
  homeProductSectionOne: ids,
  showHomeProductSectionTwo: flag,
  homeProductSectionTwoTitle: text,
  homeProductSectionTwo: ids,
  showHomeTrendyProducts: flag,
  homeTrendyProducts: ids,
  showHomeFeaturedShops: flag,
  homeFeaturedShops: ids,
  showHomeFeaturedBrands: flag,
  homeFeaturedBrands: ids,
  /** rows of products per category: category id with a banner image and link */
  homeCategoryProducts: z
    .array(
      z.object({
        categoryId: z.number().int(),
        image: z.string(),
        url: z.string(),
        title: text,
        subtitle: text,
        translations: translationsOf({ title: z.string(), subtitle: z.string() }),
      }),
    )
    .default([]),
  showHomeMainCategories: flag,
  homeMainCategories: ids,
  showHomeAboutUsSection: flag,
  homeAboutUsTitle: text,
  homeAboutUsSubTitle: text,
  homeAboutUsText: text,
  homeAboutUsImage: text,
  /** language code → per-language values of `TRANSLATED_TEXT_SETTINGS` ("" or missing: the base text) */
  homeTextTranslations: z
    .record(
      z.string(),
      z
        .object(
          Object.fromEntries(TRANSLATED_TEXT_SETTINGS.map((k) => [k, z.string()])) as Record<
            TranslatedTextSetting,
            z.ZodString
          >,
        )
        .partial(),
    )
    .default({}),
  // Footer
  homeFooterLogo: text,
  homeFooterCustomerSupport: text,
  homeFooterAddress: text,
  homeFooterEmail: text,
  showFacebookLink: flag,
  homeFooterFacebookLink: text,
  showTwitterLink: flag,
  homeFooterTwitterLink: text,
  showInstagramLink: flag,
  homeFooterInstagramLink: text,
  showYoutubeLink: flag,
  homeFooterYoutubeLink: text,
  showLinkedInLink: flag,
  homeFooterLinkedInLink: text,
  showPlayStoreLink: flag,
  homeFooterPlayStoreLink: text,
  showAppStoreLink: flag,
  homeFooterAppStoreLink: text,
  homeFooterQuickLinks: z
    .array(
      z.object({ title: z.string(), url: z.string(), translations: translationsOf({ title: z.string() }) }),
    )
    .default([]),
  /** tag names */
  homeFooterPopularTags: z.array(z.string()).default([]),
  homeFooterCopyrightText: text,
  homeFooterSecuredPayments: text,
  // Checkout and orders
  /** enabled payment method values, in display order (e.g. cash_on_delivery, card_on_delivery, stripe) */
  paymentMethods: z.array(z.string()).default(['cash_on_delivery']),
  codAvailable: flag,
  orderCodePrefix: z.string().default('#'),
  orderCodeStartsFrom: z.number().int().min(1).default(10001),
  /** whether new accounts must verify their phone with a one-time code */
  phoneVerification: flag,
  adminCommissionPercentage: z.number().min(0).max(100).default(0),
  // Branding
  siteLogo: text,
  siteFavicon: text,
  // Set in the operator console; null = as the server's environment says (platform/live-settings.ts)
  /** APP_NAME */
  appName: z.string().min(1).nullable().default(null),
  /** APP_MODE */
  appMode: z.enum(APP_MODES).nullable().default(null),
  /** PRIMARY_COLOR */
  primaryColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .nullable()
    .default(null),
  /** CURRENCY_CODE, CURRENCY_SYMBOL, CURRENCY_POSITION (never the decimals: CURRENCY_DECIMALS is the unit of every amount) */
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .default(null),
  currencySymbol: z.string().min(1).nullable().default(null),
  currencyPosition: z.enum(CURRENCY_POSITIONS).nullable().default(null),
  /** DEFAULT_LANGUAGE */
  defaultLanguage: z.enum(SHIPPED_LANGUAGES).nullable().default(null),
});

export type StoreSettings = z.infer<typeof storeSettings>;
export type StoreSettingKey = keyof StoreSettings;
