import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { createTranslator, type TFunction, type TOptions, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LANGUAGE, {}));

/** Makes `translator` the one `useTranslation()` and `<Trans>` use below it. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children?: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's `t` and its language (`i18n.language`). */
export function useTranslation(): { t: TFunction; i18n: { language: string } } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;

/**
 * A translation with elements in it: each `<name>text</name>` in the text becomes a copy of
 * `components.name` with that text as its children; the rest stays text.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (!isValidElement(element)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
