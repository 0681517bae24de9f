import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
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
 * An API client for loaders: it adds the server's own headers from the load context, forwards the
 * shopper's cookies (guest id, language), sends the zone of the `zoneId` cookie as `Zone-Id`, and
 * speaks the page's language (given, else the `lang` cookie, else the request's Accept-Language),
 * so the API sees the same shopper the browser would be.
 */
export function serverApiClient(
  request: Request,
  context: AppLoadContext,
  language?: string | null,
): ApiClient {
  const forwardHeaders: Record<string, string> = { ...context.apiHeaders };
  const cookie = request.headers.get('Cookie');
  if (cookie) forwardHeaders.Cookie = cookie;
  const cookies = parseCookies(cookie);
  const chosen = language ?? cookies[LANGUAGE_COOKIE];
  // a cookie is percent-decoded: only a language tag may become a header (a NUL or a newline
  // would make the call throw, and the page a 500)
  const acceptLanguage =
    chosen && LANGUAGE_TAG.test(chosen) ? chosen : request.headers.get('Accept-Language');
  const zoneId = zoneIdFromCookie(cookies[ZONE_COOKIE]);
  return createApiClient({
    baseUrl: serverApiBaseUrl(request, context),
    forwardHeaders,
    language: () => acceptLanguage,
    zoneId: () => zoneId,
  });
}
