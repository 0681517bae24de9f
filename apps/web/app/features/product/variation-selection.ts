import type { ProductVariation } from '@shop/contracts/product';
import type { VariationCombination } from './api.ts';

/** The chosen value id of each attribute (by attribute id); an attribute may be unchosen. */
export type Selection = Readonly<Record<number, number>>;

/** Attribute id whose values are shown as image swatches (storefront spec §3 VariationCombination). */
export const SWATCH_ATTRIBUTE_ID = 1;

/**
 * Each attribute starts at its first value (storefront spec §4 "Product options"), unless that
 * variation is out of stock and another is not: then the first variation in stock, in the picker's
 * order (issue 19 §3), so a shopper who taps Add to cart at once is not told "Out of stock".
 */
export function initialSelection(
  combinations: readonly VariationCombination[],
  variations: readonly ProductVariation[] = [],
): Selection {
  const selection: Record<number, number> = {};
  for (const combination of combinations) {
    const first = combination.values[0];
    if (first) selection[combination.id] = first.id;
  }
  const inStock = (variation: ProductVariation | null) => (firstStock(variation)?.stockQty ?? 0) >= 1;
  if (combinations.length === 0 || inStock(findVariation(variations, combinations, selection))) {
    return selection;
  }
  let best: { rank: number[]; selection: Selection } | null = null;
  for (const variation of variations) {
    if (!inStock(variation)) continue;
    const chosen = selectionOf(variation, combinations);
    if (!chosen) continue;
    const rank = combinations.map((c) => c.values.findIndex((v) => v.id === chosen[c.id]));
    if (!best || compareRanks(rank, best.rank) < 0) best = { rank, selection: chosen };
  }
  return best?.selection ?? selection;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The values that describe `variation` (by its code), or null when one attribute has none. */
export function selectionOf(
  variation: ProductVariation,
  combinations: readonly VariationCombination[],
): Selection | null {
  const parts = codeParts(variation.code);
  const selection: Record<number, number> = {};
  for (const combination of combinations) {
    const value = combination.values.find((v) => parts.has(v.matchVariationCode));
    if (!value) return null;
    selection[combination.id] = value.id;
  }
  return selection;
}

/** Clicking a value selects it; clicking the selected value again unselects it. */
export function toggleValue(selection: Selection, combinationId: number, valueId: number): Selection {
  const next: Record<number, number> = { ...selection };
  if (next[combinationId] === valueId) delete next[combinationId];
  else next[combinationId] = valueId;
  return next;
}

/** "1:3/2:5/" → {"1:3", "2:5"}: the parts of a variation code, whatever their order. */
function codeParts(code: string): Set<string> {
  return new Set(
    code
      .split('/')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/**
 * The variation the selection describes: found by matching its code against the chosen values'
 * `matchVariationCode`s. A product without attributes has its one variation; an incomplete
 * selection has none.
 */
export function findVariation(
  variations: readonly ProductVariation[],
  combinations: readonly VariationCombination[],
  selection: Selection,
): ProductVariation | null {
  if (combinations.length === 0) return variations[0] ?? null;
  const wanted = new Set<string>();
  for (const combination of combinations) {
    const valueId = selection[combination.id];
    const value = combination.values.find((v) => v.id === valueId);
    if (!value) return null;
    wanted.add(value.matchVariationCode);
  }
  return (
    variations.find((variation) => {
      const parts = codeParts(variation.code);
      return parts.size === wanted.size && [...wanted].every((part) => parts.has(part));
    }) ?? null
  );
}

/** Names of the attributes still unchosen, for "Please select {names}". */
export function unchosenNames(combinations: readonly VariationCombination[], selection: Selection): string[] {
  return combinations.filter((c) => selection[c.id] === undefined).map((c) => c.name);
}

/**
 * The image the gallery should show for the selection: the variation's own image, else the image
 * of the chosen swatch value (so choosing a colour alone still shows that colour).
 */
export function selectionImage(
  variation: ProductVariation | null,
  combinations: readonly VariationCombination[],
  selection: Selection,
): string | null {
  if (variation?.image) return variation.image;
  for (const combination of combinations) {
    const value = combination.values.find((v) => v.id === selection[combination.id]);
    if (value?.variationImage) return value.variationImage;
  }
  return null;
}

/** Stock the shopper can buy from: the variation's first stock row (the warehouse a cart line uses). */
export function firstStock(
  variation: ProductVariation | null,
): { warehouseId: number; stockQty: number } | null {
  const stock = variation?.stocks[0];
  return stock ? { warehouseId: stock.warehouseId, stockQty: stock.stockQty } : null;
}

export type Availability =
  | { state: 'unresolved' }
  | { state: 'out_of_stock' }
  | { state: 'max_in_cart' }
  | { state: 'available'; maxQty: number; warehouseId: number };

/**
 * Whether the shopper can add the variation (storefront spec §4, §5): out of stock when the first
 * stock row is missing or below 1; "maximum added" when the cart already holds all of it; otherwise
 * the quantity may go up to the stock minus what the cart holds.
 */
export function availability(variation: ProductVariation | null, qtyInCart: number): Availability {
  if (!variation) return { state: 'unresolved' };
  const stock = firstStock(variation);
  if (!stock || stock.stockQty < 1) return { state: 'out_of_stock' };
  const maxQty = stock.stockQty - qtyInCart;
  if (maxQty < 1) return { state: 'max_in_cart' };
  return { state: 'available', maxQty, warehouseId: stock.warehouseId };
}

/** Keeps a typed quantity within 1 … max. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

/**
 * The product page's address holds the chosen values (so a page without JavaScript renders the
 * choice, and the choice can be shared): `?options=1-3,2-7`, attribute id and value id per pair.
 * Present but empty (`?options=`) means nothing chosen (every value unselected); absent means the
 * default choice (`initialSelection`).
 */
export const SELECTION_PARAM = 'options';

/**
 * The selection in a query string, or null when it holds none (absent, or nothing recognisable).
 * Pairs of unknown attributes or values are left out; an attribute named twice keeps its first value.
 */
export function selectionFromSearch(
  search: string | URLSearchParams,
  combinations: readonly VariationCombination[],
): Selection | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(SELECTION_PARAM);
  if (raw === null) return null;
  const selection: Record<number, number> = {};
  let recognised = raw.trim() === '';
  for (const pair of raw.split(',')) {
    const match = /^\s*(\d{1,9})-(\d{1,9})\s*$/.exec(pair);
    if (!match) continue;
    const combinationId = Number(match[1]);
    const valueId = Number(match[2]);
    const combination = combinations.find((c) => c.id === combinationId);
    if (!combination?.values.some((v) => v.id === valueId)) continue;
    recognised = true;
    if (!(combinationId in selection)) selection[combinationId] = valueId;
  }
  return recognised ? selection : null;
}

/** The `options` value of a selection, in the picker's order: `1-3,2-7` (empty when nothing is chosen). */
export function selectionParam(selection: Selection, combinations: readonly VariationCombination[]): string {
  return combinations
    .filter((c) => selection[c.id] !== undefined)
    .map((c) => `${c.id}-${selection[c.id]}`)
    .join(',');
}

/**
 * The query string (with its `?`) of the same page with another selection: the other parameters
 * are kept, except the one-time confirmation of an add (`ADDED_PARAM`). Digits, `-` and `,` need
 * no escaping, so the address stays readable.
 */
export function selectionSearch(
  currentSearch: string,
  selection: Selection,
  combinations: readonly VariationCombination[],
): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(SELECTION_PARAM);
  params.delete(ADDED_PARAM);
  const rest = params.toString();
  return `?${rest ? `${rest}&` : ''}${SELECTION_PARAM}=${selectionParam(selection, combinations)}`;
}

/** Set by the product page's add-to-cart form action on its redirect: the page confirms the add. */
export const ADDED_PARAM = 'added';
