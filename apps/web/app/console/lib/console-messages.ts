import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';

/**
 * A console's translations (decision 62): each area keeps its own files
 * (`<console>/<area>/i18n/<language>.json`, flat keys by area such as `products.editProduct`), the
 * keys both consoles share (`common.*`, `status.*`, `layout.*`) are in `console/i18n`, and the
 * storefront's files stay as small as they are. The layout's loader sends one merged bundle for
 * the page's language (en-US underneath, for a key not translated yet) with the page, so the first
 * client render matches the server's. `files` is the console's `import.meta.glob` of its files.
 */
export type ConsoleMessages = Record<string, string>;

export function messageBundles(files: Record<string, ConsoleMessages>) {
  const bundleOf = (language: string): ConsoleMessages => {
    const merged: ConsoleMessages = {};
    for (const [path, messages] of Object.entries(files)) {
      if (path.endsWith(`/${language}.json`)) Object.assign(merged, messages);
    }
    return merged;
  };
  const cache = new Map<string, ConsoleMessages>();
  return (language: string): ConsoleMessages => {
    let bundle = cache.get(language);
    if (!bundle) {
      bundle =
        language === DEFAULT_LANGUAGE
          ? bundleOf(language)
          : { ...bundleOf(DEFAULT_LANGUAGE), ...bundleOf(language) };
      cache.set(language, bundle);
    }
    return bundle;
  };
}
