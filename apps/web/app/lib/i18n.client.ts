import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, I18N_NAMESPACE, translationFiles } from './i18n.ts';

async function fetchTranslations(url: string): Promise<Record<string, string>> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.json() : {};
  } catch {
    return {}; // Offline or not JSON: keys fall back to the default language, then to the key.
  }
}

/**
 * Loads the rendered language's file (and the fallback's) before hydration. A plain fetch, not
 * i18next's HTTP backend: the files are fetched once per document, and the root layout preloads
 * them, so they arrive while the scripts do.
 */
export async function createClientI18n(language: string): Promise<i18n> {
  const files = translationFiles(language);
  const bundles = await Promise.all(files.map((file) => fetchTranslations(file.url)));
  const resources: Resource = {};
  files.forEach((file, index) => {
    resources[file.language] = { [I18N_NAMESPACE]: bundles[index] ?? {} };
  });
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ ...baseI18nOptions, lng: language, resources });
  return instance;
}
