import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBanner,
  BANNER_POSITIONS,
  type BannerListBody,
  type BannerPosition,
  bannerListBody,
} from '@shop/contracts/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { reportSaveError } from '../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../console/common/image-field.tsx';
import { LanguageTabs, textDirection, useLanguageName } from '../../../console/common/language-tabs.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { bannersQuery, useSaveBanners, useUploadPicture } from '../api.ts';
import { MoveButtons } from '../common/move-buttons.tsx';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';

/**
 * /admin/storefront/banners (issue 18 §4): the home's banner positions (slider, full width, rows of
 * four, two and three), each its banners in order: an uploaded picture, the text the storefront
 * lays over it (title, subtitle, call to action, in each language), a link and an optional
 * schedule (the storefront shows a banner only from its start until its end).
 */
export default function BannersRoute() {
  const { t } = useTranslation();
  const banners = useQuery(bannersQuery());
  return (
    <>
      <StorefrontHeader title={t('storefront.bannersTitle')} />
      {banners.isPending ? (
        <div className="flex flex-col gap-4">
          {BANNER_POSITIONS.map((p) => (
            <Skeleton key={p} className="h-48 w-full" />
          ))}
        </div>
      ) : banners.isError ? (
        <LoadError message={banners.error.message} onRetry={() => banners.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {banners.data.positions.map(({ position, banners: list }) => (
            <PositionPanel key={position} position={position} saved={list} />
          ))}
        </div>
      )}
    </>
  );
}

/** An ISO time as a `datetime-local` value in this browser's time zone ("" for none). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Where a banner's schedule stands now: shown, not yet, or over. */
function scheduleState(
  value: { startAt: string | null; endAt: string | null } | undefined,
): 'live' | 'coming' | 'over' {
  const now = Date.now();
  if (value?.startAt && Date.parse(value.startAt) > now) return 'coming';
  if (value?.endAt && Date.parse(value.endAt) <= now) return 'over';
  return 'live';
}

type BannerForm = z.input<typeof bannerListBody>;

const toForm = (list: AdminBanner[]): BannerForm => ({
  banners: list.map((b) => ({
    image: b.image,
    url: b.url,
    startAt: localInput(b.startAt),
    endAt: localInput(b.endAt),
    title: b.title,
    subtitle: b.subtitle,
    cta: b.cta,
    translations: b.translations,
  })),
});

const NO_TEXT = { title: '', subtitle: '', cta: '' };
const NEW_BANNER = {
  image: '',
  url: '',
  startAt: '',
  endAt: '',
  ...NO_TEXT,
  translations: { 'es-ES': NO_TEXT, 'ar-SA': NO_TEXT },
};

function PositionPanel({ position, saved }: { position: BannerPosition; saved: AdminBanner[] }) {
  const { t } = useTranslation();
  const form = useForm<BannerForm, unknown, BannerListBody>({
    resolver: zodResolver(bannerListBody),
    defaultValues: toForm(saved),
  });
  useEffect(() => form.reset(toForm(saved)), [saved, form]);
  const rows = useFieldArray({ control: form.control, name: 'banners' });
  const save = useSaveBanners(position);
  const upload = useUploadPicture();
  const languageName = useLanguageName();
  const positionName = t(`storefront.block.${position}`);
  const errors = form.formState.errors.banners;

  return (
    <Panel title={positionName}>
      <form
        noValidate
        aria-label={positionName}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => notify.success(t('storefront.bannersSaved', { position: positionName })),
            onError: (error) =>
              reportSaveError(error, form.setError, t, {
                fixErrors: t('storefront.fixErrors'),
                saveFailed: t('storefront.saveFailed'),
              }),
          }),
        )}
      >
        {rows.fields.length === 0 ? (
          <p className="text-sm text-slate-500">{t('storefront.noBanners')}</p>
        ) : null}
        <ol className="flex flex-col gap-4">
          {rows.fields.map((row, index) => {
            const name = t('storefront.bannerNumber', { number: index + 1 });
            const state = scheduleState(form.watch(`banners.${index}`));
            return (
              <li key={row.id} className="rounded-lg border border-slate-200 p-3">
                <fieldset className="flex flex-col gap-3">
                  <legend className="sr-only">{name}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex items-center gap-2">
                      <span className="text-sm font-semibold text-slate-900">{name}</span>
                      <StateBadge tone={state} label={t(`storefront.schedule.${state}`)} />
                    </div>
                    <div className="flex gap-1">
                      <MoveButtons
                        name={name}
                        index={index}
                        count={rows.fields.length}
                        moveId={row.id}
                        onMove={(by) => rows.move(index, index + by)}
                      />
                      <button
                        type="button"
                        onClick={() => rows.remove(index)}
                        aria-label={t('storefront.removeItem', { name })}
                        className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-red-400 hover:text-red-600"
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </button>
                    </div>
                  </div>
                  <Controller
                    control={form.control}
                    name={`banners.${index}.image`}
                    render={({ field, fieldState }) => (
                      <div>
                        <ImageField
                          label={t('storefront.bannerPicture', { name })}
                          url={field.value}
                          busy={upload.isPending}
                          texts={{
                            choose: t('storefront.choosePicture'),
                            remove: t('storefront.removePictureOf', { name }),
                            invalid: t('storefront.pictureInvalid'),
                            none: t('storefront.noPicture'),
                          }}
                          onPick={(file) =>
                            upload.mutate(file, {
                              onSuccess: ({ url }) => field.onChange(url),
                              onError: (error) => notify.error(error.message),
                            })
                          }
                          onRemove={() => field.onChange('')}
                        />
                        {fieldState.error ? (
                          <p role="alert" className="mt-1 text-sm text-red-600">
                            {fieldError(t, fieldState.error)}
                          </p>
                        ) : null}
                      </div>
                    )}
                  />
                  <LanguageTabs
                    label={t('storefront.bannerLanguages', { name })}
                    invalid={{
                      'es-ES': Boolean(errors?.[index]?.translations?.['es-ES']),
                      'ar-SA': Boolean(errors?.[index]?.translations?.['ar-SA']),
                    }}
                  >
                    {(lang) => (
                      <div className="grid gap-3 md:grid-cols-3">
                        {(['title', 'subtitle', 'cta'] as const).map((field) => {
                          const text = t(`storefront.banner_${field}`, { name });
                          return (
                            <InputField
                              key={field}
                              label={
                                lang === 'en-US'
                                  ? text
                                  : t('languages.inLanguage', { field: text, language: languageName(lang) })
                              }
                              hint={
                                field === 'title' && lang === 'en-US'
                                  ? t('storefront.bannerTextHint')
                                  : undefined
                              }
                              {...textDirection(lang)}
                              error={fieldError(
                                t,
                                lang === 'en-US'
                                  ? errors?.[index]?.[field]
                                  : errors?.[index]?.translations?.[lang]?.[field],
                              )}
                              {...form.register(
                                lang === 'en-US'
                                  ? `banners.${index}.${field}`
                                  : `banners.${index}.translations.${lang}.${field}`,
                              )}
                            />
                          );
                        })}
                      </div>
                    )}
                  </LanguageTabs>
                  <div className="grid gap-3 md:grid-cols-3">
                    <InputField
                      label={t('storefront.bannerLink', { name })}
                      hint={t('storefront.linkHint')}
                      dir="ltr"
                      error={fieldError(t, errors?.[index]?.url)}
                      {...form.register(`banners.${index}.url`)}
                    />
                    <InputField
                      type="datetime-local"
                      label={t('storefront.bannerStart', { name })}
                      hint={t('storefront.startHint')}
                      error={fieldError(t, errors?.[index]?.startAt)}
                      {...form.register(`banners.${index}.startAt`)}
                    />
                    <InputField
                      type="datetime-local"
                      label={t('storefront.bannerEnd', { name })}
                      hint={t('storefront.endHint')}
                      error={fieldError(t, errors?.[index]?.endAt)}
                      {...form.register(`banners.${index}.endAt`)}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {errors?.root?.message || errors?.message ? (
          <p role="alert" className="text-sm text-red-600">
            {fieldError(t, errors.root ?? errors)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="outline" onClick={() => rows.append(NEW_BANNER)}>
            <Plus aria-hidden className="size-4" />
            {t('storefront.addBanner', { position: positionName })}
          </Button>
          <Button type="submit" disabled={save.isPending || upload.isPending}>
            {save.isPending ? t('common.saving') : t('storefront.saveBanners', { position: positionName })}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
