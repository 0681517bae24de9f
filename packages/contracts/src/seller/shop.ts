import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth.ts';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { emailText, idInput, MAX_INT4, text } from '../input.ts';
import { SELLER_SIGNUP_MESSAGES } from '../sellers.ts';

/**
 * The seller center's shop profile and shop page sections (issue 17 §8). The profile is what the
 * storefront shows of the shop (name, tagline, logo, banner, address, minimum order, shipping) and
 * its public contact; the sections are the shop home's blocks, in the shape the storefront's shop
 * page renders (`shop_sections`: boxed-width-banner, products, full-width-banner). The API and the
 * seller center's forms share these schemas.
 */

export const SHOP_PROFILE_MESSAGES = {
  nameRequired: SELLER_SIGNUP_MESSAGES.shopNameRequired,
  nameTooLong: SELLER_SIGNUP_MESSAGES.shopNameTooLong,
  taglineTooLong: 'The tagline may be at most 150 characters',
  descriptionTooLong: 'The description may be at most 5000 characters',
  addressTooLong: 'The address may be at most 500 characters',
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
  emailInvalid: SELLER_SIGNUP_MESSAGES.emailInvalid,
  amountInvalid: 'Enter an amount of 0 or more',
  amountTooLarge: 'The amount is too large',
  amountPrecision: 'The amount has more decimals than the currency',
  shopNotFound: 'Shop not found',
  saved: 'Shop profile saved',
  badImage: 'Only jpg, jpeg, png and webp images of 4mb size are allowed',
  imageRequired: 'Choose an image to upload',
  logoSaved: 'Logo updated',
  bannerSaved: 'Banner updated',
  bannerUploaded: 'Banner uploaded',
  sectionsSaved: 'Shop sections saved',
  sectionNotFound: 'Section not found',
  productNotFound: 'Product not found',
  tooManySections: 'A shop page may have at most 20 sections',
  tooManyProducts: 'A section may list at most 30 products',
  tooManyBanners: 'A banner group may hold at most 10 banners',
  titleTooLong: 'A title may be at most 100 characters',
  linkInvalid: 'A link is a path of this shop (starting with /) or an http(s) address',
  bannerNotYours: 'Use a banner uploaded for your shop',
  languageInvalid: 'Unknown language',
  sectionTypeInvalid: 'Unknown section type',
} as const;

const M = SHOP_PROFILE_MESSAGES;

export const MAX_SHOP_SECTIONS = 20;
export const MAX_SECTION_PRODUCTS = 30;
export const MAX_SECTION_BANNERS = 10;
export const SECTION_PRODUCTS_PAGE_SIZE = 20;

/** Optional text: trimmed, empty becomes null. */
function optionalText(max: number, message: string) {
  return text()
    .trim()
    .max(max, { message })
    .nullable()
    .transform((v) => (v === '' ? null : v));
}

/**
 * A money amount on the wire (a decimal of the shop's currency, 0 or more). The API also refuses
 * an amount with more decimals than the currency or whose minor units do not fit a column.
 */
export const amountInput = z
  .number({ message: M.amountInvalid })
  .min(0, { message: M.amountInvalid })
  .max(MAX_INT4, { message: M.amountTooLarge });

// Profile -----------------------------------------------------------------------------------------

export const sellerShopProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the shop's address on the storefront: `/shops/{slug}`; it never changes */
  slug: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  minOrderAmount: z.number(),
  defaultShippingCharge: z.number(),
  /** set by the operator; until then nothing of the shop is on the storefront */
  isApproved: z.boolean(),
  isPublished: z.boolean(),
});
export type SellerShopProfile = z.infer<typeof sellerShopProfile>;

/** The profile form (every field) and, all optional, the PATCH /seller/shop body. */
export const shopProfileBody = z.object({
  name: text({ message: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired })
    .max(100, { message: M.nameTooLong }),
  tagline: optionalText(150, M.taglineTooLong),
  description: optionalText(5000, M.descriptionTooLong),
  contactPhone: text()
    .trim()
    .regex(/^(\+?[0-9][0-9 ()-]{4,22}[0-9])?$/, { message: M.phoneInvalid })
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  contactEmail: text()
    .trim()
    .max(254, { message: M.emailInvalid })
    .pipe(z.union([z.literal(''), emailText({ message: M.emailInvalid })]))
    .nullable()
    .transform((v) => (v === '' ? null : (v?.toLowerCase() ?? null))),
  address: optionalText(500, M.addressTooLong),
  minOrderAmount: amountInput,
  defaultShippingCharge: amountInput,
  /** also set every zone's own shipping charge to the new default */
  applyChargeToAllZones: z.boolean().optional(),
});
export type ShopProfileBody = z.infer<typeof shopProfileBody>;
export type ShopProfileInput = z.input<typeof shopProfileBody>;

export const shopProfilePatch = shopProfileBody.partial();
export type ShopProfilePatch = z.infer<typeof shopProfilePatch>;

/** POST /seller/shop/sections/banners: where the uploaded banner is stored. */
export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

// Sections ----------------------------------------------------------------------------------------

const link = text()
  .trim()
  .max(500, { message: M.linkInvalid })
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)?$/i, { message: M.linkInvalid });

/** A list in a body: one value or none is still a list. */
function listOf<T extends z.ZodType>(item: T, max: number, message: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(max, { message }),
  );
}

const banners = listOf(text().trim().min(1).max(500), MAX_SECTION_BANNERS, M.tooManyBanners);

const title = text().trim().max(100, { message: M.titleTooLong });

/** A section title in another language than the base one. */
export const sectionTitle = z.object({
  langCode: text().trim().min(2, { message: M.languageInvalid }).max(10, { message: M.languageInvalid }),
  title,
});

const sectionBase = {
  /** an existing section of the shop; none for a new one */
  id: idInput(M.sectionNotFound).optional(),
  /** the base title (shown when there is none in the reader's language) */
  title,
  titles: listOf(sectionTitle, 10, M.languageInvalid),
};

export const productsSectionInput = z.object({
  ...sectionBase,
  type: z.literal('products'),
  /** the shop's own products, in this order */
  products: listOf(idInput(M.productNotFound), MAX_SECTION_PRODUCTS, M.tooManyProducts),
});

export const boxedWidthBannerSectionInput = z.object({
  ...sectionBase,
  type: z.literal('boxed-width-banner'),
  box1Link: link,
  box1Banners: banners,
  box2Link: link,
  box2Banners: banners,
});

export const fullWidthBannerSectionInput = z.object({
  ...sectionBase,
  type: z.literal('full-width-banner'),
  link,
  banners,
});

export const sectionInput = z.discriminatedUnion(
  'type',
  [productsSectionInput, boxedWidthBannerSectionInput, fullWidthBannerSectionInput],
  { message: M.sectionTypeInvalid },
);
export type SectionInput = z.infer<typeof sectionInput>;
export type SectionFormValue = z.input<typeof sectionInput>;

/** PUT /seller/shop/sections: every section of the shop page, in order (replaces them). */
export const shopSectionsBody = z.object({
  sections: listOf(sectionInput, MAX_SHOP_SECTIONS, M.tooManySections),
});
export type ShopSectionsBody = z.infer<typeof shopSectionsBody>;
export type ShopSectionsInput = z.input<typeof shopSectionsBody>;

/** A product as the section editor and its preview show it. */
export const sectionProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  /** what its card costs now (wire money) */
  price: z.number(),
  isPublished: z.boolean(),
});
export type SectionProduct = z.infer<typeof sectionProduct>;

const storedTitles = z.array(z.object({ langCode: z.string(), title: z.string() }));

/** A stored section: the body's shape with its id, and its products' cards for the editor. */
export const sellerShopSection = z.discriminatedUnion('type', [
  z.object({
    id: z.number().int(),
    type: z.literal('products'),
    title: z.string(),
    titles: storedTitles,
    products: z.array(z.number().int()),
    /** the cards of `products` that still exist, in that order */
    items: z.array(sectionProduct),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal('boxed-width-banner'),
    title: z.string(),
    titles: storedTitles,
    box1Link: z.string(),
    box1Banners: z.array(z.string()),
    box2Link: z.string(),
    box2Banners: z.array(z.string()),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal('full-width-banner'),
    title: z.string(),
    titles: storedTitles,
    link: z.string(),
    banners: z.array(z.string()),
  }),
]);
export type SellerShopSection = z.infer<typeof sellerShopSection>;

export const sellerShopSections = z.object({ sections: z.array(sellerShopSection) });
export type SellerShopSections = z.infer<typeof sellerShopSections>;

/** GET /seller/shop/products: the shop's products to pick for a section. */
export const sectionProductsQuery = z.object({
  page: pageParam,
  limit: limitParam(SECTION_PRODUCTS_PAGE_SIZE),
  search: textParam,
});
export type SectionProductsQuery = z.infer<typeof sectionProductsQuery>;

export const sectionProductsResult = paginated(sectionProduct);
export type SectionProductsResult = z.infer<typeof sectionProductsResult>;
