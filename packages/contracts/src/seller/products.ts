import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { CONTENT_TRANSLATION_LANGS } from '../constants.ts';
import { categoryShort } from '../content.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, idInput, MAX_INT4, noNul, text } from '../input.ts';

/**
 * The seller center's products (issue 17 §2): the shop's product table, the product form (create,
 * edit, duplicate, publish, delete) and what the form offers to choose from. The same schemas
 * validate the form in the browser and the body at the API.
 *
 * Money is a decimal amount on the wire (minor units inside the API); a percentage discount or tax
 * is a percent (12.5 = 12.5 %, basis points inside); dates are ISO 8601 strings.
 */
export const SELLER_PRODUCT_MESSAGES = {
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product deleted',
  duplicated: 'Product duplicated',
  published: 'Product published',
  unpublished: 'Product unpublished',
  notFound: 'Product not found',
  imagesUploaded: 'Images uploaded',
  nameRequired: 'Name is required',
  nameTooLong: 'The name may be at most 200 characters',
  categoryRequired: 'Choose at least one category',
  unknownCategory: 'Unknown category',
  unknownBrand: 'Unknown brand',
  unknownUnit: 'Unknown unit',
  unknownTax: 'Unknown tax',
  unknownAttribute: 'Unknown attribute or value',
  unknownWarehouse: 'Unknown warehouse',
  skuRequired: 'SKU is required',
  skuTaken: 'The SKU {sku} is already used by another product',
  skuOfDeleted: 'The SKU {sku} belongs to a deleted product',
  skuRepeated: 'Each variation needs its own SKU',
  priceInvalid: 'Enter a price of 0 or more',
  priceTooLarge: 'The price is too large.',
  discountTooLarge: 'The discount cannot be more than the price',
  percentageTooLarge: 'A percentage is at most 100',
  discountDates: 'The discount must end after it starts',
  dateInvalid: 'Enter a valid date',
  quantityInvalid: 'Enter a whole number of 0 or more',
  minQtyInvalid: 'The minimum quantity is at least 1',
  maxBelowMin: 'The maximum quantity must be at least the minimum',
  variationsMismatch: 'The variations do not match the chosen attributes and values',
  variationHasOrders: 'The variation {sku} has orders and cannot be removed; set its stock to 0 instead',
  tooManyVariations: 'At most 200 variations per product',
  imageNotYours: 'This image is not one of your uploads',
  thumbnailNotInImages: 'The thumbnail must be one of the images',
  badImage: 'Only jpg, jpeg, png and webp images of 4 MB at most are allowed',
  noImages: 'Choose at least one image to upload',
  textTooLong: 'The text is too long',
  tagInvalid: 'A tag is 1 to 50 characters',
  importDone: '{created} created, {updated} updated, {failed} with errors',
  importNameRequired: 'A new SKU needs a name',
  importPriceRequired: 'A new SKU needs a price',
  importCategoryRequired: 'A new SKU needs at least one category',
  importRepeatedSku: 'This SKU is already in an earlier row',
  importUnknownCategory: 'Unknown category: {slug}',
  discountTypeInvalid: 'The discount type is amount or percentage',
  publishedInvalid: 'Published is yes or no',
  cashOnDeliveryInvalid: 'Cash on delivery is yes or no',
  copyName: '{name} (copy)',
} as const;
const M = SELLER_PRODUCT_MESSAGES;

/** Most variations a product may have (the cartesian product of its attributes' values). */
export const MAX_VARIATIONS = 200;
/** Most images a product may have (thumbnail included). */
export const MAX_PRODUCT_IMAGES = 20;
/** Most files one upload call takes (the API's multipart limit). */
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Largest image file accepted (bytes). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/** Largest stock quantity of one variation in one warehouse. */
export const MAX_STOCK_QTY = 1_000_000;
/** Default rows per page of the product table. */
export const SELLER_PRODUCTS_PAGE_SIZE = 20;

export const DISCOUNT_TYPE_VALUES = ['amount', 'percentage'] as const;
export const TAX_TYPE_VALUES = ['amount', 'percent'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A decimal amount of money (≥ 0); the API also checks that its minor units fit a column. */
export const moneyInput = z
  .number({ message: M.priceInvalid })
  .min(0, { message: M.priceInvalid })
  .max(MAX_INT4, { message: M.priceTooLarge });

/** A discount or tax value: money for `amount`, a percent for `percentage`/`percent`. */
const rateInput = z
  .number({ message: M.priceInvalid })
  .min(0, { message: M.priceInvalid })
  .max(MAX_INT4, { message: M.priceTooLarge });

const quantity = boundedInt(M.quantityInvalid, { min: 0, max: MAX_STOCK_QTY });

/** An ISO 8601 date-time (with offset or Z), or null. */
export const isoDateInput = noNul(z.iso.datetime({ offset: true, message: M.dateInvalid }));

/** A stored image URL: what the upload answered (or what the product already has). */
export const imageUrlInput = text().trim().min(1).max(500, { message: M.textTooLong });

/**
 * The stock of a variation in one warehouse. `qty` is the quantity wanted; `shownQty` the quantity
 * the form showed when it was loaded. On an existing variation the API adds `qty - shownQty` to
 * the stock (a checkout taking units meanwhile is not overwritten); without `shownQty` (a new
 * variation, or a count from an import) the quantity is set to `qty`.
 */
export const stockInput = z.object({
  warehouseId: idInput(),
  qty: quantity,
  shownQty: quantity.optional(),
});
export type StockInput = z.infer<typeof stockInput>;

/** "1:3/2:7/": attribute 1 = value 3, attribute 2 = value 7; "" for a product without attributes. */
export const variationCode = text()
  .max(400)
  .regex(/^(\d{1,10}:\d{1,10}\/)*$/, { message: M.variationsMismatch });

export const variationInput = z.object({
  code: variationCode,
  sku: text({ message: M.skuRequired })
    .trim()
    .min(1, { message: M.skuRequired })
    .max(80, { message: M.textTooLong }),
  price: moneyInput,
  discountType: z.enum(DISCOUNT_TYPE_VALUES, { message: M.discountTypeInvalid }),
  discountValue: rateInput,
  image: imageUrlInput.nullable(),
  stock: z.array(stockInput).max(50),
});
export type VariationInput = z.infer<typeof variationInput>;

export const attributeChoice = z.object({
  attributeId: idInput(),
  valueIds: z.array(idInput()).min(1, { message: M.variationsMismatch }).max(50),
});
export type AttributeChoice = z.infer<typeof attributeChoice>;

export const productTaxInput = z.object({
  taxId: idInput(),
  type: z.enum(TAX_TYPE_VALUES),
  value: rateInput,
});
export type ProductTaxInput = z.infer<typeof productTaxInput>;

const optionalText = (max: number) => text().trim().max(max, { message: M.textTooLong });

/** The product's name and description in one language: "" shows the base text there (per field). */
export const productTranslationInput = z.object({
  name: text().trim().max(200, { message: M.nameTooLong }).prefault(''),
  /** rich text (HTML), sanitised like the base description */
  description: text().max(100_000, { message: M.textTooLong }).prefault(''),
});
export type ProductTranslationInput = z.infer<typeof productTranslationInput>;
export const PRODUCT_TRANSLATION_LANGS = CONTENT_TRANSLATION_LANGS;
export const productTranslationsInput = z.object({
  'es-ES': productTranslationInput.prefault({}),
  'ar-SA': productTranslationInput.prefault({}),
});
export type ProductTranslations = z.infer<typeof productTranslationsInput>;

/** The product form: POST /seller/products, and (every field optional) PATCH /seller/products/{id}. */
export const sellerProductFields = z.object({
  name: text({ message: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired })
    .max(200, { message: M.nameTooLong }),
  categoryIds: z.array(idInput()).min(1, { message: M.categoryRequired }).max(10),
  brandId: idInput().nullable(),
  unitId: idInput().nullable(),
  shortDescription: optionalText(500),
  /** rich text (HTML); the API keeps only a safe subset of tags and attributes */
  description: text().max(100_000, { message: M.textTooLong }),
  /** the name and description in the other languages (absent: none on create, unchanged on edit) */
  translations: productTranslationsInput.optional(),
  tags: z.array(text().trim().min(1, { message: M.tagInvalid }).max(50, { message: M.tagInvalid })).max(20),
  /** every image of the product in order; the thumbnail is one of them */
  images: z.array(imageUrlInput).max(MAX_PRODUCT_IMAGES),
  thumbnail: imageUrlInput.nullable(),
  attributes: z.array(attributeChoice).max(5),
  variations: z.array(variationInput).min(1, { message: M.variationsMismatch }).max(MAX_VARIATIONS),
  discountStartAt: isoDateInput.nullable(),
  discountEndAt: isoDateInput.nullable(),
  taxes: z.array(productTaxInput).max(10),
  minPurchaseQty: boundedInt(M.minQtyInvalid, { min: 1, max: MAX_STOCK_QTY }),
  maxPurchaseQty: boundedInt(M.maxBelowMin, { min: 1, max: MAX_STOCK_QTY }).nullable(),
  estDeliveryTime: optionalText(100),
  hasWarranty: z.boolean(),
  warrantyInfo: optionalText(500),
  hasEmi: z.boolean(),
  emiInfo: optionalText(500),
  /**
   * Whether the product may be paid at the door (cash or card on delivery); the storefront offers
   * it only while the marketplace setting allows it too. Absent on create: true.
   */
  cashOnDelivery: z.boolean().default(true),
  isPublished: z.boolean(),
});

function checkProduct(value: Partial<z.infer<typeof sellerProductFields>>, ctx: z.RefinementCtx): void {
  const { minPurchaseQty, maxPurchaseQty, discountStartAt, discountEndAt, images, thumbnail } = value;
  if (minPurchaseQty !== undefined && maxPurchaseQty != null && maxPurchaseQty < minPurchaseQty) {
    ctx.addIssue({ code: 'custom', path: ['maxPurchaseQty'], message: M.maxBelowMin });
  }
  if (discountStartAt && discountEndAt && Date.parse(discountEndAt) < Date.parse(discountStartAt)) {
    ctx.addIssue({ code: 'custom', path: ['discountEndAt'], message: M.discountDates });
  }
  if (thumbnail && images && !images.includes(thumbnail)) {
    ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: M.thumbnailNotInImages });
  }
  const seen = new Map<string, number>();
  value.variations?.forEach((v, index) => {
    const key = v.sku.trim().toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['variations', index, 'sku'], message: M.skuRepeated });
    }
    seen.set(key, index);
    if (v.discountType === 'percentage' && v.discountValue > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['variations', index, 'discountValue'],
        message: M.percentageTooLarge,
      });
    } else if (v.discountType === 'amount' && v.discountValue > v.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['variations', index, 'discountValue'],
        message: M.discountTooLarge,
      });
    }
  });
  value.taxes?.forEach((tax, index) => {
    if (tax.type === 'percent' && tax.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['taxes', index, 'value'], message: M.percentageTooLarge });
    }
  });
  const attributeIds = value.attributes?.map((a) => a.attributeId) ?? [];
  if (new Set(attributeIds).size !== attributeIds.length) {
    ctx.addIssue({ code: 'custom', path: ['attributes'], message: M.variationsMismatch });
  }
  if (value.attributes && value.variations) {
    const wanted = variationCodes(value.attributes);
    const given = value.variations.map((v) => v.code);
    if (wanted.length > MAX_VARIATIONS) {
      ctx.addIssue({ code: 'custom', path: ['attributes'], message: M.tooManyVariations });
    } else if (wanted.length !== given.length || !sameCodes(wanted, given)) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: M.variationsMismatch });
    }
  }
}

export const sellerProductBody = sellerProductFields.superRefine(checkProduct);
export type SellerProductBody = z.infer<typeof sellerProductFields>;

/**
 * PATCH: only the fields sent change. `attributes` and `variations` go together (the variations
 * are the combinations of the attributes' values).
 */
export const sellerProductPatch = sellerProductFields
  // no default in a patch: an absent field keeps what the product has
  .extend({ cashOnDelivery: z.boolean() })
  .partial()
  .superRefine((value, ctx) => {
    if ((value.attributes === undefined) !== (value.variations === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['variations'], message: M.variationsMismatch });
    }
    checkProduct(value, ctx);
  });
export type SellerProductPatch = z.infer<typeof sellerProductPatch>;

/** Whether two lists hold the same variation codes (each code's parts in any order). */
function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  const norm = (list: readonly string[]) => new Set(list.map(normalizeVariationCode));
  const left = norm(a);
  const right = norm(b);
  return left.size === a.length && right.size === b.length && [...left].every((code) => right.has(code));
}

/** A code with its parts in attribute order ("2:7/1:3/" → "1:3/2:7/"). */
export function normalizeVariationCode(code: string): string {
  return code
    .split('/')
    .filter(Boolean)
    .sort((x, y) => Number(x.split(':')[0]) - Number(y.split(':')[0]))
    .map((part) => `${part}/`)
    .join('');
}

/**
 * The variation codes of a choice of attributes and values, like the original system: the
 * cartesian product of the values of each attribute (attributes in id order, values in the order
 * given), each code "attribute:value/" per attribute; one code "" without attributes.
 */
export function variationCodes(attributes: readonly AttributeChoice[]): string[] {
  const sorted = [...attributes].sort((a, b) => a.attributeId - b.attributeId);
  let codes = [''];
  for (const attribute of sorted) {
    const values = [...new Set(attribute.valueIds)];
    const next: string[] = [];
    for (const code of codes) {
      for (const valueId of values) next.push(`${code}${attribute.attributeId}:${valueId}/`);
      if (next.length > MAX_VARIATIONS * 4) return next;
    }
    codes = next;
  }
  return codes;
}

// ---------------------------------------------------------------------------------------------
// Answers

export const sellerStock = z.object({ warehouseId: z.number().int(), qty: z.number().int() });

export const sellerVariation = z.object({
  id: z.number().int(),
  code: z.string(),
  sku: z.string(),
  price: z.number(),
  discountType: z.enum(DISCOUNT_TYPE_VALUES),
  discountValue: z.number(),
  image: z.string().nullable(),
  /** every warehouse of the shop, 0 where the variation has no stock row */
  stock: z.array(sellerStock),
  /** ordered at least once: it cannot be removed */
  hasOrders: z.boolean(),
});
export type SellerVariation = z.infer<typeof sellerVariation>;

/** GET /seller/products/{id}: the product as the form edits it. */
export const sellerProductDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categoryIds: z.array(z.number().int()),
  brandId: z.number().int().nullable(),
  unitId: z.number().int().nullable(),
  shortDescription: z.string(),
  description: z.string(),
  translations: z.object({
    'es-ES': z.object({ name: z.string(), description: z.string() }),
    'ar-SA': z.object({ name: z.string(), description: z.string() }),
  }),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  thumbnail: z.string().nullable(),
  attributes: z.array(z.object({ attributeId: z.number().int(), valueIds: z.array(z.number().int()) })),
  variations: z.array(sellerVariation),
  discountStartAt: z.string().nullable(),
  discountEndAt: z.string().nullable(),
  taxes: z.array(z.object({ taxId: z.number().int(), type: z.enum(TAX_TYPE_VALUES), value: z.number() })),
  minPurchaseQty: z.number().int(),
  maxPurchaseQty: z.number().int().nullable(),
  estDeliveryTime: z.string(),
  hasWarranty: z.boolean(),
  warrantyInfo: z.string(),
  hasEmi: z.boolean(),
  emiInfo: z.string(),
  cashOnDelivery: z.boolean(),
  isPublished: z.boolean(),
  /** why the marketplace unpublished it (only an operator publishes it again), or null */
  heldReason: z.string().nullable(),
  totalSaleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductDetail = z.infer<typeof sellerProductDetail>;

export const SELLER_PRODUCT_STATUSES = ['published', 'draft', 'lowStock'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];
export const SELLER_PRODUCT_SORTS = ['newest', 'name', 'price', 'stock', 'sales'] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The direction of a sort when the query names none. */
export const DEFAULT_SORT_DIRECTION: Record<SellerProductSort, SortDirection> = {
  newest: 'desc',
  name: 'asc',
  price: 'asc',
  stock: 'asc',
  sales: 'desc',
};

/** GET /seller/products query: search (name or SKU), filters, sort, page. */
export const sellerProductsQuery = z.object({
  page: pageParam,
  limit: limitParam(SELLER_PRODUCTS_PAGE_SIZE),
  search: textParam,
  categoryId: z.preprocess(blankToUndefined, idInput().optional()),
  status: z.preprocess(blankToUndefined, z.enum(SELLER_PRODUCT_STATUSES).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(SELLER_PRODUCT_SORTS).default('newest')),
  dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS).optional()),
});
export type SellerProductsQuery = z.infer<typeof sellerProductsQuery>;

export const sellerProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnail: z.string().nullable(),
  isPublished: z.boolean(),
  minPrice: z.number(),
  maxPrice: z.number(),
  totalStock: z.number().int(),
  variationCount: z.number().int(),
  sales: z.number().int(),
  /** a variation has the shop's low-stock threshold or fewer units in all warehouses */
  lowStock: z.boolean(),
  createdAt: z.string(),
});
export type SellerProductRow = z.infer<typeof sellerProductRow>;

export const sellerProductList = paginated(sellerProductRow);
export type SellerProductList = z.infer<typeof sellerProductList>;

/** POST /seller/products/images answer: the stored URLs, in the order of the files. */
export const uploadedImages = z.object({ images: z.array(z.string()) });
export type UploadedImages = z.infer<typeof uploadedImages>;

// ---------------------------------------------------------------------------------------------
// The form's choices: GET /seller/catalog/options

export const namedOption = z.object({ id: z.number().int(), name: z.string() });
export type NamedOption = z.infer<typeof namedOption>;

export const sellerCatalogOptions = z.object({
  categories: z.array(categoryShort),
  brands: z.array(namedOption.extend({ slug: z.string() })),
  units: z.array(namedOption),
  taxes: z.array(namedOption),
  attributes: z.array(
    namedOption.extend({
      values: z.array(namedOption.extend({ colorCode: z.string().nullable() })),
    }),
  ),
  warehouses: z.array(namedOption.extend({ isDefault: z.boolean() })),
});
export type SellerCatalogOptions = z.infer<typeof sellerCatalogOptions>;

/** Path of a product: /seller/products/{id}. */
export const productIdParams = z.object({ id: idInput(M.notFound) });

/** GET /seller/products/export.csv query: the same filters as the table. */
export const sellerExportQuery = z.object({
  search: textParam,
  categoryId: z.preprocess(blankToUndefined, idInput().optional()),
  status: z.preprocess(blankToUndefined, z.enum(SELLER_PRODUCT_STATUSES).optional()),
});
export type SellerExportQuery = z.infer<typeof sellerExportQuery>;
