/** The languages the API answers in. The first is the fallback of last resort. */
export const SUPPORTED_LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export function isLanguageCode(value: string): value is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the answer language from an `Accept-Language` header: its first tag, matched exactly
 * (case-insensitive) or by its primary subtag (`es-MX` → `es-ES`, `ar` → `ar-SA`).
 * Anything else gives `fallback`.
 */
export function pickLanguage(header: string | undefined, fallback: LanguageCode): LanguageCode {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return fallback;
  return matchLanguage(first) ?? fallback;
}

/** One language tag matched exactly (case-insensitive) or by its primary subtag; null for none. */
export function matchLanguage(tag: string): LanguageCode | null {
  const wanted = tag.toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return SUPPORTED_LANGUAGES.find((code) => code.toLowerCase().split('-')[0] === primary) ?? null;
}
