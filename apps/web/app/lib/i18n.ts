import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import type { TFunction } from './translator.ts';

/**
 * Translation files live at `/resources/{ns}/{lng}.json` with the one namespace `lang`; keys are
 * made from the English text the way the API's `translate()` makes them (see `messageKey`).
 */
export const I18N_NAMESPACE = 'lang';

/** Languages we ship translation files for; the page configuration says which are offered. */
export const TRANSLATED_LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;

/**
 * The translation files a page in `language` needs in the browser: its own and the fallback's
 * (untranslated keys show in en-US, as on the server). The root layout preloads them and the
 * client fetches them before hydrating.
 */
export function translationFiles(language: string): Array<{ language: string; url: string }> {
  return [...new Set([language, DEFAULT_LANGUAGE])]
    .filter((code) => (TRANSLATED_LANGUAGES as readonly string[]).includes(code))
    .map((code) => ({ language: code, url: `/resources/${I18N_NAMESPACE}/${code}.json` }));
}

/** "Invalid email" → "invalid_email": the key of a message in the translation files. */
export function messageKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

/**
 * The language to render: the requested one (the URL's; the consoles': the `lang` cookie's) when
 * it is offered, else the shop's default, else en-US.
 */
export function chooseLanguage(
  requested: string | undefined,
  offered: ReadonlyArray<{ code: string }>,
  defaultLang: string | undefined,
): string {
  const codes = offered.map((l) => l.code);
  if (requested && codes.includes(requested)) return requested;
  if (defaultLang && (codes.length === 0 || codes.includes(defaultLang))) return defaultLang;
  return codes[0] ?? DEFAULT_LANGUAGE;
}

/** A validation or server message in the page's language (its key is made from the English text). */
export function translatedMessage(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(messageKey(message), { defaultValue: message }) : undefined;
}

/**
 * A title the shop wrote in the default language ("About Us" in its footer links) in the page's
 * language when the storefront has that text too; in the default language, or when it has not, as
 * the shop wrote it.
 */
export function shopTitle(t: TFunction, language: string, title: string): string {
  return language === DEFAULT_LANGUAGE ? title : t(messageKey(title), { defaultValue: title });
}
