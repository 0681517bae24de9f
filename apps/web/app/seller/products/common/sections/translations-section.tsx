import { PRODUCT_TRANSLATION_LANGS } from '@shop/contracts/seller/products';
import { lazy, Suspense, useId } from 'react';
import { Controller } from 'react-hook-form';
import { fieldError, InputField } from '../../../../console/common/form-fields.tsx';
import { LanguageTabs, textDirection, useLanguageName } from '../../../../console/common/language-tabs.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { FormSection, type SectionProps } from './section.tsx';

// tiptap is large: it loads with this section, in a chunk of its own
const RichTextEditor = lazy(() =>
  import('../../../../console/common/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

type TranslatedLang = (typeof PRODUCT_TRANSLATION_LANGS)[number];

/**
 * The name and description in the storefront's other languages, one tab each (Español, العربية);
 * an empty field shows the default language's name or description there, field by field.
 */
export function TranslationsSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const errors = form.formState.errors.translations;
  return (
    <FormSection
      id="translations"
      title={t('products.sections.translations')}
      description={t('products.fields.translationsHint')}
    >
      <LanguageTabs
        label={t('products.fields.translationLanguages')}
        langs={PRODUCT_TRANSLATION_LANGS}
        invalid={{ 'es-ES': Boolean(errors?.['es-ES']), 'ar-SA': Boolean(errors?.['ar-SA']) }}
      >
        {(lang) => <TranslationFields form={form} lang={lang} languageName={languageName(lang)} />}
      </LanguageTabs>
    </FormSection>
  );
}

function TranslationFields({
  form,
  lang,
  languageName,
}: Pick<SectionProps, 'form'> & { lang: TranslatedLang; languageName: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errors = form.formState.errors.translations?.[lang];
  return (
    <>
      <InputField
        label={t('products.fields.nameIn', { language: languageName })}
        {...textDirection(lang)}
        autoComplete="off"
        error={fieldError(t, errors?.name)}
        {...form.register(`translations.${lang}.name`)}
      />
      <Controller
        control={form.control}
        name={`translations.${lang}.description`}
        render={({ field, fieldState }) => {
          const error = fieldError(t, fieldState.error);
          return (
            <div className="flex flex-col gap-1.5" {...textDirection(lang)}>
              <span id={labelId} className="text-sm font-medium text-slate-700">
                {t('products.fields.descriptionIn', { language: languageName })}
              </span>
              <Suspense fallback={<Skeleton className="h-40 w-full" />}>
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
    </>
  );
}
