import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { idInput, text } from '../input.ts';

/**
 * The operator console's products of all shops (issue 18 §3): a searchable table, a read-only
 * detail, and the marketplace's unpublish (with a reason the seller reads) and publish again. The
 * console edits no product: sellers do, in the seller center.
 */
export const ADMIN_PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  unpublished: 'Product unpublished; the seller has been told why',
  published: 'Product published again; the seller has been told',
  reasonRequired: 'Say why the product is unpublished (the seller reads it)',
  reasonTooLong: 'The reason may be at most 500 characters',
  alreadyUnpublished: 'The marketplace has already unpublished this product',
  notHeld: 'The marketplace has not unpublished this product',
  deleted: 'The seller deleted this product',
  /** the seller center's notification texts (stored in English like the other shop notifications) */
  noticeUnpublished: 'The marketplace unpublished "{name}": {reason}',
  noticePublished: 'The marketplace published "{name}" again',
  /** what the seller center answers when the seller tries to publish a held product */
  heldBySeller:
    'The marketplace unpublished this product ({reason}); only the marketplace can publish it again',
  /** the same, as a field's message (the seller center's form and CSV import) */
  heldField: 'The marketplace unpublished this product; only the marketplace can publish it again',
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

/**
 * A product's state for the operator: on sale (`published`), the seller's draft (`draft`),
 * unpublished by the marketplace (`held`: the seller cannot publish it), deleted by the seller.
 */
export const ADMIN_PRODUCT_STATES = ['published', 'draft', 'held', 'deleted'] as const;
export type AdminProductState = (typeof ADMIN_PRODUCT_STATES)[number];

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const adminProductsQuery = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PRODUCTS_PAGE_SIZE),
  /** matches the name or a variation's SKU */
  search: textParam,
  shopId: z.preprocess(blank, idInput('Invalid shop').optional()),
  /** the category or any of its subcategories */
  categoryId: z.preprocess(blank, idInput('Invalid category').optional()),
  /** none: every product the seller has not deleted */
  state: z.preprocess(blank, z.enum(ADMIN_PRODUCT_STATES, { message: 'Unknown state' }).optional()),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

const shopRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const adminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string().nullable(),
  /** the first variation's SKU */
  sku: z.string().nullable(),
  shop: shopRef,
  /** wire money (decimals) */
  minPrice: z.number(),
  maxPrice: z.number(),
  state: z.enum(ADMIN_PRODUCT_STATES),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductList = paginated(adminProductRow).extend({
  /** every shop, for the filter */
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminProductList = z.infer<typeof adminProductList>;

export const adminProductDetail = adminProductRow.extend({
  shortDescription: z.string().nullable(),
  /** sanitised HTML, as the storefront shows it */
  description: z.string(),
  brand: z.string().nullable(),
  unit: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  variations: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string().nullable(),
      /** the attribute values ("Red / XL"), "" for a product without attributes */
      label: z.string(),
      price: z.number(),
      /** units over every warehouse */
      stock: z.number().int(),
    }),
  ),
  /** whether the shop is approved and published (a product of another shop is not shown) */
  shopOnline: z.boolean(),
  /** the storefront page (`/products/{slug}`); shown only while published and the shop online */
  storefrontPath: z.string(),
  /** why and when the marketplace unpublished it (state `held`) */
  hold: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminProductParams = z.object({ id: idInput(M.notFound) });

/** POST /admin/products/{id}/unpublish */
export const productUnpublishBody = z.object({
  reason: text({ message: M.reasonRequired })
    .trim()
    .min(3, { message: M.reasonRequired })
    .max(500, { message: M.reasonTooLong }),
});
export type ProductUnpublishBody = z.infer<typeof productUnpublishBody>;
