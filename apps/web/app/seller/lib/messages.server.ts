import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';

/**
 * The seller center's translations: each area keeps its own files
 * (`seller/<area>/i18n/<language>.json`, flat keys by area such as `products.editProduct`), so the
 * storefront's files stay as small as they are. The layout's loader sends one merged bundle for
 * the page's language (en-US underneath, for a key not translated yet) with the page, so the
 * first client render matches the server's.
 */
const files = import.meta.glob<Record<string, string>>('../*/i18n/*.json', {
  eager: true,
  import: 'default',
});

export type SellerMessages = Record<string, string>;

function bundleOf(language: string): SellerMessages {
  const merged: SellerMessages = {};
  for (const [path, messages] of Object.entries(files)) {
    if (path.endsWith(`/${language}.json`)) Object.assign(merged, messages);
  }
  return merged;
}

const cache = new Map<string, SellerMessages>();

export function sellerMessages(language: string): SellerMessages {
  let bundle = cache.get(language);
  if (!bundle) {
    bundle =
      language === DEFAULT_LANGUAGE
        ? bundleOf(language)
        : { ...bundleOf(DEFAULT_LANGUAGE), ...bundleOf(language) };
    cache.set(language, bundle);
  }
  return bundle;
}

/** Every area's files by language, for the test that each language has every key. */
export function sellerMessageFiles(): Record<string, SellerMessages> {
  return files;
}
