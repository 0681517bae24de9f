import { type ReactNode, useMemo } from 'react';
import { TranslationProvider, useTranslation } from '../../lib/i18n-react.tsx';
import { createTranslator, type TFunction, type Translator } from '../../lib/translator.ts';

/**
 * Puts a console's messages in front of the storefront's: a key of the console's files is
 * translated from them (the layout loaded the page's language, en-US underneath), any other key
 * (the shared `ui/` parts: Close, Try again) by the storefront's translator as before.
 */
export function ConsoleTranslations({
  messages,
  children,
}: {
  messages: Record<string, string>;
  children: ReactNode;
}) {
  const outer = useTranslation();
  const translator = useMemo<Translator>(() => {
    const language = outer.i18n.language;
    const inner = createTranslator(language, { [language]: messages });
    const has = (key: string) =>
      Object.hasOwn(messages, key) ||
      Object.hasOwn(messages, `${key}_other`) ||
      Object.hasOwn(messages, `${key}_one`);
    const t: TFunction = (key, options) => (has(key) ? inner.t(key, options) : outer.t(key, options));
    return { language, t };
  }, [messages, outer]);
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
