/**
 * The product page's Add To Cart / Buy Now form (issue 19 §1): what it posts and how the route's
 * action reads it when the browser runs no JavaScript (with JavaScript the form's submit is
 * handled in the page and nothing is posted).
 */
export const ADD_TO_CART_FIELDS = {
  variation: 'productVariationId',
  warehouse: 'warehouseId',
  quantity: 'quantity',
  intent: 'intent',
} as const;

/** Add To Cart stays on the page; Buy Now goes on to the cart. */
export type AddToCartIntent = 'add' | 'buy';

export type AddToCartForm =
  | {
      ok: true;
      intent: AddToCartIntent;
      /** null when the page had no complete choice (an attribute unselected) */
      line: { productVariationId: number; warehouseId: number; qty: number } | null;
    }
  | { ok: false; field: string };

/** The largest quantity the form accepts; the API checks the stock. */
const MAX_QTY = 9999;

function positiveInt(value: FormDataEntryValue | null, max = 2 ** 31 - 1): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 && number <= max ? number : null;
}

/**
 * Reads the posted form. The variation and warehouse come as a pair, or not at all (no complete
 * choice); the quantity defaults to 1. Anything else malformed names its field.
 */
export function parseAddToCartForm(form: FormData): AddToCartForm {
  const intentValue = form.get(ADD_TO_CART_FIELDS.intent);
  if (intentValue !== null && intentValue !== 'add' && intentValue !== 'buy') {
    return { ok: false, field: ADD_TO_CART_FIELDS.intent };
  }
  const intent: AddToCartIntent = intentValue === 'buy' ? 'buy' : 'add';
  const rawQty = form.get(ADD_TO_CART_FIELDS.quantity);
  const qty = rawQty === null || rawQty === '' ? 1 : positiveInt(rawQty, MAX_QTY);
  if (qty === null) return { ok: false, field: ADD_TO_CART_FIELDS.quantity };
  const rawVariation = form.get(ADD_TO_CART_FIELDS.variation);
  const rawWarehouse = form.get(ADD_TO_CART_FIELDS.warehouse);
  if ((rawVariation === null || rawVariation === '') && (rawWarehouse === null || rawWarehouse === '')) {
    return { ok: true, intent, line: null };
  }
  const productVariationId = positiveInt(rawVariation);
  if (productVariationId === null) return { ok: false, field: ADD_TO_CART_FIELDS.variation };
  const warehouseId = positiveInt(rawWarehouse);
  if (warehouseId === null) return { ok: false, field: ADD_TO_CART_FIELDS.warehouse };
  return { ok: true, intent, line: { productVariationId, warehouseId, qty } };
}

/** What the action tells the page when it could not add: a text of the files, or the API's own message. */
export type AddToCartProblem = { key: string; values?: Record<string, string> } | { text: string };
