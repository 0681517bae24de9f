import {
  type AttributeChoice,
  normalizeVariationCode,
  type SellerCatalogOptions,
  type SellerProductBody,
  type SellerProductDetail,
  type VariationInput,
  variationCodes,
} from '@shop/contracts/seller/products';

/**
 * The product form's values are the API's body (`SellerProductBody`): the same zod schema checks
 * both. These pure helpers make the values of a new product, of a loaded one, and the variation
 * rows of a choice of attributes (kept rows keep what the seller typed).
 */
export type ProductFormValues = SellerProductBody;
type Warehouse = SellerCatalogOptions['warehouses'][number];
type Attribute = SellerCatalogOptions['attributes'][number];

/** "Zebra Tee" + ["Red", "M"] → "ZEBRA-TEE-RED-M" (a suggestion the seller may change). */
export function suggestSku(name: string, parts: readonly string[]): string {
  const word = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [word(name).slice(0, 30) || 'SKU', ...parts.map(word).filter(Boolean)].join('-').slice(0, 80);
}

/** The value names of a code ("1:3/2:7/" → ["Red", "M"]), in the code's order. */
export function codeValueNames(code: string, attributes: readonly Attribute[]): string[] {
  return code
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const [attributeId, valueId] = part.split(':').map(Number);
      const attribute = attributes.find((a) => a.id === attributeId);
      return attribute?.values.find((v) => v.id === valueId)?.name ?? part;
    });
}

/** A new variation row: price and discount from `template`, no stock, a suggested SKU. */
function newVariation(
  code: string,
  name: string,
  attributes: readonly Attribute[],
  warehouses: readonly Warehouse[],
  template: VariationInput | undefined,
): VariationInput {
  return {
    code,
    sku: name.trim() ? suggestSku(name, codeValueNames(code, attributes)) : '',
    price: template?.price ?? 0,
    discountType: template?.discountType ?? 'amount',
    discountValue: template?.discountValue ?? 0,
    image: null,
    stock: warehouses.map((w) => ({ warehouseId: w.id, qty: 0 })),
  };
}

/**
 * The variation rows of a choice of attributes and values, like the API generates them
 * (`variationCodes`): a row whose code was there keeps its SKU, price, discount, image and stock;
 * a new row copies the first row's price and discount and starts with no stock.
 */
export function regenerateVariations(
  choice: readonly AttributeChoice[],
  current: readonly VariationInput[],
  name: string,
  attributes: readonly Attribute[],
  warehouses: readonly Warehouse[],
): VariationInput[] {
  const byCode = new Map(current.map((v) => [normalizeVariationCode(v.code), v]));
  const template = current[0];
  return variationCodes(choice.filter((c) => c.valueIds.length > 0)).map(
    (code) => byCode.get(code) ?? newVariation(code, name, attributes, warehouses, template),
  );
}

export function emptyProductForm(options: SellerCatalogOptions): ProductFormValues {
  return {
    name: '',
    categoryIds: [],
    brandId: null,
    unitId: options.units[0]?.id ?? null,
    shortDescription: '',
    description: '',
    translations: { 'es-ES': { name: '', description: '' }, 'ar-SA': { name: '', description: '' } },
    tags: [],
    images: [],
    thumbnail: null,
    attributes: [],
    variations: [newVariation('', '', options.attributes, options.warehouses, undefined)],
    discountStartAt: null,
    discountEndAt: null,
    taxes: [],
    minPurchaseQty: 1,
    maxPurchaseQty: null,
    estDeliveryTime: '',
    hasWarranty: false,
    warrantyInfo: '',
    hasEmi: false,
    emiInfo: '',
    cashOnDelivery: true,
    isPublished: true,
  };
}

/**
 * The form's values of a loaded product. Each warehouse of the shop gets a stock entry whose
 * `shownQty` is the quantity shown now: saving sends both, and the API adds only the difference.
 */
export function detailToForm(detail: SellerProductDetail, options: SellerCatalogOptions): ProductFormValues {
  return {
    name: detail.name,
    categoryIds: detail.categoryIds,
    brandId: detail.brandId,
    unitId: detail.unitId,
    shortDescription: detail.shortDescription,
    description: detail.description,
    translations: detail.translations,
    tags: detail.tags,
    images: detail.images,
    thumbnail: detail.thumbnail,
    attributes: detail.attributes,
    variations: detail.variations.map((v) => ({
      code: v.code,
      sku: v.sku,
      price: v.price,
      discountType: v.discountType,
      discountValue: v.discountValue,
      image: v.image,
      stock: options.warehouses.map((w) => {
        const qty = v.stock.find((s) => s.warehouseId === w.id)?.qty ?? 0;
        return { warehouseId: w.id, qty, shownQty: qty };
      }),
    })),
    discountStartAt: detail.discountStartAt,
    discountEndAt: detail.discountEndAt,
    taxes: detail.taxes,
    minPurchaseQty: detail.minPurchaseQty,
    maxPurchaseQty: detail.maxPurchaseQty,
    estDeliveryTime: detail.estDeliveryTime,
    hasWarranty: detail.hasWarranty,
    warrantyInfo: detail.warrantyInfo,
    hasEmi: detail.hasEmi,
    emiInfo: detail.emiInfo,
    cashOnDelivery: detail.cashOnDelivery,
    isPublished: detail.isPublished,
  };
}

/** An ISO date-time as the value of a `datetime-local` input (local time), or ''. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO date-time (UTC), or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The images after moving the one at `from` by `step` (−1 earlier, +1 later). */
export function moveImage(images: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || from >= images.length || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
