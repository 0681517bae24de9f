import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminStoreSettings,
  CURRENCY_POSITIONS,
  type SettingsImageKind,
  type StoreSettingsBody,
  type StoreSettingsForm,
  storeSettingsForm,
} from '@shop/contracts/admin/settings';
import { brandContrast, brandTextColour, MIN_BRAND_CONTRAST } from '@shop/contracts/brand-colour';
import { formatMoney } from '@shop/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  fieldError,
  InputField,
  SelectInputField,
  TextAreaField,
} from '../../console/common/form-fields.tsx';
import { showFailure } from '../../console/common/form-pieces.tsx';
import { ImageField } from '../../console/common/image-field.tsx';
import { notify } from '../../console/common/notify.ts';
import { PageHeader, Panel } from '../../console/common/page-header.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { storeSettingsQuery, useSaveSettings, useSettingsImage } from './api.ts';

/**
 * /admin/settings (issue 18 §6): the store's name, logo, favicon, colour, currency display,
 * languages, app mode, order code prefix and contact details. A value the operator never set
 * follows the server's environment variable (the screen says which); the currency's decimals are
 * fixed by CURRENCY_DECIMALS and its code once orders exist (decision in docs/decisions.md).
 */
export default function SettingsRoute() {
  const { t } = useTranslation();
  const settings = useQuery(storeSettingsQuery());
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => settings.refetch()} />
      ) : !settings.data ? (
        <div className="flex flex-col gap-6">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <Panel title={t('settings.images')}>
            <div className="grid gap-6 md:grid-cols-2">
              <SettingsImage kind="logo" url={settings.data.logo} />
              <SettingsImage kind="favicon" url={settings.data.favicon} />
            </div>
          </Panel>
          <SettingsForm settings={settings.data} />
        </div>
      )}
    </>
  );
}

function SettingsImage({ kind, url }: { kind: SettingsImageKind; url: string }) {
  const { t } = useTranslation();
  const { upload, remove } = useSettingsImage(kind);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <ImageField
      label={kind === 'logo' ? t('settings.logo') : t('settings.favicon')}
      hint={kind === 'logo' ? t('settings.logoHint') : t('settings.faviconHint')}
      url={url}
      busy={upload.isPending || remove.isPending}
      frame={kind === 'logo' ? 'aspect-[4/1] max-w-sm' : 'size-24'}
      onPick={(file) =>
        run(
          () => upload.mutateAsync(file),
          kind === 'logo' ? t('settings.logoSaved') : t('settings.faviconSaved'),
        )
      }
      onRemove={() => run(() => remove.mutateAsync(), t('settings.imageRemoved'))}
      texts={{
        choose: t('settings.chooseImage'),
        remove: t('settings.removeImage'),
        invalid: t('settings.badImage'),
        none: t('settings.noImage'),
      }}
    />
  );
}

function toForm(s: AdminStoreSettings): StoreSettingsForm {
  return {
    appName: s.appName,
    appMode: s.appMode ?? 'environment',
    primaryColor: s.primaryColor,
    currency: { code: s.currency.code, symbol: s.currency.symbol, position: s.currency.position },
    defaultLanguage: s.defaultLanguage as StoreSettingsForm['defaultLanguage'],
    languages: s.languages.filter((l) => l.isActive).map((l) => l.code) as StoreSettingsForm['languages'],
    orderCodePrefix: s.orderCodePrefix,
    contact: { ...s.contact },
  };
}

type ParsedForm = ReturnType<typeof storeSettingsForm.parse>;

function toBody(form: ParsedForm): StoreSettingsBody {
  return { ...form, appMode: form.appMode === 'environment' ? null : form.appMode };
}

function SettingsForm({ settings }: { settings: AdminStoreSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useForm<StoreSettingsForm, unknown, ParsedForm>({
    resolver: zodResolver(storeSettingsForm),
    defaultValues: toForm(settings),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const colour = form.watch('primaryColor');
  const currency = form.watch('currency');
  const readable = /^#[0-9a-f]{6}$/i.test(colour ?? '') ? brandContrast(colour) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      form.reset(toForm(saved));
      notify.success(t('settings.saved'));
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  const env = settings.environment;
  const example = (() => {
    try {
      return formatMoney(1234.5, { ...currency, decimals: settings.currency.decimals });
    } catch {
      return '';
    }
  })();

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Panel title={t('settings.store')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('settings.name')}
            hint={t('settings.nameHint', { name: env.appName })}
            maxLength={80}
            dir="auto"
            error={fieldError(t, errors.appName)}
            {...form.register('appName')}
          />
          <SelectInputField
            label={t('settings.appMode')}
            hint={t('settings.appModeHint')}
            options={[
              {
                value: 'environment',
                label: t('settings.appModeEnvironment', { mode: t(`settings.mode.${env.appMode}`) }),
              },
              { value: 'multiVendor', label: t('settings.mode.multiVendor') },
              { value: 'singleVendor', label: t('settings.mode.singleVendor') },
            ]}
            error={fieldError(t, errors.appMode)}
            {...form.register('appMode')}
          />
          <InputField
            label={t('settings.orderCodePrefix')}
            hint={t('settings.orderCodePrefixHint')}
            maxLength={10}
            dir="ltr"
            error={fieldError(t, errors.orderCodePrefix)}
            {...form.register('orderCodePrefix')}
          />
        </div>
      </Panel>

      <Panel title={t('settings.colour')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('settings.primaryColor')}
            hint={t('settings.primaryColorHint', { ratio: MIN_BRAND_CONTRAST })}
            dir="ltr"
            maxLength={7}
            error={fieldError(t, errors.primaryColor)}
            {...form.register('primaryColor')}
          />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700">{t('settings.preview')}</span>
            {readable === null ? (
              <p className="text-sm text-slate-500">{t('settings.previewNone')}</p>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span
                  className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold"
                  style={{ backgroundColor: colour, color: brandTextColour(colour) }}
                >
                  {t('settings.previewButton')}
                </span>
                <span
                  className={
                    readable >= MIN_BRAND_CONTRAST ? 'text-sm text-slate-700' : 'text-sm text-red-700'
                  }
                >
                  {t('settings.contrast', { ratio: readable.toFixed(1) })}
                </span>
              </div>
            )}
          </div>
        </div>
      </Panel>

      <Panel title={t('settings.currency')}>
        <div className="grid gap-4 md:grid-cols-3">
          <InputField
            label={t('settings.currencyCode')}
            hint={settings.hasOrders ? t('settings.currencyCodeLocked') : t('settings.currencyCodeHint')}
            readOnly={settings.hasOrders}
            maxLength={3}
            dir="ltr"
            error={fieldError(t, errors.currency?.code)}
            {...form.register('currency.code')}
          />
          <InputField
            label={t('settings.currencySymbol')}
            maxLength={5}
            dir="auto"
            error={fieldError(t, errors.currency?.symbol)}
            {...form.register('currency.symbol')}
          />
          <SelectInputField
            label={t('settings.currencyPosition')}
            options={CURRENCY_POSITIONS.map((p) => ({ value: p, label: t(`settings.position.${p}`) }))}
            error={fieldError(t, errors.currency?.position)}
            {...form.register('currency.position')}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {t('settings.decimals', { decimals: settings.currency.decimals })}{' '}
          {example ? t('settings.example', { example }) : null}
        </p>
      </Panel>

      <Panel title={t('settings.languages')}>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t('settings.languagesOffered')}</legend>
          <div className="flex flex-wrap gap-4 pt-1">
            {settings.languages.map((language) => (
              <label key={language.code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={language.code}
                  className="size-4 accent-primary-500"
                  {...form.register('languages')}
                />
                <span dir="auto">{language.name}</span>
              </label>
            ))}
          </div>
          {errors.languages ? (
            <p role="alert" className="text-sm text-red-600">
              {fieldError(t, errors.languages)}
            </p>
          ) : null}
        </fieldset>
        <SelectInputField
          className="mt-4 max-w-xs"
          label={t('settings.defaultLanguage')}
          options={settings.languages.map((l) => ({ value: l.code, label: l.name }))}
          error={fieldError(t, errors.defaultLanguage)}
          {...form.register('defaultLanguage')}
        />
      </Panel>

      <Panel title={t('settings.contact')}>
        <p className="mb-3 text-sm text-slate-600">{t('settings.contactHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={`${t('settings.phone')} (${t('common.optional')})`}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            error={fieldError(t, errors.contact?.phone)}
            {...form.register('contact.phone')}
          />
          <InputField
            label={`${t('settings.email')} (${t('common.optional')})`}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={fieldError(t, errors.contact?.email)}
            {...form.register('contact.email')}
          />
          <TextAreaField
            label={`${t('settings.address')} (${t('common.optional')})`}
            rows={2}
            maxLength={300}
            dir="auto"
            className="md:col-span-2"
            error={fieldError(t, errors.contact?.address)}
            {...form.register('contact.address')}
          />
        </div>
      </Panel>

      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(toForm(settings))}
        >
          {t('settings.discard')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
