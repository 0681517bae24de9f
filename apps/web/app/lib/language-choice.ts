import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { readString, writeString } from './browser-storage.ts';
import { readBrowserCookie, setBrowserCookie } from './cookies.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Remembers the language in localStorage and in the `lang` cookie the server renders with. */
export function saveLanguageChoice(code: string): void {
  writeString('local', STORAGE_KEYS.language, code);
  setBrowserCookie(LANGUAGE_COOKIE, code);
}

/**
 * When the cookie is gone (cleared or expired) but localStorage still has an offered language
 * that differs from the rendered one, restores the cookie; returns true when the page should
 * reload to render that language. Never asks for a reload if the cookie could not be written,
 * so a browser that blocks cookies cannot loop.
 */
export function restoreLanguageCookie(renderedLang: string, offered: readonly string[]): boolean {
  if (readBrowserCookie(LANGUAGE_COOKIE)) return false;
  const stored = readString('local', STORAGE_KEYS.language);
  if (!stored || !offered.includes(stored) || stored === renderedLang) return false;
  setBrowserCookie(LANGUAGE_COOKIE, stored);
  return readBrowserCookie(LANGUAGE_COOKIE) === stored;
}
