import { CheckboxField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { useSellerSession } from '../../../lib/session.ts';
import { FormSection, type SectionProps } from './section.tsx';

/** Published or draft; a shop awaiting approval is told that shoppers see nothing yet. */
export function PublishSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const session = useSellerSession();
  const approved = session.data?.shop.isApproved ?? true;
  return (
    <FormSection id="publish" title={t('products.sections.publish')}>
      <CheckboxField
        label={t('products.fields.isPublished')}
        hint={approved ? t('products.fields.isPublishedHint') : t('products.fields.notApprovedHint')}
        {...form.register('isPublished')}
      />
    </FormSection>
  );
}
