import type { SectionProduct, SellerShopSection, ShopSectionsBody } from '@shop/contracts/seller/shop';

/**
 * The section editor's form values: the sections in order, in the shape the API takes (the
 * storefront's shape with product ids), each with its titles in the shop's other languages.
 */
export type SectionType = SellerShopSection['type'];

export interface TitleDraft {
  langCode: string;
  title: string;
}

interface DraftBase {
  /** the stored section's id; none for a section added in this edit */
  id?: number;
  title: string;
  titles: TitleDraft[];
}

export type SectionDraft =
  | (DraftBase & { type: 'products'; products: number[] })
  | (DraftBase & {
      type: 'boxed-width-banner';
      box1Link: string;
      box1Banners: string[];
      box2Link: string;
      box2Banners: string[];
    })
  | (DraftBase & { type: 'full-width-banner'; link: string; banners: string[] });

export interface SectionsForm {
  sections: SectionDraft[];
}

/**
 * The form as a card of one section type sees it: react-hook-form's field paths do not reach the
 * fields of one member of the `SectionDraft` union, and the card only renders that member's fields.
 */
export interface SectionsFormOf<T extends SectionType> {
  sections: Extract<SectionDraft, { type: T }>[];
}

export const SECTION_TYPES: readonly SectionType[] = ['products', 'full-width-banner', 'boxed-width-banner'];

/** One title per other language, those already stored kept. */
function titlesFor(stored: readonly TitleDraft[], languages: readonly string[]): TitleDraft[] {
  return languages.map((langCode) => ({
    langCode,
    title: stored.find((x) => x.langCode === langCode)?.title ?? '',
  }));
}

export function newSection(type: SectionType, languages: readonly string[]): SectionDraft {
  const base = { title: '', titles: titlesFor([], languages) };
  switch (type) {
    case 'products':
      return { ...base, type, products: [] };
    case 'boxed-width-banner':
      return { ...base, type, box1Link: '', box1Banners: [], box2Link: '', box2Banners: [] };
    case 'full-width-banner':
      return { ...base, type, link: '', banners: [] };
  }
}

/** The stored sections as form values, and the cards of their products (for the editor and preview). */
export function toDrafts(
  stored: readonly SellerShopSection[],
  languages: readonly string[],
): { form: SectionsForm; products: Map<number, SectionProduct> } {
  const products = new Map<number, SectionProduct>();
  const sections = stored.map((s): SectionDraft => {
    const base = { id: s.id, title: s.title, titles: titlesFor(s.titles, languages) };
    switch (s.type) {
      case 'products':
        for (const item of s.items) products.set(item.id, item);
        return { ...base, type: 'products', products: [...s.products] };
      case 'boxed-width-banner':
        return {
          ...base,
          type: 'boxed-width-banner',
          box1Link: s.box1Link,
          box1Banners: [...s.box1Banners],
          box2Link: s.box2Link,
          box2Banners: [...s.box2Banners],
        };
      default:
        return { ...base, type: 'full-width-banner', link: s.link, banners: [...s.banners] };
    }
  });
  return { form: { sections }, products };
}

/** The PUT body: titles left empty are dropped (the base title shows in that language). */
export function toBody(form: SectionsForm): ShopSectionsBody {
  return {
    sections: form.sections.map((s) => ({
      ...s,
      titles: s.titles.filter((x) => x.title.trim() !== ''),
    })),
  } as ShopSectionsBody;
}

/** `list` with the item at `from` moved to `to` (both in range), as a new array. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
