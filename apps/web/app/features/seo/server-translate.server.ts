import type { AppLoadContext } from 'react-router';
import { createServerTranslator } from '../../lib/i18n.server.ts';
import { requestLanguage } from '../../lib/server-api.server.ts';
import type { TFunction } from '../../lib/translator.ts';

/**
 * A translator for a loader (titles and descriptions of `meta`, which cannot use hooks), in the
 * page's language as the root loader reads it (the URL's prefix, else the shop's default: pass the
 * load context, without it the default is en-US).
 */
export function serverTranslate(request: Request, context: AppLoadContext = {}): TFunction {
  return createServerTranslator(requestLanguage(request, context)).t;
}
