import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { FormSection, type SectionProps } from './section.tsx';
import { ProductDescriptionField } from './text-fields.tsx';

/** The rich-text description (sanitised again by the API). */
export function DescriptionSection({ form }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="description" title={t('products.sections.description')}>
      <ProductDescriptionField form={form} lang="en-US" />
    </FormSection>
  );
}
