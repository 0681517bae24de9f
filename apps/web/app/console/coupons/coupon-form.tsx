import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUPON_CONDITIONS_MAX,
  type CouponFormValues,
  type CouponProductRef,
  type CreateCouponBody,
  createCouponBody,
  type SellerCoupon,
} from '@shop/contracts/seller/coupons';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, fieldError, InputField, TextAreaField } from '../common/form-fields.tsx';
import { FormActions, RadioGroupField, reportSaveError } from '../common/form-pieces.tsx';
import { Panel } from '../common/page-header.tsx';
import { CategoryPicker } from './category-picker.tsx';
import type { CouponOptionsSource } from './coupon-options.ts';
import { ProductPicker } from './product-picker.tsx';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The form's values for a coupon (or a new one: 30 days from today, active, for the whole shop). */
export function couponFormValues(coupon: SellerCoupon | null): CouponFormValues {
  const blank = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: coupon?.code ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: coupon ? String(coupon.discountValue) : '',
    minSpend: coupon ? String(coupon.minSpend) : '0',
    maxDiscountAmount: blank(coupon?.maxDiscountAmount ?? null),
    startDate: coupon?.startDate ?? isoDay(Date.now()),
    endDate: coupon?.endDate ?? isoDay(Date.now() + 30 * DAY),
    totalUsageLimit: blank(coupon?.totalUsageLimit ?? null),
    customerUsageLimit: blank(coupon?.customerUsageLimit ?? null),
    isFreeShipping: coupon?.isFreeShipping ?? false,
    isActive: coupon?.isActive ?? true,
    info: coupon?.info ?? '',
    conditions: coupon?.conditions ?? [],
    productIds: coupon?.products.map((p) => p.id) ?? [],
    categoryIds: coupon?.categories.map((c) => c.id) ?? [],
  };
}

/**
 * A coupon's form in sections (issue 17 §7; the seller center's shop coupons and the operator
 * console's marketplace coupons): every rule the checkout applies. Validated with the
 * contract's schema (the API's own) before sending; the API's field messages land on the fields.
 * `onSave` gets the body and throws a `SellerApiError` when the API refuses it.
 */
export function CouponForm({
  source,
  coupon,
  onSave,
  submitLabel,
  extra,
}: {
  /** the console's client for the pickers' options */
  source: CouponOptionsSource;
  coupon: SellerCoupon | null;
  onSave: (body: CreateCouponBody) => Promise<void>;
  submitLabel: string;
  /** more sections (the banner) */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const config = usePageConfig();
  const step = config.currency.decimals > 0 ? String(1 / 10 ** config.currency.decimals) : '1';
  const form = useForm<CouponFormValues, unknown, CreateCouponBody>({
    resolver: zodResolver(createCouponBody),
    defaultValues: couponFormValues(coupon),
  });
  const { errors, isSubmitting } = form.formState;
  const [products, setProducts] = useState<CouponProductRef[]>(coupon?.products ?? []);
  const type = form.watch('discountType');
  const conditions = (form.watch('conditions') ?? []) as string[];
  const categoryIds = (form.watch('categoryIds') ?? []) as number[];

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      reportSaveError(error, form.setError, t, {
        fixErrors: t('coupons.fixErrors'),
        saveFailed: t('coupons.saveFailed'),
      });
    }
  });

  const money = (label: string) => `${label} (${config.currency.symbol})`;
  const setConditions = (next: string[]) => form.setValue('conditions', next, { shouldDirty: true });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Panel title={t('coupons.sectionDiscount')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('coupons.code')}
            hint={t('coupons.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={fieldError(t, errors.code)}
            {...form.register('code')}
          />
          <RadioGroupField
            legend={t('coupons.discountType')}
            hint={t('coupons.discountTypeHint')}
            options={[
              { value: 'percentage', label: t('coupons.typePercentage') },
              { value: 'amount', label: t('coupons.typeAmount') },
            ]}
            registration={form.register('discountType')}
          />
          <InputField
            label={type === 'amount' ? money(t('coupons.discountAmount')) : t('coupons.discountPercent')}
            type="number"
            inputMode="decimal"
            min={0}
            max={type === 'amount' ? undefined : 100}
            step={type === 'amount' ? step : '0.01'}
            error={fieldError(t, errors.discountValue)}
            {...form.register('discountValue')}
          />
          {type === 'percentage' ? (
            <InputField
              label={money(t('coupons.maxDiscount'))}
              hint={t('coupons.maxDiscountHint')}
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              error={fieldError(t, errors.maxDiscountAmount)}
              {...form.register('maxDiscountAmount')}
            />
          ) : null}
        </div>
      </Panel>

      <Panel title={t('coupons.sectionWho')}>
        <div className="flex flex-col gap-5">
          <InputField
            className="sm:max-w-xs"
            label={money(t('coupons.minSpend'))}
            hint={t('coupons.minSpendHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            error={fieldError(t, errors.minSpend)}
            {...form.register('minSpend')}
          />
          <p className="text-sm text-slate-600">{t('coupons.limitsHint')}</p>
          <div className="grid gap-5 lg:grid-cols-2">
            <ProductPicker
              source={source}
              selected={products}
              onChange={(next) => {
                setProducts(next);
                form.setValue(
                  'productIds',
                  next.map((p) => p.id),
                  { shouldDirty: true },
                );
              }}
              error={fieldError(t, errors.productIds as { message?: string } | undefined)}
            />
            <CategoryPicker
              source={source}
              selected={categoryIds}
              onChange={(next) => form.setValue('categoryIds', next, { shouldDirty: true })}
              error={fieldError(t, errors.categoryIds as { message?: string } | undefined)}
            />
          </div>
        </div>
      </Panel>

      <Panel title={t('coupons.sectionWhen')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('coupons.startDate')}
            type="date"
            error={fieldError(t, errors.startDate)}
            {...form.register('startDate')}
          />
          <InputField
            label={t('coupons.endDate')}
            hint={t('coupons.endDateHint')}
            type="date"
            error={fieldError(t, errors.endDate)}
            {...form.register('endDate')}
          />
          <CheckboxField
            className="sm:col-span-2"
            label={t('coupons.active')}
            hint={t('coupons.activeHint')}
            {...form.register('isActive')}
          />
        </div>
      </Panel>

      <Panel title={t('coupons.sectionLimits')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('coupons.totalUsageLimit')}
            hint={t('coupons.unlimitedHint')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={fieldError(t, errors.totalUsageLimit)}
            {...form.register('totalUsageLimit')}
          />
          <InputField
            label={t('coupons.customerUsageLimit')}
            hint={t('coupons.unlimitedHint')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={fieldError(t, errors.customerUsageLimit)}
            {...form.register('customerUsageLimit')}
          />
          <CheckboxField
            className="sm:col-span-2"
            label={t('coupons.freeShipping')}
            hint={t('coupons.freeShippingHint')}
            {...form.register('isFreeShipping')}
          />
        </div>
      </Panel>

      <Panel title={t('coupons.sectionShown')}>
        <div className="flex flex-col gap-5">
          <TextAreaField
            label={t('coupons.info')}
            hint={t('coupons.infoHint')}
            rows={3}
            error={fieldError(t, errors.info)}
            {...form.register('info')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-700">{t('coupons.conditions')}</legend>
            <p className="text-xs text-slate-500">{t('coupons.conditionsHint')}</p>
            {conditions.map((_text, index) => {
              const error = fieldError(
                t,
                (errors.conditions as Record<number, { message?: string }> | undefined)?.[index],
              );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's positions
                <div key={index} className="flex items-start gap-2">
                  <InputField
                    className="flex-1"
                    hideLabel
                    label={t('coupons.conditionNumber', { number: index + 1 })}
                    error={error}
                    {...form.register(`conditions.${index}` as 'conditions')}
                  />
                  <button
                    type="button"
                    onClick={() => setConditions(conditions.filter((_c, i) => i !== index))}
                    aria-label={t('coupons.removeCondition', { number: index + 1 })}
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </div>
              );
            })}
            {conditions.length < COUPON_CONDITIONS_MAX ? (
              <div>
                <Button variant="outline" size="sm" onClick={() => setConditions([...conditions, ''])}>
                  <Plus aria-hidden className="size-4" />
                  {t('coupons.addCondition')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        </div>
      </Panel>

      {extra}

      <FormActions cancelTo={`/${source.scope}/coupons`} submitLabel={submitLabel} busy={isSubmitting} />
    </form>
  );
}
