import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CampaignProductOption,
  type CreateCampaignBody,
  createCampaignBody,
  type SellerCampaign,
} from '@shop/contracts/seller/campaigns';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { CheckboxField, fieldError, InputField, TextAreaField } from '../common/form-fields.tsx';
import { FormActions, RadioGroupField, reportSaveError } from '../common/form-pieces.tsx';
import { LanguageTabs, langField, textDirection, useLanguageName } from '../common/language-tabs.tsx';
import { Panel } from '../common/page-header.tsx';
import type { CampaignOptionsSource } from './campaign-options.ts';
import { CampaignProducts } from './campaign-products.tsx';
import {
  type CampaignFormState,
  campaignFormState,
  productFacts,
  toCampaignBody,
} from './campaign-values.ts';

const bodyResolver = zodResolver(createCampaignBody);

/**
 * The contract's schema (the API's own) checks the form: the dates typed in the device's time
 * become ISO 8601 instants first, the rest goes as typed (the schema reads the numbers).
 */
const resolver: Resolver<CampaignFormState, unknown, CreateCampaignBody> = (values, context, options) =>
  bodyResolver(
    toCampaignBody(values) as Parameters<typeof bodyResolver>[0],
    context,
    options as Parameters<typeof bodyResolver>[2],
  ) as ReturnType<Resolver<CampaignFormState, unknown, CreateCampaignBody>>;

/**
 * A campaign's form in sections (issue 17 §7): name and description, dates and publishing, the
 * default discount, and the products with each variation's discount. `onSave` gets the body and
 * throws a `SellerApiError` when the API refuses it (its field messages land on the fields).
 */
export function CampaignForm({
  source,
  campaign,
  onSave,
  submitLabel,
  extra,
}: {
  /** the console's client for the product search */
  source: CampaignOptionsSource;
  campaign: SellerCampaign | null;
  onSave: (body: CreateCampaignBody) => Promise<void>;
  submitLabel: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const config = usePageConfig();
  const step = config.currency.decimals > 0 ? String(1 / 10 ** config.currency.decimals) : '1';
  const form = useForm<CampaignFormState, unknown, CreateCampaignBody>({
    resolver,
    defaultValues: campaignFormState(campaign),
  });
  const { errors, isSubmitting } = form.formState;
  const [facts, setFacts] = useState<ReadonlyMap<number, CampaignProductOption>>(
    () => new Map(productFacts(campaign).map((p) => [p.id, p])),
  );
  const type = form.watch('defaultDiscountType');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      reportSaveError(error, form.setError, t, {
        fixErrors: t('campaigns.fixErrors'),
        saveFailed: t('campaigns.saveFailed'),
      });
    }
  });

  function applyDefault() {
    const discountType = form.getValues('defaultDiscountType');
    const discountValue = form.getValues('defaultDiscountValue');
    form.setValue(
      'products',
      form.getValues('products').map((p) => ({
        ...p,
        variations: p.variations.map((v) => ({ ...v, discountType, discountValue })),
      })),
      { shouldDirty: true },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Panel title={t('campaigns.sectionAbout')}>
        <LanguageTabs
          label={t('campaigns.textLanguages')}
          invalid={{
            'en-US': Boolean(errors.name || errors.shortDescription),
            'es-ES': Boolean(errors.translations?.['es-ES']),
            'ar-SA': Boolean(errors.translations?.['ar-SA']),
          }}
        >
          {(lang) => {
            const label = (field: string) =>
              lang === 'en-US' ? field : t('languages.inLanguage', { field, language: languageName(lang) });
            const fieldErrors = lang === 'en-US' ? errors : errors.translations?.[lang];
            return (
              <>
                <InputField
                  label={label(t('campaigns.name'))}
                  {...(lang === 'en-US' ? {} : textDirection(lang))}
                  error={fieldError(t, fieldErrors?.name)}
                  {...form.register(langField(lang, 'name'))}
                />
                <TextAreaField
                  label={label(t('campaigns.shortDescription'))}
                  hint={t('campaigns.shortDescriptionHint')}
                  rows={2}
                  {...(lang === 'en-US' ? {} : textDirection(lang))}
                  error={fieldError(t, fieldErrors?.shortDescription)}
                  {...form.register(langField(lang, 'shortDescription'))}
                />
              </>
            );
          }}
        </LanguageTabs>
      </Panel>

      <Panel title={t('campaigns.sectionWhen')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('campaigns.startAt')}
            type="datetime-local"
            hint={t('campaigns.timeZoneHint', { zone })}
            error={fieldError(t, errors.startAt)}
            {...form.register('startAt')}
          />
          <InputField
            label={t('campaigns.endAt')}
            type="datetime-local"
            error={fieldError(t, errors.endAt)}
            {...form.register('endAt')}
          />
          <CheckboxField
            className="sm:col-span-2"
            label={t('campaigns.published')}
            hint={t('campaigns.publishedHint')}
            {...form.register('isPublished')}
          />
        </div>
      </Panel>

      <Panel title={t('campaigns.sectionDiscount')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <RadioGroupField
            legend={t('campaigns.defaultType')}
            hint={t('campaigns.defaultHint')}
            options={[
              { value: 'percentage', label: t('campaigns.typePercentage') },
              { value: 'amount', label: t('campaigns.typeAmount', { symbol: config.currency.symbol }) },
            ]}
            registration={form.register('defaultDiscountType')}
          />
          <InputField
            label={
              type === 'amount'
                ? t('campaigns.defaultAmount', { symbol: config.currency.symbol })
                : t('campaigns.defaultPercent')
            }
            type="number"
            inputMode="decimal"
            min={0}
            step={type === 'amount' ? step : '0.01'}
            error={fieldError(t, errors.defaultDiscountValue)}
            {...form.register('defaultDiscountValue')}
          />
        </div>
      </Panel>

      <Panel title={t('campaigns.sectionProducts')}>
        <CampaignProducts
          source={source}
          control={form.control}
          register={form.register}
          errors={errors}
          facts={facts}
          onFacts={(product) => setFacts((known) => new Map(known).set(product.id, product))}
          setDiscounts={applyDefault}
        />
      </Panel>

      {extra}

      <FormActions cancelTo={`/${source.scope}/campaigns`} submitLabel={submitLabel} busy={isSubmitting} />
    </form>
  );
}
