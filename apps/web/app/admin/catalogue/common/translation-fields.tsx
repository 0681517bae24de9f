import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

interface WithTranslations {
  translations?: { 'es-ES'?: string; 'ar-SA'?: string };
}

/**
 * A name's translations (es-ES and ar-SA): empty means none, the base name shows in that language.
 * The Arabic field is written right to left.
 */
export function TranslationFields<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  // the form's type always has `translations`; react-hook-form's paths cannot see it through T
  // (the name field of VocabularyForm is registered the same way)
  const path = (language: 'es-ES' | 'ar-SA') => `translations.${language}` as Path<T>;
  const errs = (errors as FieldErrors<WithTranslations>).translations;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('catalogue.translations')}</legend>
      <p className="text-xs text-slate-500">{t('catalogue.translationsHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('catalogue.nameSpanish')}
          lang="es"
          dir="ltr"
          autoComplete="off"
          maxLength={100}
          error={fieldError(t, errs?.['es-ES'])}
          {...register(path('es-ES'))}
        />
        <InputField
          label={t('catalogue.nameArabic')}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          maxLength={100}
          error={fieldError(t, errs?.['ar-SA'])}
          {...register(path('ar-SA'))}
        />
      </div>
    </fieldset>
  );
}
