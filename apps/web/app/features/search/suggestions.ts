import type { SearchResult } from '@shop/contracts/search';

export type SuggestionKind = 'product' | 'brand' | 'shop';

export interface Suggestion {
  kind: SuggestionKind;
  id: number;
  label: string;
  image: string;
  href: string;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  items: Suggestion[];
}

/**
 * The listbox's groups in order (products, brands, shops), each option with the page it opens.
 * Shops only in multiVendor mode (storefront spec §2 Shell).
 */
export function suggestionGroups(result: SearchResult, multiVendor: boolean): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      kind: 'product',
      items: result.products.map((p) => ({
        kind: 'product',
        id: p.id,
        label: p.name,
        image: p.thumbnailImg,
        href: `/products/${encodeURIComponent(p.slug)}`,
      })),
    },
    {
      kind: 'brand',
      items: result.brands.map((b) => ({
        kind: 'brand',
        id: b.id,
        label: b.name,
        image: b.thumbnailImage,
        href: `/brands/${encodeURIComponent(b.slug)}`,
      })),
    },
  ];
  if (multiVendor) {
    groups.push({
      kind: 'shop',
      items: result.shops.map((s) => ({
        kind: 'shop',
        id: s.id,
        label: s.name,
        image: s.logo,
        href: `/shops/${encodeURIComponent(s.slug)}`,
      })),
    });
  }
  return groups.filter((group) => group.items.length > 0);
}

/** The listing of a search (storefront spec §2: submitting goes to `/products?query=`). */
export function searchHref(text: string): string {
  return `/products?${new URLSearchParams({ query: text.trim() }).toString()}`;
}
