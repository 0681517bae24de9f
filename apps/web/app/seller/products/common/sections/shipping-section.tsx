import { useWatch } from 'react-hook-form';
import {
  CheckboxField,
  fieldError,
  InputField,
  TextAreaField,
} from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { FormSection, type SectionProps } from './section.tsx';

const qtyOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Purchase limits, delivery time, warranty, EMI and cash on delivery (what the product page shows
 * under the price).
 */
export function ShippingSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const hasWarranty = useWatch({ control, name: 'hasWarranty' });
  const hasEmi = useWatch({ control, name: 'hasEmi' });
  return (
    <FormSection id="shipping" title={t('products.sections.shipping')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t('products.fields.minPurchaseQty')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={fieldError(t, errors.minPurchaseQty)}
          {...register('minPurchaseQty', { valueAsNumber: true })}
        />
        <InputField
          label={t('products.fields.maxPurchaseQty')}
          hint={t('products.fields.maxPurchaseQtyHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={fieldError(t, errors.maxPurchaseQty)}
          {...register('maxPurchaseQty', { setValueAs: qtyOrNull })}
        />
        <InputField
          label={t('products.fields.estDeliveryTime')}
          hint={t('products.fields.estDeliveryTimeHint')}
          maxLength={100}
          error={fieldError(t, errors.estDeliveryTime)}
          {...register('estDeliveryTime')}
        />
      </div>
      <CheckboxField label={t('products.fields.hasWarranty')} {...register('hasWarranty')} />
      {hasWarranty ? (
        <TextAreaField
          label={t('products.fields.warrantyInfo')}
          rows={2}
          maxLength={500}
          error={fieldError(t, errors.warrantyInfo)}
          {...register('warrantyInfo')}
        />
      ) : null}
      <CheckboxField label={t('products.fields.hasEmi')} {...register('hasEmi')} />
      {hasEmi ? (
        <TextAreaField
          label={t('products.fields.emiInfo')}
          rows={2}
          maxLength={500}
          error={fieldError(t, errors.emiInfo)}
          {...register('emiInfo')}
        />
      ) : null}
      <CheckboxField
        label={t('products.fields.cashOnDelivery')}
        hint={t('products.fields.cashOnDeliveryHint')}
        {...register('cashOnDelivery')}
      />
    </FormSection>
  );
}
