import { CONTENT_TRANSLATION_LANGS, type ContentTranslationLang } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';

/** The base language (its text shows wherever a translation is empty), then the translations. */
export const CONTENT_LANGS = ['en-US', ...CONTENT_TRANSLATION_LANGS] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Each language by its own name, as a reader of it looks for it. */
const ENDONYM: Record<ContentLang, string> = { 'en-US': 'English', 'es-ES': 'Español', 'ar-SA': 'العربية' };

/** The `lang` and `dir` of a field holding text in `lang`. */
export function textDirection(lang: ContentLang): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: lang.slice(0, 2), dir: lang === 'ar-SA' ? 'rtl' : 'ltr' };
}

/** A form field's path: the base value, or its value in a translated language. */
export function langField<F extends string>(
  lang: ContentLang,
  field: F,
): F | `translations.${ContentTranslationLang}.${F}` {
  return lang === 'en-US' ? field : `translations.${lang}.${field}`;
}

/** The language's name, "English (default)" for the base one. */
export function useLanguageName(): (lang: ContentLang) => string {
  const { t } = useTranslation();
  return (lang) => (lang === 'en-US' ? t('languages.default', { name: ENDONYM[lang] }) : ENDONYM[lang]);
}

/**
 * The per-language values of a form as a tab list: English (default) / Español / العربية. Every
 * panel stays mounted (hidden when not chosen) so the form keeps and checks all of them; a tab whose
 * fields have errors says so, so a mistake in a hidden language is found. Arrow keys, Home and End
 * move between the tabs (WAI-ARIA tabs pattern).
 */
export function LanguageTabs<L extends ContentLang = ContentLang>({
  label,
  invalid,
  langs = CONTENT_LANGS as readonly ContentLang[] as readonly L[],
  children,
}: {
  label: string;
  invalid?: Partial<Record<ContentLang, boolean>>;
  /** the languages on the list (all of them unless the base text is edited elsewhere) */
  langs?: readonly L[];
  children: (lang: L) => ReactNode;
}) {
  const { t } = useTranslation();
  const name = useLanguageName();
  const id = useId();
  const [selected, setSelected] = useState<L>(langs[0]!);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = langs.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const to =
      step !== undefined
        ? (index + step + langs.length) % langs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
    if (to === null) return;
    event.preventDefault();
    setSelected(langs[to]!);
    tabs.current[to]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {langs.map((lang, index) => (
          <button
            key={lang}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${lang}`}
            aria-controls={`${id}-panel-${lang}`}
            aria-selected={selected === lang}
            tabIndex={selected === lang ? 0 : -1}
            onClick={() => setSelected(lang)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium',
              selected === lang
                ? 'border-primary-600 text-primary-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            <span lang={lang.slice(0, 2)}>{name(lang)}</span>
            {invalid?.[lang] ? (
              <>
                <span aria-hidden className="size-2 rounded-full bg-red-600" />
                <span className="sr-only">{t('languages.hasErrors')}</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      {langs.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={selected !== lang}
          className="flex flex-col gap-4"
        >
          {lang !== 'en-US' ? <p className="text-xs text-slate-500">{t('languages.hint')}</p> : null}
          {children(lang)}
        </div>
      ))}
    </div>
  );
}
