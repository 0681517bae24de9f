import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { CONTENT_TRANSLATION_LANGS, type ContentTranslationLang } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { HOME_BLOCK_KEYS, homeBlockKey } from '../home.ts';
import { emailText, idInput, text } from '../input.ts';

/**
 * The operator console's storefront content (issue 18 §4): the home page's blocks (on/off, order,
 * featured categories and products, the about block), its banners per position with a schedule,
 * the CMS pages with their translations, the footer's links and the newsletter's subscribers.
 * The API and the console's forms share these schemas. The storefront's own calls keep their
 * shapes (API spec "Homepage", "Catalog, search, pages").
 */

export const CONTENT_MESSAGES = {
  blocksInvalid: 'List every home block once',
  blocksSaved: 'Home blocks saved',
  featuredSaved: 'Featured categories and products saved',
  aboutSaved: 'About block saved',
  tooManyPicks: 'At most 30 may be featured',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  titleTooLong: 'The title may be at most 200 characters',
  textTooLong: 'The text may be at most 5000 characters',
  imageInvalid: 'Use a picture uploaded here',
  imageRequired: 'Choose an image to upload',
  badImage: 'Only jpg, jpeg, png and webp images of 4mb size are allowed',
  imageUploaded: 'Picture uploaded',
  linkInvalid: 'A link is a path of this shop (starting with /) or an http(s) address',
  dateInvalid: 'Enter a valid date and time',
  endBeforeStart: 'The end must be after the start',
  tooManyBanners: 'A position may hold at most 12 banners',
  bannerImageRequired: 'Every banner needs a picture',
  bannersSaved: 'Banners saved',
  ctaTooLong: 'The call to action may be at most 40 characters',
  titlesSaved: 'Block titles saved',
  pageNotFound: 'Page not found',
  pageTitleRequired: 'Enter the title',
  slugInvalid: 'Use lower-case letters, digits and dashes',
  slugTaken: 'Another page has this address',
  contentTooLong: 'The content is too long',
  metaTooLong: 'At most 300 characters',
  pageCreated: 'Page created',
  pageSaved: 'Page saved',
  emailInvalid: 'Invalid email',
  supportTooLong: 'At most 100 characters',
  footerSaved: 'Footer saved',
  tooManyLinks: 'At most 20 links',
  linkTitleRequired: 'Enter the link text',
} as const;

const M = CONTENT_MESSAGES;

/** A picture field: "" (none) or a picture stored by the shop (`/uploads/...`, `/images/...`). */
export const storedImage = text()
  .trim()
  .max(500, { message: M.imageInvalid })
  .regex(/^(\/(uploads|images)\/[A-Za-z0-9._/-]+)?$/, { message: M.imageInvalid });

/** A link: "" or a path of this shop (starting with one /) or an http(s) address. */
export const linkInput = text()
  .trim()
  .max(500, { message: M.linkInvalid })
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)?$/i, { message: M.linkInvalid });

export { CONTENT_TRANSLATION_LANGS, type ContentTranslationLang };

/** A short text a shopper reads (a title, a banner line): "" for none. */
const shortText = () => text().trim().max(200, { message: M.titleTooLong }).prefault('');

/**
 * The per-language values of some fields, `{ 'es-ES': {...}, 'ar-SA': {...} }`; a missing language
 * or field is "" (the base text shows).
 */
function translationsOf<T extends z.ZodRawShape>(shape: T) {
  // every field has a default ("" for none), so {} is a valid input of `one`
  const one = z.object(shape).prefault({} as z.input<z.ZodObject<T>>);
  return z.object({ 'es-ES': one, 'ar-SA': one }).prefault({});
}

/** POST /admin/storefront/images: where the uploaded picture is stored. */
export const uploadedPicture = z.object({ url: z.string() });
export type UploadedPicture = z.infer<typeof uploadedPicture>;

// Home blocks -------------------------------------------------------------------------------------

export const homeBlockSetting = z.object({ key: homeBlockKey, enabled: z.boolean() });
export type HomeBlockSetting = z.infer<typeof homeBlockSetting>;

/** PUT /admin/storefront/home/blocks: every home block once, in the order the home shows them. */
export const homeBlocksBody = z.object({
  blocks: z
    .array(homeBlockSetting)
    .refine(
      (list) =>
        list.length === HOME_BLOCK_KEYS.length &&
        new Set(list.map((b) => b.key)).size === HOME_BLOCK_KEYS.length,
      { message: M.blocksInvalid },
    ),
});
export type HomeBlocksBody = z.infer<typeof homeBlocksBody>;

export const MAX_FEATURED = 30;

/** PUT /admin/storefront/home/featured: the featured categories and products, in order. */
export const homeFeaturedBody = z.object({
  categoryIds: z.array(idInput(M.categoryNotFound)).max(MAX_FEATURED, { message: M.tooManyPicks }),
  productIds: z.array(idInput(M.productNotFound)).max(MAX_FEATURED, { message: M.tooManyPicks }),
  /** the picture beside the featured products ("" for none) and where it leads */
  productBanner: storedImage,
  productLink: linkInput,
});
export type HomeFeaturedBody = z.infer<typeof homeFeaturedBody>;

/** PUT /admin/storefront/home/about: the about block's text and picture. */
const aboutTexts = {
  title: text().trim().max(200, { message: M.titleTooLong }),
  subTitle: text().trim().max(200, { message: M.titleTooLong }),
  text: text().trim().max(5000, { message: M.textTooLong }),
};
export const homeAboutBody = z.object({
  ...aboutTexts,
  image: storedImage,
  translations: translationsOf({
    title: aboutTexts.title.prefault(''),
    subTitle: aboutTexts.subTitle.prefault(''),
    text: aboutTexts.text.prefault(''),
  }),
});
export type HomeAboutBody = z.infer<typeof homeAboutBody>;
export type HomeAboutFormValue = z.input<typeof homeAboutBody>;

const titleTexts = {
  /** the titles of the two product sections */
  productSectionOneTitle: shortText(),
  productSectionTwoTitle: shortText(),
  /** the text over the featured products' banner */
  featuredProductTitle: shortText(),
  featuredProductSubTitle: shortText(),
};
/** PUT /admin/storefront/home/titles: the home blocks' own titles, in each language. */
export const homeTitlesBody = z.object({ ...titleTexts, translations: translationsOf(titleTexts) });
export type HomeTitlesBody = z.infer<typeof homeTitlesBody>;
export type HomeTitlesFormValue = z.input<typeof homeTitlesBody>;

export const pickedCategory = z.object({ id: z.number().int(), name: z.string() });
export const pickedProduct = z.object({ id: z.number().int(), name: z.string(), thumbnailImg: z.string() });
export type PickedProduct = z.infer<typeof pickedProduct>;

/** GET /admin/storefront/product-options: products to feature, by name. */
export const productOptionsQuery = z.object({ search: textParam });
export const productOptions = z.array(pickedProduct);

/** GET /admin/storefront/category-options: the active categories as a tree, to feature. */
export interface CategoryOption {
  id: number;
  name: string;
  children_categories: CategoryOption[];
}
export const categoryOption: z.ZodType<CategoryOption> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), children_categories: z.array(categoryOption) }),
);
export const categoryOptions = z.array(categoryOption);

/** GET /admin/storefront/home */
export const adminHome = z.object({
  /** every block once, in the home's order */
  blocks: z.array(homeBlockSetting),
  featuredCategories: z.array(pickedCategory),
  featuredProducts: z.array(pickedProduct),
  featuredProductBanner: z.string(),
  featuredProductLink: z.string(),
  about: homeAboutBody,
  titles: homeTitlesBody,
});
export type AdminHome = z.infer<typeof adminHome>;

// Banners -----------------------------------------------------------------------------------------

/** The home's banner positions (each one of the home's blocks). */
export const BANNER_POSITIONS = [
  'sliders',
  'fullWidthBanner',
  'fourBannersRow',
  'twoBannersRow',
  'threeBannersRow',
] as const satisfies readonly (typeof HOME_BLOCK_KEYS)[number][];
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const bannerPosition = z.enum(BANNER_POSITIONS, { message: 'Unknown banner position' });

export const MAX_BANNERS = 12;

/** An ISO date-time, or null (no bound). */
const when = z
  .union([z.null(), text().trim()])
  .refine((v) => v === null || v === '' || !Number.isNaN(Date.parse(v)), { message: M.dateInvalid })
  .transform((v) => (v === null || v === '' ? null : new Date(v).toISOString()));

const bannerTexts = {
  /** drawn over the picture by the storefront ("" for none) */
  title: shortText(),
  subtitle: shortText(),
  /** the call to action, e.g. "Shop now" */
  cta: text().trim().max(40, { message: M.ctaTooLong }).prefault(''),
};
export const bannerText = z.object(bannerTexts);
export type BannerText = z.infer<typeof bannerText>;

export const bannerInput = z
  .object({
    image: storedImage.refine((v) => v !== '', { message: M.bannerImageRequired }),
    url: linkInput,
    /** shown from (null: at once) */
    startAt: when,
    /** shown until (null: for good) */
    endAt: when,
    ...bannerTexts,
    translations: translationsOf(bannerTexts),
  })
  .refine((b) => !b.startAt || !b.endAt || Date.parse(b.endAt) > Date.parse(b.startAt), {
    message: M.endBeforeStart,
    path: ['endAt'],
  });
export type BannerInput = z.infer<typeof bannerInput>;
export type BannerFormValue = z.input<typeof bannerInput>;

/** PUT /admin/storefront/banners/:position: the position's banners, in order (replaces them). */
export const bannerListBody = z.object({
  banners: z.array(bannerInput).max(MAX_BANNERS, { message: M.tooManyBanners }),
});
export type BannerListBody = z.infer<typeof bannerListBody>;

const bannerTextOut = z.object({ title: z.string(), subtitle: z.string(), cta: z.string() });
export const adminBanner = z.object({
  image: z.string(),
  url: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  translations: z.object({ 'es-ES': bannerTextOut, 'ar-SA': bannerTextOut }),
  /** shown on the storefront now (within its schedule) */
  live: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

/** GET /admin/storefront/banners: every position's banners in order. */
export const adminBanners = z.object({
  positions: z.array(z.object({ position: bannerPosition, banners: z.array(adminBanner) })),
});
export type AdminBanners = z.infer<typeof adminBanners>;

// CMS pages ---------------------------------------------------------------------------------------

/** The languages a page is translated into (the base text is en-US). */
export const PAGE_TRANSLATION_LANGS = CONTENT_TRANSLATION_LANGS;
export type PageTranslationLang = (typeof PAGE_TRANSLATION_LANGS)[number];

export const PAGES_PAGE_SIZE = 20;
export const PAGE_CONTENT_MAX = 200_000;

export const adminPagesQuery = z.object({
  page: pageParam,
  limit: limitParam(PAGES_PAGE_SIZE),
  /** matches the title and the slug */
  search: textParam,
});
export type AdminPagesQuery = z.infer<typeof adminPagesQuery>;

export const adminPageRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  isActive: z.boolean(),
  /** unix seconds */
  updatedAt: z.number().int(),
});
export type AdminPageRow = z.infer<typeof adminPageRow>;
export const adminPagesResult = paginated(adminPageRow);
export type AdminPagesResult = z.infer<typeof adminPagesResult>;

const metaText = text().trim().max(300, { message: M.metaTooLong });
const pageContent = text().max(PAGE_CONTENT_MAX, { message: M.contentTooLong });

export const pageTranslationInput = z.object({
  /** empty: the base title is shown */
  title: text().trim().max(200, { message: M.titleTooLong }),
  /** rich text (HTML), sanitised by the server; empty: the base content is shown */
  content: pageContent,
  metaTitle: metaText,
  metaDescription: metaText,
});
export type PageTranslationInput = z.infer<typeof pageTranslationInput>;

/** POST /admin/storefront/pages and PUT /admin/storefront/pages/:id */
export const pageBody = z.object({
  title: text({ message: M.pageTitleRequired })
    .trim()
    .min(1, { message: M.pageTitleRequired })
    .max(200, { message: M.titleTooLong }),
  /** the address: /pages/{slug} */
  slug: text({ message: M.slugInvalid })
    .trim()
    .toLowerCase()
    .max(200, { message: M.slugInvalid })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: M.slugInvalid }),
  /** rich text (HTML), sanitised by the server */
  content: pageContent,
  metaTitle: metaText,
  metaDescription: metaText,
  metaKeywords: metaText,
  /** shown on the storefront (else /pages/{slug} is not found) */
  isActive: z.boolean(),
  translations: z.object({ 'es-ES': pageTranslationInput, 'ar-SA': pageTranslationInput }),
});
export type PageBody = z.infer<typeof pageBody>;
export type PageFormValue = z.input<typeof pageBody>;

export const adminPage = pageBody.extend({
  id: z.number().int(),
  type: z.string(),
  updatedAt: z.number().int(),
});
export type AdminPage = z.infer<typeof adminPage>;

// Footer ------------------------------------------------------------------------------------------

export const SOCIAL_LINKS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'linkedIn',
  'playStore',
  'appStore',
] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

const socialLink = z.object({ show: z.boolean(), url: linkInput });

/** GET and PUT /admin/storefront/footer */
export const footerBody = z.object({
  customerSupport: text().trim().max(100, { message: M.supportTooLong }),
  address: text().trim().max(500, { message: M.textTooLong }),
  email: text()
    .trim()
    .max(254, { message: M.emailInvalid })
    .pipe(z.union([z.literal(''), emailText({ message: M.emailInvalid })])),
  copyrightText: text().trim().max(500, { message: M.textTooLong }),
  /** the copyright line in Spanish and Arabic ("" or missing: the base line shows) */
  translations: translationsOf({
    copyrightText: text().trim().max(500, { message: M.textTooLong }).prefault(''),
  }),
  social: z.object({
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    youtube: socialLink,
    linkedIn: socialLink,
    playStore: socialLink,
    appStore: socialLink,
  }),
  quickLinks: z
    .array(
      z.object({
        title: text({ message: M.linkTitleRequired })
          .trim()
          .min(1, { message: M.linkTitleRequired })
          .max(100, { message: M.titleTooLong }),
        url: linkInput.refine((v) => v !== '', { message: M.linkInvalid }),
        /** the title in Spanish and Arabic ("" or missing: the base title shows) */
        translations: translationsOf({
          title: text().trim().max(100, { message: M.titleTooLong }).prefault(''),
        }),
      }),
    )
    .max(20, { message: M.tooManyLinks }),
});
export type FooterBody = z.infer<typeof footerBody>;
export type FooterFormValue = z.input<typeof footerBody>;

// Newsletter --------------------------------------------------------------------------------------

export const SUBSCRIBERS_PAGE_SIZE = 25;

export const subscribersQuery = z.object({
  page: pageParam,
  limit: limitParam(SUBSCRIBERS_PAGE_SIZE),
  /** part of the e-mail */
  search: textParam,
});
export type SubscribersQuery = z.infer<typeof subscribersQuery>;

export const subscribersExportQuery = z.object({ search: textParam });
export type SubscribersExportQuery = z.infer<typeof subscribersExportQuery>;

export const subscriberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  /** unix seconds */
  createdAt: z.number().int(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;
export const subscribersResult = paginated(subscriberRow);
export type SubscribersResult = z.infer<typeof subscribersResult>;
