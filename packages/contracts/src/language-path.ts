import { SHIPPED_LANGUAGES, type ShippedLanguage } from './constants.ts';

/**
 * The language in the address (decision 114 "The language in the address"): a storefront page in
 * the shop's default language has no prefix (`/products/x`), one in another language starts with
 * its code (`/es-ES/products/x`). The URL alone decides a page's language. The server mounts one
 * React Router handler per prefix with that prefix as its `basename` (apps/api/src/platform/web.ts),
 * so the app's own links, navigations and redirects keep their unprefixed paths.
 */
export const PATH_LANGUAGES: readonly ShippedLanguage[] = SHIPPED_LANGUAGES;

export function isPathLanguage(value: string): value is ShippedLanguage {
  return (PATH_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Splits a path (query and hash allowed) into the language of its first segment, when that segment
 * is exactly a shipped language code, and the rest (always starting with `/`).
 * `/es-ES/products?x=1` → es-ES and `/products?x=1`; `/es-ES` → es-ES and `/`; `/products` → null.
 */
export function splitLanguagePath(path: string): { language: ShippedLanguage | null; rest: string } {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  const segment = match?.[1];
  if (!match || segment === undefined || !isPathLanguage(segment)) return { language: null, rest: path };
  const tail = match[2] ?? '';
  return { language: segment, rest: tail.startsWith('/') ? tail : `/${tail}` };
}

/** The React Router basename of a language's pages: none for the default language. */
export function languageBasename(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/**
 * The address of an unprefixed storefront path in a language: `/products` → `/es-ES/products`,
 * `/` → `/es-ES` (as React Router writes a link to `/` under a basename); unchanged for the default.
 */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  const base = languageBasename(language, defaultLanguage);
  if (!base) return path;
  if (path === '/' || path === '') return base;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${base}${path.slice(1)}`;
  return `${base}${path}`;
}

/** The same page in another language: the current path without its prefix, re-prefixed. */
export function switchLanguagePath(currentPath: string, language: string, defaultLanguage: string): string {
  return localizedPath(splitLanguagePath(currentPath).rest, language, defaultLanguage);
}

/**
 * The seller center (`/seller`, but not the shoppers' `/seller/signup` pages), its sign-in
 * (`/login`) and the operator console (`/admin`): not indexed, they keep the language remembered
 * by the `lang` cookie and have no language prefix. `path` is unprefixed, query allowed.
 */
export function isConsolePath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/s, '');
  if (/^\/(?:admin|login)(?:\/|$)/.test(pathname)) return true;
  return /^\/seller(?:\/|$)/.test(pathname) && !/^\/seller\/signup(?:\/|$)/.test(pathname);
}
