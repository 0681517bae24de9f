import type { AttributeChoice } from '@shop/contracts/seller/products';
import { MAX_VARIATIONS, variationCodes } from '@shop/contracts/seller/products';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { fieldError, InputField, SelectInputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { usePageConfig } from '../../../../lib/shop-context.tsx';
import { Button } from '../../../../ui/button.tsx';
import { codeValueNames, regenerateVariations } from '../form-values.ts';
import { FormSection, type SectionProps } from './section.tsx';

/**
 * Variants: the attributes and values the product comes in; their combinations are the
 * variations (like the original: every colour with every size), each with its SKU, price,
 * discount, stock per warehouse and picture. Changing the choice keeps the rows that stay.
 */
export function VariantsSection({ form, options }: SectionProps) {
  const { t } = useTranslation();
  const decimals = usePageConfig().currency.decimals;
  const step = decimals > 0 ? (1 / 10 ** decimals).toFixed(decimals) : '1';
  const { control, register, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const { fields, replace } = useFieldArray({ control, name: 'variations', keyName: 'key' });
  const attributes = useWatch({ control, name: 'attributes' });
  const images = useWatch({ control, name: 'images' });
  const bulkId = useId();
  const [bulkPrice, setBulkPrice] = useState('');

  const choose = (attributeId: number, valueId: number, on: boolean) => {
    const current = getValues('attributes');
    const existing = current.find((a) => a.attributeId === attributeId);
    let next: AttributeChoice[];
    if (existing) {
      const valueIds = on ? [...existing.valueIds, valueId] : existing.valueIds.filter((v) => v !== valueId);
      next = current
        .map((a) => (a.attributeId === attributeId ? { ...a, valueIds } : a))
        .filter((a) => a.valueIds.length > 0);
    } else {
      next = on ? [...current, { attributeId, valueIds: [valueId] }] : current;
    }
    if (variationCodes(next).length > MAX_VARIATIONS) {
      form.setError('attributes', {
        type: 'manual',
        message: t('products.variants.tooMany', { max: MAX_VARIATIONS }),
      });
      return;
    }
    form.clearErrors(['attributes', 'variations']);
    setValue('attributes', next, { shouldDirty: true });
    replace(
      regenerateVariations(
        next,
        getValues('variations'),
        getValues('name'),
        options.attributes,
        options.warehouses,
      ),
    );
  };

  const applyBulkPrice = () => {
    const price = Number(bulkPrice);
    if (bulkPrice.trim() === '' || !Number.isFinite(price) || price < 0) return;
    for (const index of fields.keys()) {
      setValue(`variations.${index}.price`, price, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    }
  };

  const chosen = (attributeId: number, valueId: number) =>
    attributes.some((a) => a.attributeId === attributeId && a.valueIds.includes(valueId));
  const listError = fieldError(
    t,
    errors.attributes?.root ?? errors.attributes ?? errors.variations?.root ?? errors.variations,
  );

  return (
    <FormSection
      id="variants"
      title={t('products.sections.variants')}
      description={t('products.variants.hint')}
    >
      {options.attributes.length > 0 ? (
        <div className="flex flex-col gap-3">
          {options.attributes.map((attribute) => (
            <fieldset key={attribute.id} className="min-w-0">
              <legend className="mb-2 text-sm font-medium text-slate-700">{attribute.name}</legend>
              <div className="flex flex-wrap gap-2">
                {attribute.values.map((value) => {
                  const on = chosen(attribute.id, value.id);
                  return (
                    <label
                      key={value.id}
                      className={clsx(
                        'relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-500',
                        on
                          ? 'border-primary-500 bg-primary-50 text-primary-700'
                          : 'border-slate-300 text-slate-700',
                      )}
                    >
                      {/* the checkbox covers its chip, unseen: a click on the chip is a click on it, and
                          focusing it keeps the chip in view */}
                      <input
                        type="checkbox"
                        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                        checked={on}
                        onChange={(event) => choose(attribute.id, value.id, event.target.checked)}
                      />
                      {value.colorCode ? (
                        <span
                          aria-hidden
                          className="size-3.5 rounded-full border border-slate-300"
                          style={{ backgroundColor: value.colorCode }}
                        />
                      ) : null}
                      {value.name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      ) : null}
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}

      {fields.length > 1 ? (
        <div className="flex flex-wrap items-end gap-2">
          <InputField
            id={bulkId}
            label={t('products.variants.priceForAll')}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            value={bulkPrice}
            onChange={(event) => setBulkPrice(event.target.value)}
            className="w-56 max-w-full"
          />
          <Button variant="outline" onClick={applyBulkPrice}>
            {t('products.variants.applyToAll')}
          </Button>
        </div>
      ) : null}

      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const names = codeValueNames(field.code, options.attributes);
          const title = names.length > 0 ? names.join(' / ') : t('products.variants.single');
          const e = errors.variations?.[index];
          return (
            <li key={field.key} className="rounded-lg border border-slate-200 p-3">
              <fieldset className="min-w-0">
                <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <InputField
                    label={t('products.variants.sku')}
                    autoComplete="off"
                    maxLength={80}
                    error={fieldError(t, e?.sku)}
                    {...register(`variations.${index}.sku`)}
                  />
                  <InputField
                    label={t('products.variants.price')}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={step}
                    error={fieldError(t, e?.price)}
                    {...register(`variations.${index}.price`, { valueAsNumber: true })}
                  />
                  <SelectInputField
                    label={t('products.variants.discountType')}
                    options={[
                      { value: 'amount', label: t('products.variants.discountAmount') },
                      { value: 'percentage', label: t('products.variants.discountPercentage') },
                    ]}
                    error={fieldError(t, e?.discountType)}
                    {...register(`variations.${index}.discountType`)}
                  />
                  <InputField
                    label={t('products.variants.discountValue')}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    error={fieldError(t, e?.discountValue)}
                    {...register(`variations.${index}.discountValue`, { valueAsNumber: true })}
                  />
                  {options.warehouses.map((warehouse, w) => (
                    <InputField
                      key={warehouse.id}
                      label={t('products.variants.stockIn', { warehouse: warehouse.name })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      error={fieldError(t, e?.stock?.[w]?.qty)}
                      {...register(`variations.${index}.stock.${w}.qty`, { valueAsNumber: true })}
                    />
                  ))}
                  <SelectInputField
                    label={t('products.variants.image')}
                    placeholder={t('products.variants.noImage')}
                    options={images.map((url, i) => ({
                      value: url,
                      label: t('products.media.imageAlt', { position: i + 1, count: images.length }),
                    }))}
                    disabled={images.length === 0}
                    error={fieldError(t, e?.image)}
                    {...register(`variations.${index}.image`, {
                      setValueAs: (v: unknown) => (v === '' || v == null ? null : String(v)),
                    })}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {options.warehouses.length === 0 ? (
        <p className="text-sm text-amber-700">{t('products.variants.noWarehouse')}</p>
      ) : null}
    </FormSection>
  );
}
