import { isMessageKey, MESSAGES, type MessageKey } from '@shop/contracts/messages';
import type { LanguageCode } from './language.ts';

export type { MessageKey };

/**
 * Translates an API message into `lang` and fills its `{name}` placeholders from `params`. The
 * messages and their translations are one typed table (packages/contracts/src/messages.ts): a
 * message that is not a key of it does not compile.
 */
export function translate(
  lang: LanguageCode,
  message: MessageKey,
  params: Record<string, string | number> = {},
): string {
  // `?.`: a key forced past the type (a cast) is answered in English rather than throwing
  const text =
    lang === 'en-US'
      ? message
      : ((MESSAGES[message] as (typeof MESSAGES)[MessageKey] | undefined)?.[lang] ?? message);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * `translate` for text that arrives untyped (an error's message, a validation library's): a
 * message of the table is translated, any other text is answered as it is.
 */
export function translateText(
  lang: LanguageCode,
  text: string,
  params: Record<string, string | number> = {},
): string {
  if (isMessageKey(text)) return translate(lang, text, params);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
