import { fieldError, TextAreaField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { FormSection, type SectionProps } from './section.tsx';
import { ProductNameField } from './text-fields.tsx';

/** Name and short description. */
export function DetailsSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormSection id="details" title={t('products.sections.details')}>
      <ProductNameField form={form} lang="en-US" />
      <TextAreaField
        label={t('products.fields.shortDescription')}
        hint={t('products.fields.shortDescriptionHint')}
        rows={2}
        maxLength={500}
        error={fieldError(t, errors.shortDescription)}
        {...register('shortDescription')}
      />
    </FormSection>
  );
}
