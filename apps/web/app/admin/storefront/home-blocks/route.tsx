import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHome,
  type HomeAboutBody,
  type HomeBlockSetting,
  homeAboutBody,
} from '@shop/contracts/admin/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldError, InputField, TextAreaField } from '../../../console/common/form-fields.tsx';
import { reportSaveError } from '../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../console/common/image-field.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { homeQuery, useSaveAbout, useSaveBlocks, useUploadPicture } from '../api.ts';
import { MoveButtons, moved } from '../common/move-buttons.tsx';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';
import { FeaturedPanel } from './featured-panel.tsx';

/**
 * /admin/storefront (issue 18 §4): every block the home renders, on or off and in order (moved
 * with named Move up / Move down buttons), the featured categories and products, the about block.
 */
export default function HomeBlocksRoute() {
  const { t } = useTranslation();
  const home = useQuery(homeQuery());
  return (
    <>
      <StorefrontHeader title={t('storefront.homeTitle')} />
      {home.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : home.isError ? (
        <LoadError message={home.error.message} onRetry={() => home.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <BlocksPanel blocks={home.data.blocks} />
          <FeaturedPanel home={home.data} />
          <AboutPanel about={home.data.about} />
        </div>
      )}
    </>
  );
}

function BlocksPanel({ blocks: saved }: { blocks: AdminHome['blocks'] }) {
  const { t } = useTranslation();
  const [blocks, setBlocks] = useState<HomeBlockSetting[]>(saved);
  useEffect(() => setBlocks(saved), [saved]);
  const save = useSaveBlocks();
  const changed = JSON.stringify(blocks) !== JSON.stringify(saved);
  const name = (key: string) => t(`storefront.block.${key}`);

  return (
    <Panel title={t('storefront.blocksTitle')}>
      <p className="mb-3 text-sm text-slate-600">{t('storefront.blocksHint')}</p>
      <ol
        aria-label={t('storefront.blocksTitle')}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200"
      >
        {blocks.map((block, index) => (
          <li key={block.key} className="flex items-center gap-3 px-3 py-2">
            <span aria-hidden className="w-6 shrink-0 text-end text-sm text-slate-500 tabular-nums">
              {index + 1}
            </span>
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary-500"
                checked={block.enabled}
                onChange={(event) =>
                  setBlocks(
                    blocks.map((b) => (b.key === block.key ? { ...b, enabled: event.target.checked } : b)),
                  )
                }
              />
              <span className={block.enabled ? 'text-slate-900' : 'text-slate-500 line-through'}>
                {name(block.key)}
              </span>
            </label>
            <MoveButtons
              name={name(block.key)}
              index={index}
              count={blocks.length}
              moveId={`block-${block.key}`}
              onMove={(by) => setBlocks(moved(blocks, index, by))}
            />
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!changed || save.isPending} onClick={() => setBlocks(saved)}>
          {t('storefront.undoChanges')}
        </Button>
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { blocks },
              {
                onSuccess: () => notify.success(t('storefront.blocksSaved')),
                onError: (error) => notify.error(error.message),
              },
            )
          }
        >
          {save.isPending ? t('common.saving') : t('storefront.saveBlocks')}
        </Button>
      </div>
    </Panel>
  );
}

function AboutPanel({ about }: { about: HomeAboutBody }) {
  const { t } = useTranslation();
  const form = useForm<HomeAboutBody>({ resolver: zodResolver(homeAboutBody), defaultValues: about });
  const save = useSaveAbout();
  const upload = useUploadPicture();
  const errors = form.formState.errors;
  return (
    <Panel title={t('storefront.aboutTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (saved) => {
              form.reset(saved);
              notify.success(t('storefront.aboutSaved'));
            },
            onError: (error) =>
              reportSaveError(error, form.setError, t, {
                fixErrors: t('storefront.fixErrors'),
                saveFailed: t('storefront.saveFailed'),
              }),
          }),
        )}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('storefront.aboutHeading')}
            dir="auto"
            error={fieldError(t, errors.title)}
            {...form.register('title')}
          />
          <InputField
            label={t('storefront.aboutSubheading')}
            dir="auto"
            error={fieldError(t, errors.subTitle)}
            {...form.register('subTitle')}
          />
        </div>
        <TextAreaField
          label={t('storefront.aboutText')}
          rows={5}
          dir="auto"
          error={fieldError(t, errors.text)}
          {...form.register('text')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <div>
              <ImageField
                label={t('storefront.aboutPicture')}
                url={field.value}
                busy={upload.isPending}
                frame="aspect-[3/2] max-w-sm"
                texts={{
                  choose: t('storefront.choosePicture'),
                  remove: t('storefront.removePicture'),
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
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('storefront.saveAbout')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
