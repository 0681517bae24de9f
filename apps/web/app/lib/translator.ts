import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';

/** A translation file: flat keys (no nesting, no namespaces) to text. */
export type TranslationBundle = Readonly<Record<string, string>>;

/**
 * Interpolation values, `count` (a number chooses the plural form; a string is only a value) and
 * `defaultValue` (used before the key).
 */
export type TOptions = { count?: number | string; defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  language: string;
  t: TFunction;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules(DEFAULT_LANGUAGE);
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const VARIABLE = /\{\{([^{}]+)\}\}/g;

/**
 * `{{name}}` → the option's value, as is (React escapes what it renders). A variable the options
 * do not name stays as written; one named but undefined or null becomes empty.
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    const variable = name.trim();
    if (!Object.hasOwn(options, variable)) return match;
    const value = options[variable];
    return value == null ? '' : String(value);
  });
}

/**
 * The storefront's translator: the key's text in `language`, else in the default language (en-US),
 * else the `defaultValue` option, else the key. An empty text counts as missing. With a numeric
 * `count`, the plural form of that language comes first (`key_zero` for 0, then `key_<category>`,
 * `key_other`, `key`).
 */
export function createTranslator(
  language: string,
  bundles: Readonly<Record<string, TranslationBundle | undefined>>,
): Translator {
  const chain = [...new Set([language, DEFAULT_LANGUAGE])]
    .map((code) => ({ code, bundle: bundles[code] }))
    .filter((entry): entry is { code: string; bundle: TranslationBundle } => entry.bundle !== undefined);

  function lookup(bundle: TranslationBundle, key: string): string | undefined {
    const text = Object.hasOwn(bundle, key) ? bundle[key] : undefined;
    return typeof text === 'string' && text !== '' ? text : undefined;
  }

  function t(key: string, options?: TOptions): string {
    const count = options?.count;
    for (const { code, bundle } of chain) {
      let text: string | undefined;
      if (typeof count === 'number') {
        if (count === 0) text = lookup(bundle, `${key}_zero`);
        text ??= lookup(bundle, `${key}_${pluralCategory(code, count)}`) ?? lookup(bundle, `${key}_other`);
      }
      text ??= lookup(bundle, key);
      if (text !== undefined) return interpolate(text, options);
    }
    const fallback = options?.defaultValue;
    return interpolate(typeof fallback === 'string' && fallback !== '' ? fallback : key, options);
  }

  return { language, t };
}
