import type { ProductTaxInput } from '@shop/contracts/seller/products';
import { Controller, useWatch } from 'react-hook-form';
import {
  CheckboxField,
  fieldError,
  InputField,
  SelectInputField,
} from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { fromLocalInput, toLocalInput } from '../form-values.ts';
import { FormSection, type SectionProps } from './section.tsx';

/** The discount window of the variations' discounts, and the product's taxes. */
export function PricingSection({ form, options }: SectionProps) {
  const { t } = useTranslation();
  const { control, formState, setValue } = form;
  const errors = formState.errors;
  const taxes = useWatch({ control, name: 'taxes' });

  const setTaxes = (next: ProductTaxInput[]) =>
    setValue('taxes', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <FormSection id="pricing" title={t('products.sections.pricing')} description={t('products.pricing.hint')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['discountStartAt', 'discountEndAt'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <InputField
                label={t(`products.pricing.${name}`)}
                hint={t('products.pricing.emptyMeansAlways')}
                type="datetime-local"
                value={toLocalInput(field.value)}
                onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
                onBlur={field.onBlur}
                error={fieldError(t, fieldState.error)}
              />
            )}
          />
        ))}
      </div>
      {options.taxes.length > 0 ? (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('products.pricing.taxes')}</legend>
          {options.taxes.map((tax) => {
            const index = taxes.findIndex((x) => x.taxId === tax.id);
            const entry = index >= 0 ? taxes[index] : undefined;
            const e = index >= 0 ? errors.taxes?.[index] : undefined;
            return (
              <div key={tax.id} className="grid items-end gap-3 sm:grid-cols-3">
                <CheckboxField
                  label={tax.name}
                  checked={entry !== undefined}
                  onChange={(event) =>
                    setTaxes(
                      event.target.checked
                        ? [...taxes, { taxId: tax.id, type: 'percent', value: 0 }]
                        : taxes.filter((x) => x.taxId !== tax.id),
                    )
                  }
                  className="sm:pb-2.5"
                />
                {entry ? (
                  <>
                    <SelectInputField
                      label={t('products.pricing.taxType', { name: tax.name })}
                      value={entry.type}
                      options={[
                        { value: 'percent', label: t('products.pricing.percent') },
                        { value: 'amount', label: t('products.pricing.amount') },
                      ]}
                      onChange={(event) =>
                        setTaxes(
                          taxes.map((x) =>
                            x.taxId === tax.id
                              ? { ...x, type: event.target.value as ProductTaxInput['type'] }
                              : x,
                          ),
                        )
                      }
                    />
                    <InputField
                      label={t('products.pricing.taxValue', { name: tax.name })}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      value={Number.isNaN(entry.value) ? '' : entry.value}
                      error={fieldError(t, e?.value)}
                      onChange={(event) =>
                        setTaxes(
                          taxes.map((x) =>
                            x.taxId === tax.id ? { ...x, value: event.target.valueAsNumber } : x,
                          ),
                        )
                      }
                    />
                  </>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </FormSection>
  );
}
