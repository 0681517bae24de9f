import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { parseCookies } from '../../lib/cookies.ts';
import { createServerTranslator } from '../../lib/i18n.server.ts';
import type { TFunction } from '../../lib/translator.ts';

/**
 * A translator for a loader (titles and descriptions of `meta`, which cannot use hooks), in the
 * language of the `lang` cookie, the same cookie the root loader reads.
 */
export function serverTranslate(request: Request): TFunction {
  const language = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE] ?? '';
  return createServerTranslator(language).t;
}
