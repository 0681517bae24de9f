import { PRODUCT_TRANSLATION_LANGS } from '@shop/contracts/seller/products';
import { LanguageTabs } from '../../../../console/common/language-tabs.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { FormSection, type SectionProps } from './section.tsx';
import { ProductDescriptionField, ProductNameField } from './text-fields.tsx';

/**
 * The name and description in the storefront's other languages, one tab each (Español, العربية);
 * an empty field shows the default language's name or description there, field by field.
 */
export function TranslationsSection({ form }: SectionProps) {
  const { t } = useTranslation();
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
        {(lang) => (
          <>
            <ProductNameField form={form} lang={lang} />
            <ProductDescriptionField form={form} lang={lang} />
          </>
        )}
      </LanguageTabs>
    </FormSection>
  );
}
