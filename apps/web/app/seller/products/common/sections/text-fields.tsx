import { lazy, Suspense, useId } from 'react';
import { Controller } from 'react-hook-form';
import { fieldError, InputField } from '../../../../console/common/form-fields.tsx';
import {
  type ContentLang,
  langField,
  textDirection,
  useLanguageName,
} from '../../../../console/common/language-tabs.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import type { SectionProps } from './section.tsx';

// tiptap is large: it loads with the sections that show it, in a chunk of its own
const RichTextEditor = lazy(() =>
  import('../../../../console/common/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

type FieldProps = Pick<SectionProps, 'form'> & { lang: ContentLang };

/** The base language's fields keep the console's direction; a translation's are in its own. */
function langProps(lang: ContentLang) {
  return lang === 'en-US' ? {} : textDirection(lang);
}

/** The product's name in `lang`: the base name, or its translation ("Name (Español)"). */
export function ProductNameField({ form, lang }: FieldProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const errors = lang === 'en-US' ? form.formState.errors : form.formState.errors.translations?.[lang];
  return (
    <InputField
      label={
        lang === 'en-US'
          ? t('products.fields.name')
          : t('products.fields.nameIn', { language: languageName(lang) })
      }
      {...langProps(lang)}
      autoComplete="off"
      maxLength={200}
      error={fieldError(t, errors?.name)}
      {...form.register(langField(lang, 'name'))}
    />
  );
}

/** The product's rich-text description in `lang` (sanitised again by the API). */
export function ProductDescriptionField({ form, lang }: FieldProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const labelId = useId();
  const hintId = useId();
  return (
    <Controller
      control={form.control}
      name={langField(lang, 'description')}
      render={({ field, fieldState }) => {
        const error = fieldError(t, fieldState.error);
        return (
          <div className="flex flex-col gap-1.5" {...langProps(lang)}>
            <span id={labelId} className="text-sm font-medium text-slate-700">
              {lang === 'en-US'
                ? t('products.fields.description')
                : t('products.fields.descriptionIn', { language: languageName(lang) })}
            </span>
            <Suspense fallback={<Skeleton className={lang === 'en-US' ? 'h-60 w-full' : 'h-40 w-full'} />}>
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                labelId={labelId}
                describedBy={hintId}
              />
            </Suspense>
            <p id={hintId} className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
              {error ?? t('products.fields.descriptionHint')}
            </p>
          </div>
        );
      }}
    />
  );
}
