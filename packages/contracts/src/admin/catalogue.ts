import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { idInput, text } from '../input.ts';

/**
 * The operator console's catalogue vocabulary (issue 18 §3): the category tree, brands, attributes
 * and their values, units, badges and tags. The same schemas check the console's forms and the
 * API's bodies. Names have translations for the shop's other languages (es-ES, ar-SA); an empty
 * translation means "none" (the base name shows).
 */
export const CATALOGUE_MESSAGES = {
  created: '{name} created',
  saved: '{name} saved',
  deleted: '{name} deleted',
  moved: '{name} moved',
  shown: '{name} is shown on the storefront',
  hidden: '{name} is hidden from the storefront',
  imageSaved: 'Picture saved',
  imageRemoved: 'Picture removed',
  imageRequired: 'Choose a picture',
  badImage: 'Only jpg, jpeg, png and webp images of 4 MB at most are allowed',
  nameRequired: 'Enter a name',
  nameTooLong: 'The name may be at most 100 characters',
  slugFormat: 'A slug holds lower-case letters a–z, digits and single hyphens',
  slugTooLong: 'The slug may be at most 100 characters',
  slugTaken: 'This slug is already used',
  nameTaken: 'This name is already used',
  colorFormat: 'Enter a colour as #rrggbb',
  categoryNotFound: 'Category not found',
  parentNotFound: 'The parent category does not exist',
  parentIsDescendant: 'A category cannot move under itself or one of its subcategories',
  categoryInUse: 'This category has {count} products; move them to another category before deleting it',
  categoryHasChildren: 'This category has subcategories; move or delete them first',
  alreadyFirst: 'This category is already the first of its level',
  alreadyLast: 'This category is already the last of its level',
  brandNotFound: 'Brand not found',
  brandInUse: 'This brand has {count} products; take it off them before deleting it',
  attributeNotFound: 'Attribute not found',
  attributeInUse:
    'This attribute is used by {count} product variations; hide it instead, or remove it from those products first',
  valueNotFound: 'Value not found',
  valueInUse:
    'This value is used by {count} product variations; hide it instead, or remove it from those products first',
  unitNotFound: 'Unit not found',
  unitInUse: 'This unit is used by {count} products; choose another unit for them before deleting it',
  badgeNotFound: 'Badge not found',
  badgeInUse: 'This badge is on {count} products; take it off them before deleting it',
  tagNotFound: 'Tag not found',
  tagInUse: 'This tag is on {count} products; take it off them before deleting it',
  translationTooLong: 'A translation may be at most 100 characters',
} as const;
const M = CATALOGUE_MESSAGES;

/** The languages a name is translated into (the base name is the shop's en-US text). */
export const TRANSLATION_LANGUAGES = ['es-ES', 'ar-SA'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

/**
 * The slug a name gives: accents dropped, lower case, every run of other characters one "-"
 * ("Café & Tea" → "cafe-tea"); empty when nothing is left (a name in another script: the API then
 * uses `fallback`). The console shows it while the operator types; the API makes it unique.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - 10)
    .replace(/^-+|-+$/g, '');
}

export const nameField = text({ message: M.nameRequired })
  .trim()
  .min(1, { message: M.nameRequired })
  .max(100, { message: M.nameTooLong });

/** A slug as typed; empty means "make one from the name". */
export const slugField = text({ message: M.slugFormat })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, { message: M.slugTooLong })
  .refine((v) => v === '' || SLUG_PATTERN.test(v), { message: M.slugFormat });

const translationText = text({ message: M.translationTooLong })
  .trim()
  .max(100, { message: M.translationTooLong });

/** A name in each other language ("" = no translation). */
export const translationsField = z.object({
  'es-ES': translationText.default(''),
  'ar-SA': translationText.default(''),
});
export type Translations = z.infer<typeof translationsField>;
const translationsOut = z.object({ 'es-ES': z.string(), 'ar-SA': z.string() });

/** A colour as #rrggbb (lower case stored). */
export const colorField = text({ message: M.colorFormat })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { message: M.colorFormat });

export const catalogueIdParams = z.object({ id: idInput() });

// Categories ----------------------------------------------------------------------------------------

/** One category of the tree as the console edits it (the list is flat, parents before children). */
export const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string().nullable(),
  /** shown on the storefront (its menu, pages and home); hidden with its subcategories */
  isActive: z.boolean(),
  sortingOrder: z.number().int(),
  /** products (not deleted) in this category itself */
  productCount: z.number().int(),
  translations: translationsOut,
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** GET /admin/catalogue/categories: every category, depth first in the storefront's order. */
export const adminCategoryTree = z.object({ categories: z.array(adminCategory) });
export type AdminCategoryTree = z.infer<typeof adminCategoryTree>;

/** POST /admin/catalogue/categories: a new category, last among its siblings. */
export const categoryCreateBody = z.object({
  name: nameField,
  slug: slugField.default(''),
  parentId: idInput(M.parentNotFound).nullable().default(null),
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBody>;
export type CategoryCreateInput = z.input<typeof categoryCreateBody>;

/** PATCH /admin/catalogue/categories/{id}: only the fields sent change (hiding hides the subtree). */
export const categoryUpdateBody = z.object({
  name: nameField.optional(),
  slug: slugField.optional(),
  isActive: z.boolean().optional(),
  translations: translationsField.optional(),
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

/** POST /admin/catalogue/categories/{id}/move: a new parent (null: a root), last among its siblings. */
export const categoryMoveBody = z.object({ parentId: idInput(M.parentNotFound).nullable() });
export type CategoryMoveBody = z.infer<typeof categoryMoveBody>;

/** POST /admin/catalogue/categories/{id}/reorder: one place up or down among its siblings. */
export const categoryReorderBody = z.object({
  direction: z.enum(['up', 'down'], { message: 'Choose up or down' }),
});
export type CategoryReorderBody = z.infer<typeof categoryReorderBody>;

// Brands --------------------------------------------------------------------------------------------

export const BRANDS_ADMIN_PAGE_SIZE = 25;

export const adminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string().nullable(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  translations: translationsOut,
});
export type AdminBrand = z.infer<typeof adminBrand>;

export const adminBrandsQuery = z.object({
  page: pageParam,
  limit: limitParam(BRANDS_ADMIN_PAGE_SIZE),
  /** matches the name or the slug */
  search: textParam,
});
export type AdminBrandsQuery = z.infer<typeof adminBrandsQuery>;

export const adminBrandList = paginated(adminBrand);
export type AdminBrandList = z.infer<typeof adminBrandList>;

export const brandBody = z.object({
  name: nameField,
  slug: slugField.default(''),
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type BrandBody = z.infer<typeof brandBody>;
export type BrandInput = z.input<typeof brandBody>;

// Attributes and their values ------------------------------------------------------------------------

export const adminAttributeValue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the swatch colour (#rrggbb) of a colour value */
  colorCode: z.string().nullable(),
  isActive: z.boolean(),
  sort: z.number().int(),
  /** product variations made with this value */
  variationCount: z.number().int(),
  translations: translationsOut,
});
export type AdminAttributeValue = z.infer<typeof adminAttributeValue>;

export const adminAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  sort: z.number().int(),
  variationCount: z.number().int(),
  translations: translationsOut,
  values: z.array(adminAttributeValue),
});
export type AdminAttribute = z.infer<typeof adminAttribute>;

export const adminAttributeList = z.object({ attributes: z.array(adminAttribute) });
export type AdminAttributeList = z.infer<typeof adminAttributeList>;

export const attributeBody = z.object({
  name: nameField,
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type AttributeBody = z.infer<typeof attributeBody>;
export type AttributeInput = z.input<typeof attributeBody>;

export const attributeValueBody = z.object({
  name: nameField,
  /** null or "" for a value without a swatch (a size) */
  colorCode: z.preprocess((v) => (v === '' ? null : v), colorField.nullable().default(null)),
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type AttributeValueBody = z.infer<typeof attributeValueBody>;
export type AttributeValueInput = z.input<typeof attributeValueBody>;

// Units, badges, tags --------------------------------------------------------------------------------

export const adminUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  translations: translationsOut,
});
export type AdminUnit = z.infer<typeof adminUnit>;
export const adminUnitList = z.object({ units: z.array(adminUnit) });
export type AdminUnitList = z.infer<typeof adminUnitList>;

export const unitBody = z.object({
  name: nameField,
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type UnitBody = z.infer<typeof unitBody>;
export type UnitInput = z.input<typeof unitBody>;

export const adminBadge = z.object({
  id: z.number().int(),
  name: z.string(),
  /** text colour */
  color: z.string(),
  bgColor: z.string(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  translations: translationsOut,
});
export type AdminBadge = z.infer<typeof adminBadge>;
export const adminBadgeList = z.object({ badges: z.array(adminBadge) });
export type AdminBadgeList = z.infer<typeof adminBadgeList>;

export const badgeBody = z.object({
  name: nameField,
  color: colorField.default('#ffffff'),
  bgColor: colorField.default('#005bff'),
  isActive: z.boolean().default(true),
  translations: translationsField.default({ 'es-ES': '', 'ar-SA': '' }),
});
export type BadgeBody = z.infer<typeof badgeBody>;
export type BadgeInput = z.input<typeof badgeBody>;

export const adminTag = z.object({
  id: z.number().int(),
  name: z.string(),
  productCount: z.number().int(),
});
export type AdminTag = z.infer<typeof adminTag>;

export const TAGS_ADMIN_PAGE_SIZE = 50;
export const adminTagsQuery = z.object({
  page: pageParam,
  limit: limitParam(TAGS_ADMIN_PAGE_SIZE),
  search: textParam,
});
export type AdminTagsQuery = z.infer<typeof adminTagsQuery>;
export const adminTagList = paginated(adminTag);
export type AdminTagList = z.infer<typeof adminTagList>;

/** A tag is what sellers type on a product (1–50 characters, unique as typed, like the column). */
export const tagBody = z.object({
  name: text({ message: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired })
    .max(50, { message: 'A tag is 1 to 50 characters' }),
});
export type TagBody = z.infer<typeof tagBody>;
