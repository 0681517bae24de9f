import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHome,
  type ContentTranslationLang,
  type HomeAboutBody,
  type HomeAboutFormValue,
  type HomeBlockSetting,
  type HomeTitlesBody,
  type HomeTitlesFormValue,
  homeAboutBody,
  homeTitlesBody,
} from '@shop/contracts/admin/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldError, InputField, TextAreaField } from '../../../console/common/form-fields.tsx';
import { reportSaveError } from '../../../console/common/form-pieces.tsx';
import { ImageField } from '../../../console/common/image-field.tsx';
import {
  type ContentLang,
  LanguageTabs,
  langField,
  textDirection,
  useLanguageName,
} from '../../../console/common/language-tabs.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { homeQuery, useSaveAbout, useSaveBlocks, useSaveTitles, useUploadPicture } from '../api.ts';
import { MoveButtons, moved } from '../common/move-buttons.tsx';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';
import { FeaturedPanel } from './featured-panel.tsx';

/**
 * /admin/storefront (issue 18 §4): every block the home renders, on or off and in order (moved
 * with named Move up / Move down buttons), the featured categories and products, the blocks' own
 * titles and the about block (their texts in each language, on a tab list of languages).
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
          <TitlesPanel titles={home.data.titles} />
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

/** Whether any field of each translated language has an error (its tab says so). */
function invalidLanguages(
  errors: { translations?: Partial<Record<ContentTranslationLang, unknown>> } | undefined,
) {
  return {
    'es-ES': Boolean(errors?.translations?.['es-ES']),
    'ar-SA': Boolean(errors?.translations?.['ar-SA']),
  };
}

/** The home blocks' own titles (the two product sections, the text over the featured banner), per language. */
function TitlesPanel({ titles }: { titles: HomeTitlesBody }) {
  const { t } = useTranslation();
  const form = useForm<HomeTitlesFormValue, unknown, HomeTitlesBody>({
    resolver: zodResolver(homeTitlesBody),
    defaultValues: titles,
  });
  useEffect(() => form.reset(titles), [titles, form]);
  const save = useSaveTitles();
  const languageName = useLanguageName();
  const errors = form.formState.errors;
  const fields = [
    ['productSectionOneTitle', t('storefront.sectionOneTitle')],
    ['productSectionTwoTitle', t('storefront.sectionTwoTitle')],
    ['featuredProductTitle', t('storefront.featuredBannerTitle')],
    ['featuredProductSubTitle', t('storefront.featuredBannerSubtitle')],
  ] as const;
  return (
    <Panel title={t('storefront.titlesTitle')}>
      <form
        noValidate
        aria-label={t('storefront.titlesTitle')}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (saved) => {
              form.reset(saved);
              notify.success(t('storefront.titlesSaved'));
            },
            onError: (error) =>
              reportSaveError(error, form.setError, t, {
                fixErrors: t('storefront.fixErrors'),
                saveFailed: t('storefront.saveFailed'),
              }),
          }),
        )}
      >
        <LanguageTabs label={t('storefront.titlesLanguages')} invalid={invalidLanguages(errors)}>
          {(lang) => (
            <div className="grid gap-4 md:grid-cols-2">
              {fields.map(([field, label]) => (
                <InputField
                  key={field}
                  label={
                    lang === 'en-US'
                      ? label
                      : t('languages.inLanguage', { field: label, language: languageName(lang) })
                  }
                  {...textDirection(lang)}
                  error={fieldError(
                    t,
                    lang === 'en-US' ? errors[field] : errors.translations?.[lang]?.[field],
                  )}
                  {...form.register(langField(lang, field))}
                />
              ))}
            </div>
          )}
        </LanguageTabs>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('storefront.saveTitles')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function AboutPanel({ about }: { about: HomeAboutBody }) {
  const { t } = useTranslation();
  const form = useForm<HomeAboutFormValue, unknown, HomeAboutBody>({
    resolver: zodResolver(homeAboutBody),
    defaultValues: about,
  });
  const save = useSaveAbout();
  const upload = useUploadPicture();
  const languageName = useLanguageName();
  const errors = form.formState.errors;
  const label = (lang: ContentLang, text: string) =>
    lang === 'en-US' ? text : t('languages.inLanguage', { field: text, language: languageName(lang) });
  const error = (lang: ContentLang, field: 'title' | 'subTitle' | 'text') =>
    fieldError(t, lang === 'en-US' ? errors[field] : errors.translations?.[lang]?.[field]);
  return (
    <Panel title={t('storefront.aboutTitle')}>
      <form
        noValidate
        aria-label={t('storefront.aboutTitle')}
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
        <LanguageTabs label={t('storefront.aboutLanguages')} invalid={invalidLanguages(errors)}>
          {(lang) => (
            <>
              <div className="grid gap-4 md:grid-cols-2">
                <InputField
                  label={label(lang, t('storefront.aboutHeading'))}
                  {...textDirection(lang)}
                  error={error(lang, 'title')}
                  {...form.register(langField(lang, 'title'))}
                />
                <InputField
                  label={label(lang, t('storefront.aboutSubheading'))}
                  {...textDirection(lang)}
                  error={error(lang, 'subTitle')}
                  {...form.register(langField(lang, 'subTitle'))}
                />
              </div>
              <TextAreaField
                label={label(lang, t('storefront.aboutText'))}
                rows={5}
                {...textDirection(lang)}
                error={error(lang, 'text')}
                {...form.register(langField(lang, 'text'))}
              />
            </>
          )}
        </LanguageTabs>
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
