import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerShopProfile,
  type ShopProfileBody,
  type ShopProfileInput,
  shopProfileBody,
} from '@shop/contracts/seller/shop';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  fieldError,
  InputField,
  TextAreaField,
} from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useIsMultiVendor } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { shopProfileQuery, useSaveShopProfile } from '../api.ts';
import { NotVisibleNote, ShopTabs } from '../common/shop-tabs.tsx';
import { ShopImageUpload } from './components/image-upload.tsx';

/**
 * /seller/shop (issue 17 §8): what the storefront shows of the shop (name, tagline, logo, banner,
 * address, minimum order, shipping) and its public contact. The address of the shop page (its
 * slug) and the approval are not the seller's to change.
 */
export default function ShopProfileRoute() {
  const { t } = useTranslation();
  const profile = useQuery(shopProfileQuery());
  return (
    <>
      <PageHeader title={t('shop.title')} description={t('shop.subtitle')} />
      <ShopTabs />
      <NotVisibleNote approved={profile.data?.isApproved} />
      {profile.isError ? (
        <LoadError message={profile.error.message} onRetry={() => profile.refetch()} />
      ) : !profile.data ? (
        <div className="flex flex-col gap-6">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <Panel title={t('shop.images')}>
            <div className="grid gap-6 md:grid-cols-[auto_1fr]">
              <ShopImageUpload kind="logo" current={profile.data.logo} label={t('shop.logo')} />
              <ShopImageUpload kind="banner" current={profile.data.banner} label={t('shop.banner')} />
            </div>
          </Panel>
          <ProfileForm profile={profile.data} />
        </div>
      )}
    </>
  );
}

function toForm(p: SellerShopProfile): ShopProfileInput {
  return {
    name: p.name,
    tagline: p.tagline ?? '',
    description: p.description ?? '',
    contactPhone: p.contactPhone ?? '',
    contactEmail: p.contactEmail ?? '',
    address: p.address ?? '',
    minOrderAmount: p.minOrderAmount,
    defaultShippingCharge: p.defaultShippingCharge,
    applyChargeToAllZones: false,
  };
}

function ProfileForm({ profile }: { profile: SellerShopProfile }) {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  const save = useSaveShopProfile();
  const form = useForm<ShopProfileInput, unknown, ShopProfileBody>({
    resolver: zodResolver(shopProfileBody),
    defaultValues: toForm(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toForm(saved));
      notify.success(t('shop.profileSaved'));
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  const shopPath = `/shops/${profile.slug}`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Panel title={t('shop.details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('shop.name')}
            autoComplete="organization"
            maxLength={100}
            error={fieldError(t, errors.name)}
            {...form.register('name')}
          />
          <InputField
            label={`${t('shop.tagline')} (${t('common.optional')})`}
            maxLength={150}
            error={fieldError(t, errors.tagline)}
            {...form.register('tagline')}
          />
          <TextAreaField
            label={`${t('shop.description')} (${t('common.optional')})`}
            rows={5}
            maxLength={5000}
            className="md:col-span-2"
            error={fieldError(t, errors.description)}
            {...form.register('description')}
          />
          <div className="flex min-w-0 flex-col gap-1.5 md:col-span-2">
            <span className="text-sm font-medium text-slate-700">{t('shop.pageAddress')}</span>
            <p className="flex flex-wrap items-center gap-2 text-sm break-all text-slate-600">
              {shopPath}
              {multiVendor && profile.isApproved ? (
                <a
                  href={shopPath}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-primary-600 hover:underline"
                >
                  {t('shop.viewOnStorefront')}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              ) : null}
            </p>
            <p className="text-xs text-slate-500">{t('shop.addressFixed')}</p>
          </div>
        </div>
      </Panel>
      <Panel title={t('shop.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={`${t('shop.contactPhone')} (${t('common.optional')})`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={fieldError(t, errors.contactPhone)}
            {...form.register('contactPhone')}
          />
          <InputField
            label={`${t('shop.contactEmail')} (${t('common.optional')})`}
            type="email"
            autoComplete="email"
            error={fieldError(t, errors.contactEmail)}
            {...form.register('contactEmail')}
          />
          <TextAreaField
            label={`${t('shop.postalAddress')} (${t('common.optional')})`}
            rows={2}
            maxLength={500}
            className="md:col-span-2"
            error={fieldError(t, errors.address)}
            {...form.register('address')}
          />
        </div>
      </Panel>
      <Panel title={t('shop.ordersAndShipping')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('shop.minOrderAmount')}
            hint={t('shop.minOrderAmountHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={fieldError(t, errors.minOrderAmount)}
            {...form.register('minOrderAmount', { valueAsNumber: true })}
          />
          <InputField
            label={t('shop.defaultShippingCharge')}
            hint={t('shop.defaultShippingChargeHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={fieldError(t, errors.defaultShippingCharge)}
            {...form.register('defaultShippingCharge', { valueAsNumber: true })}
          />
          <CheckboxField
            className="md:col-span-2"
            label={t('shop.applyChargeToAllZones')}
            hint={t('shop.applyChargeToAllZonesHint')}
            {...form.register('applyChargeToAllZones')}
          />
        </div>
      </Panel>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(toForm(profile))}
        >
          {t('shop.discard')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
