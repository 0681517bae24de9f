import { CONTENT_TRANSLATION_LANGS } from '@shop/contracts/admin/content';
import {
  type StoreSettings,
  TRANSLATED_TEXT_SETTINGS,
  type TranslatedTextSetting,
} from '../../platform/store-settings.ts';

/**
 * The one home of the rule for the shop's own texts kept in the settings (home titles, the about
 * block, banners, the category rows' promo tiles, the footer's quick links, the copyright line): in a language with a
 * translation, each field shows its translation; a missing or blank one shows the base text (the
 * default language's), field by field, so a half-translated banner still has all its lines.
 */

/** The translation when it has text, else the base text. */
export function translatedOr(base: string, translation: string | undefined): string {
  return translation !== undefined && translation.trim() !== '' ? translation : base;
}

/** `value`'s text fields in `lang` (each falling back to its base text). */
function localizeItem<
  T extends { translations: Record<string, Partial<Record<K, string>>> },
  K extends keyof T,
>(value: T, lang: string, fields: readonly K[]): T {
  const tr = value.translations[lang];
  if (!tr) return value;
  const out = { ...value };
  for (const field of fields) out[field] = translatedOr(String(value[field]), tr[field]) as T[K];
  return out;
}

const BANNER_FIELDS = ['title', 'subtitle', 'cta'] as const;

/** The settings as a shopper reading `lang` sees them. */
export function localizeSettings(s: StoreSettings, lang: string): StoreSettings {
  const texts = s.homeTextTranslations[lang] ?? {};
  const out: StoreSettings = { ...s };
  for (const key of TRANSLATED_TEXT_SETTINGS) out[key] = translatedOr(s[key], texts[key]);
  const banners = (list: StoreSettings['homeSliders']) =>
    list.map((b) => localizeItem(b, lang, BANNER_FIELDS));
  out.homeSliders = banners(s.homeSliders);
  out.homeFullWidthBanners = banners(s.homeFullWidthBanners);
  out.homeFourBannersRow = banners(s.homeFourBannersRow);
  out.homeTwoBannersRow = banners(s.homeTwoBannersRow);
  out.homeThreeBannersRow = banners(s.homeThreeBannersRow);
  out.homeCategoryProducts = s.homeCategoryProducts.map((row) =>
    localizeItem(row, lang, ['title', 'subtitle'] as const),
  );
  out.homeFooterQuickLinks = s.homeFooterQuickLinks.map((link) =>
    localizeItem(link, lang, ['title'] as const),
  );
  return out;
}

/**
 * The consoles' side of the same rule: a form's translated text fields and the text settings that
 * hold their per-language values in `homeTextTranslations`.
 */
/** A form's text fields and the text settings that hold them. */
export type TextFields<F extends string> = Record<F, TranslatedTextSetting>;

/** The per-language values of `fields` as the console edits them ("" where none). */
export function textTranslations<F extends string>(s: StoreSettings, fields: TextFields<F>) {
  const one = (lang: string) => {
    const stored = s.homeTextTranslations[lang] ?? {};
    return Object.fromEntries(
      Object.entries<TranslatedTextSetting>(fields).map(([field, key]) => [field, stored[key] ?? '']),
    ) as Record<F, string>;
  };
  return { 'es-ES': one('es-ES'), 'ar-SA': one('ar-SA') };
}

/** `s.homeTextTranslations` with the values of `fields` replaced by the saved ones (blank ones dropped). */
export function withTextTranslations<F extends string>(
  s: StoreSettings,
  fields: TextFields<F>,
  saved: Record<(typeof CONTENT_TRANSLATION_LANGS)[number], Record<F, string>>,
): StoreSettings['homeTextTranslations'] {
  const out = { ...s.homeTextTranslations };
  for (const lang of CONTENT_TRANSLATION_LANGS) {
    const values = { ...out[lang] };
    for (const [field, key] of Object.entries<TranslatedTextSetting>(fields)) {
      const value = saved[lang][field as F];
      if (value === '') delete values[key];
      else values[key] = value;
    }
    out[lang] = values;
  }
  return out;
}
