import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import type { TFunction } from 'i18next';
import { parseCookies } from '../../lib/cookies.ts';
import { createServerI18n } from '../../lib/i18n.server.ts';

/**
 * A translator for a loader (titles and descriptions of `meta`, which cannot use hooks), in the
 * language of the `lang` cookie, the same cookie the root loader reads.
 */
export function serverTranslate(request: Request): TFunction {
  const language = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE] ?? '';
  return createServerI18n(language).t;
}
