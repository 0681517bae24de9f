import { translationFiles } from './i18n.ts';
import { createTranslator, type TranslationBundle, type Translator } from './translator.ts';

async function fetchTranslations(url: string): Promise<TranslationBundle> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.json() : {};
  } catch {
    return {}; // Offline or not JSON: keys fall back to the default language, then to the key.
  }
}

/**
 * Loads the rendered language's file (and the fallback's) before hydration. A plain fetch: the
 * files are fetched once per document, and the root layout preloads them, so they arrive while
 * the scripts do.
 */
export async function createClientTranslator(language: string): Promise<Translator> {
  const files = translationFiles(language);
  const bundles = await Promise.all(files.map((file) => fetchTranslations(file.url)));
  const byLanguage: Record<string, TranslationBundle> = {};
  files.forEach((file, index) => {
    byLanguage[file.language] = bundles[index] ?? {};
  });
  return createTranslator(language, byLanguage);
}
