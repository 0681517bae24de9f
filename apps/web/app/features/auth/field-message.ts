import { messageKey } from '../../lib/i18n.ts';
import type { TFunction } from '../../lib/translator.ts';

/** A validation or server message in the page's language (its key is made from the English text). */
export function translated(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(messageKey(message), { defaultValue: message }) : undefined;
}
