import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { isConsolePath, splitLanguagePath } from '@shop/contracts/language-path';
import type { AppLoadContext } from 'react-router';
import { type ApiClient, createApiClient } from './api-client.ts';
import { parseCookies } from './cookies.ts';
import { ZONE_COOKIE, zoneIdFromCookie } from './user-location.ts';

/** A language tag such as `es-ES`. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

/** The API address for server-side calls: the one the host passed in, else `/api/v1` on this origin. */
export function serverApiBaseUrl(request: Request, context: AppLoadContext): string {
  return context.apiBaseUrl ?? new URL('/api/v1', request.url).toString();
}

/**
 * The language a request's page is in, before the offered languages are known (decision 114 "The
 * language in the address"): a storefront page's is its URL's (`/es-ES/...`), else the shop's
 * default; never the `lang` cookie nor Accept-Language, so a crawler gets the URL's language and a
 * page is the same for everyone. The consoles (/seller, /login, /admin) keep the language the
 * `lang` cookie remembers. The root loader checks it is offered (root.tsx).
 */
export function requestLanguage(request: Request, context: AppLoadContext): string {
  const { pathname } = new URL(request.url);
  const { language, rest } = splitLanguagePath(pathname);
  const fallback = context.defaultLanguage ?? DEFAULT_LANGUAGE;
  if (language) return language;
  if (isConsolePath(rest)) {
    const cookie = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE];
    return cookie && LANGUAGE_TAG.test(cookie) ? cookie : fallback;
  }
  return fallback;
}

/**
 * An API client for loaders: it adds the server's own headers from the load context, forwards the
 * shopper's cookies (guest id), sends the zone of the `zoneId` cookie as `Zone-Id`, and speaks the
 * page's language (given, else `requestLanguage`) as Accept-Language, so the API sees the same
 * shopper the browser would be.
 */
export function serverApiClient(
  request: Request,
  context: AppLoadContext,
  language?: string | null,
  /** the fetch to call through (an action reads the API's Set-Cookie this way) */
  fetchImpl?: typeof fetch,
): ApiClient {
  const forwardHeaders: Record<string, string> = { ...context.apiHeaders };
  const cookie = request.headers.get('Cookie');
  if (cookie) forwardHeaders.Cookie = cookie;
  const cookies = parseCookies(cookie);
  const chosen = language ?? requestLanguage(request, context);
  // a cookie is percent-decoded: only a language tag may become a header (a NUL or a newline
  // would make the call throw, and the page a 500)
  const acceptLanguage = LANGUAGE_TAG.test(chosen) ? chosen : null;
  const zoneId = zoneIdFromCookie(cookies[ZONE_COOKIE]);
  return createApiClient({
    baseUrl: serverApiBaseUrl(request, context),
    forwardHeaders,
    language: () => acceptLanguage,
    zoneId: () => zoneId,
    fetch: fetchImpl,
  });
}
