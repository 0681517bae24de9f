import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { switchLanguagePath } from '@shop/contracts/language-path';
import { readString, writeString } from './browser-storage.ts';
import { readBrowserCookie, setBrowserCookie } from './cookies.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Remembers the language in localStorage and in the `lang` cookie. A storefront page's language is
 * its URL's (decision 114 "The language in the address"); the cookie is what the consoles (/seller,
 * /admin) and the payment pages render in.
 */
export function saveLanguageChoice(code: string): void {
  writeString('local', STORAGE_KEYS.language, code);
  setBrowserCookie(LANGUAGE_COOKIE, code);
}

/**
 * The address of the page being shown in another language: the same path and query (and hash)
 * under that language's prefix.
 */
export function samePageIn(
  code: string,
  defaultLanguage: string,
  location: Location = window.location,
): string {
  return switchLanguagePath(`${location.pathname}${location.search}${location.hash}`, code, defaultLanguage);
}

/**
 * Remembers the language of the storefront page shown (a shopper who came by an `/es-ES/` link
 * chose it too), so the consoles and the payment pages speak it; never reloads: the URL decides
 * the storefront's language. Writes nothing when both already say so.
 */
export function rememberPageLanguage(renderedLang: string): void {
  if (
    readBrowserCookie(LANGUAGE_COOKIE) === renderedLang &&
    readString('local', STORAGE_KEYS.language) === renderedLang
  ) {
    return;
  }
  saveLanguageChoice(renderedLang);
}
