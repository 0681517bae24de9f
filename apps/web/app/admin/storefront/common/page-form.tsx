import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminPage,
  PAGE_TRANSLATION_LANGS,
  type PageBody,
  type PageFormValue,
  type PageTranslationLang,
  pageBody,
} from '@shop/contracts/admin/content';
import { lazy, Suspense, useId } from 'react';
import { type Control, Controller, type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CheckboxField,
  fieldError,
  InputField,
  TextAreaField,
} from '../../../console/common/form-fields.tsx';
import { FormActions, reportSaveError } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useSavePage } from '../api.ts';

// tiptap is large: it loads with the page form, in a chunk of its own
const RichTextEditor = lazy(() =>
  import('../../../console/common/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const emptyTranslation = { title: '', content: '', metaTitle: '', metaDescription: '' };

export const NEW_PAGE: PageFormValue = {
  title: '',
  slug: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  isActive: true,
  translations: { 'es-ES': emptyTranslation, 'ar-SA': emptyTranslation },
};

export function pageFormValue(page: AdminPage): PageFormValue {
  const { id: _id, type: _type, updatedAt: _updated, ...value } = page;
  return value;
}

/** "Shipping & returns" → "shipping-returns" (the new page's suggested address). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * A CMS page: title, address (slug), published, the rich text (sanitised again by the API), the
 * search engine fields, and the Spanish and Arabic translations (empty fields show the base text).
 */
export function PageForm({ page, initial }: { page: AdminPage | null; initial: PageFormValue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<PageFormValue, unknown, PageBody>({
    resolver: zodResolver(pageBody),
    defaultValues: initial,
  });
  const save = useSavePage(page?.id ?? null);
  const errors = form.formState.errors;
  const titleField = form.register('title');

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            notify.success(page ? t('storefront.pageSaved') : t('storefront.pageCreated'));
            if (!page) navigate(`/admin/storefront/pages/${saved.id}`, { replace: true });
            else form.reset(pageFormValue(saved));
          },
          onError: (error) =>
            reportSaveError(error, form.setError, t, {
              fixErrors: t('storefront.fixErrors'),
              saveFailed: t('storefront.saveFailed'),
            }),
        }),
      )}
    >
      <Panel title={t('storefront.pageContent')}>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <InputField
              label={t('storefront.pageTitle')}
              dir="auto"
              error={fieldError(t, errors.title)}
              {...titleField}
              onChange={(event) => {
                void titleField.onChange(event);
                if (!page && !form.getFieldState('slug').isDirty)
                  form.setValue('slug', slugOf(event.target.value));
              }}
            />
            <InputField
              label={t('storefront.pageSlug')}
              hint={t('storefront.pageSlugHint')}
              dir="ltr"
              error={fieldError(t, errors.slug)}
              {...form.register('slug')}
            />
          </div>
          <CheckboxField
            label={t('storefront.pagePublished')}
            hint={t('storefront.pagePublishedHint')}
            {...form.register('isActive')}
          />
          <RichText control={form.control} name="content" label={t('storefront.pageBody')} />
          <div className="grid gap-4 md:grid-cols-2">
            <InputField
              label={t('storefront.metaTitle')}
              dir="auto"
              error={fieldError(t, errors.metaTitle)}
              {...form.register('metaTitle')}
            />
            <InputField
              label={t('storefront.metaKeywords')}
              dir="auto"
              error={fieldError(t, errors.metaKeywords)}
              {...form.register('metaKeywords')}
            />
          </div>
          <TextAreaField
            label={t('storefront.metaDescription')}
            rows={2}
            dir="auto"
            error={fieldError(t, errors.metaDescription)}
            {...form.register('metaDescription')}
          />
        </div>
      </Panel>
      {PAGE_TRANSLATION_LANGS.map((lang) => (
        <TranslationPanel key={lang} lang={lang} form={form} />
      ))}
      <FormActions
        cancelTo="/admin/storefront/pages"
        submitLabel={page ? t('storefront.savePage') : t('storefront.createPage')}
        busy={save.isPending}
      />
    </form>
  );
}

function TranslationPanel({
  lang,
  form,
}: {
  lang: PageTranslationLang;
  form: ReturnType<typeof useForm<PageFormValue, unknown, PageBody>>;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.translations?.[lang];
  const rtl = lang === 'ar-SA';
  const language = t(`storefront.translation.${lang.replace('-', '')}`);
  return (
    <Panel title={language}>
      <div className="flex flex-col gap-4" lang={lang} dir={rtl ? 'rtl' : 'ltr'}>
        <p className="text-sm text-slate-600">{t('storefront.translationHint')}</p>
        <InputField
          label={t('storefront.translatedTitle', { language })}
          error={fieldError(t, errors?.title)}
          {...form.register(`translations.${lang}.title`)}
        />
        <RichText
          control={form.control}
          name={`translations.${lang}.content`}
          label={t('storefront.translatedBody', { language })}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('storefront.translatedMetaTitle', { language })}
            error={fieldError(t, errors?.metaTitle)}
            {...form.register(`translations.${lang}.metaTitle`)}
          />
          <InputField
            label={t('storefront.translatedMetaDescription', { language })}
            error={fieldError(t, errors?.metaDescription)}
            {...form.register(`translations.${lang}.metaDescription`)}
          />
        </div>
      </div>
    </Panel>
  );
}

function RichText({
  control,
  name,
  label,
}: {
  control: Control<PageFormValue, unknown, PageBody>;
  name: FieldPath<PageFormValue>;
  label: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldError(t, fieldState.error);
        return (
          <div className="flex flex-col gap-1.5">
            <span id={labelId} className="text-sm font-medium text-slate-700">
              {label}
            </span>
            <Suspense fallback={<Skeleton className="h-60 w-full" />}>
              <RichTextEditor
                value={String(field.value ?? '')}
                onChange={field.onChange}
                labelId={labelId}
                describedBy={hintId}
              />
            </Suspense>
            <p id={hintId} className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
              {error ?? t('storefront.pageBodyHint')}
            </p>
          </div>
        );
      }}
    />
  );
}
