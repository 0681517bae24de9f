import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import type { AppLoadContext } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { adminMessages } from './messages.server.ts';

/**
 * The page's language (the storefront's choice: the cookie among the offered languages) and the
 * operator console's messages in it, for the loaders of the layout and the sign-in pages.
 */
export async function adminPageMessages(
  request: Request,
  context: AppLoadContext,
): Promise<{ language: string; messages: Record<string, string>; api: ApiClient }> {
  const cookieLang = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE];
  const api = serverApiClient(request, context, cookieLang);
  const config = await getPageConfig(api);
  const language = config.ok
    ? chooseLanguage(cookieLang, config.data.languages, config.data.defaultLang)
    : (cookieLang ?? 'en-US');
  return { language, messages: adminMessages(language), api };
}
