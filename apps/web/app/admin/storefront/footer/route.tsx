import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FooterBody,
  type FooterFormValue,
  footerBody,
  SOCIAL_LINKS,
} from '@shop/contracts/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  CheckboxField,
  fieldError,
  InputField,
  TextAreaField,
} from '../../../console/common/form-fields.tsx';
import { reportSaveError } from '../../../console/common/form-pieces.tsx';
import { LanguageTabs, textDirection, useLanguageName } from '../../../console/common/language-tabs.tsx';
import { notify } from '../../../console/common/notify.ts';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { footerQuery, useSaveFooter } from '../api.ts';
import { MoveButtons } from '../common/move-buttons.tsx';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';

const NO_TRANSLATIONS = { 'es-ES': { title: '' }, 'ar-SA': { title: '' } };

/**
 * /admin/storefront/footer (issue 18 §4): contact details, the copyright line and the quick links'
 * titles on a tab list of languages (an empty translation shows the base text), social and app links.
 */
export default function FooterRoute() {
  const { t } = useTranslation();
  const footer = useQuery(footerQuery());
  return (
    <>
      <StorefrontHeader title={t('storefront.footerTitle')} />
      {footer.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : footer.isError ? (
        <LoadError message={footer.error.message} onRetry={() => footer.refetch()} />
      ) : (
        <FooterForm saved={footer.data} />
      )}
    </>
  );
}

function FooterForm({ saved }: { saved: FooterBody }) {
  const { t } = useTranslation();
  const form = useForm<FooterFormValue, unknown, FooterBody>({
    resolver: zodResolver(footerBody),
    defaultValues: saved,
  });
  const links = useFieldArray({ control: form.control, name: 'quickLinks' });
  const save = useSaveFooter();
  const errors = form.formState.errors;
  const languageName = useLanguageName();
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (footer) => {
            form.reset(footer);
            notify.success(t('storefront.footerSaved'));
          },
          onError: (error) =>
            reportSaveError(error, form.setError, t, {
              fixErrors: t('storefront.fixErrors'),
              saveFailed: t('storefront.saveFailed'),
            }),
        }),
      )}
    >
      <Panel title={t('storefront.contactTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={t('storefront.customerSupport')}
            dir="auto"
            error={fieldError(t, errors.customerSupport)}
            {...form.register('customerSupport')}
          />
          <InputField
            type="email"
            label={t('storefront.footerEmail')}
            dir="ltr"
            error={fieldError(t, errors.email)}
            {...form.register('email')}
          />
          <TextAreaField
            label={t('storefront.footerAddress')}
            rows={2}
            dir="auto"
            error={fieldError(t, errors.address)}
            {...form.register('address')}
          />
        </div>
        <div className="mt-4">
          <LanguageTabs
            label={t('storefront.copyrightLanguages')}
            invalid={{
              'es-ES': Boolean(errors.translations?.['es-ES']),
              'ar-SA': Boolean(errors.translations?.['ar-SA']),
            }}
          >
            {(lang) => (
              <TextAreaField
                label={
                  lang === 'en-US'
                    ? t('storefront.copyright')
                    : t('languages.inLanguage', {
                        field: t('storefront.copyright'),
                        language: languageName(lang),
                      })
                }
                rows={2}
                {...textDirection(lang)}
                error={fieldError(
                  t,
                  lang === 'en-US' ? errors.copyrightText : errors.translations?.[lang]?.copyrightText,
                )}
                {...form.register(lang === 'en-US' ? 'copyrightText' : `translations.${lang}.copyrightText`)}
              />
            )}
          </LanguageTabs>
        </div>
      </Panel>
      <Panel title={t('storefront.socialTitle')}>
        <ul className="flex flex-col gap-4">
          {SOCIAL_LINKS.map((name) => (
            <li key={name} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr]">
              <CheckboxField
                label={t('storefront.showLink', { name: t(`storefront.social.${name}`) })}
                {...form.register(`social.${name}.show`)}
              />
              <InputField
                label={t('storefront.linkOf', { name: t(`storefront.social.${name}`) })}
                dir="ltr"
                error={fieldError(t, errors.social?.[name]?.url)}
                {...form.register(`social.${name}.url`)}
              />
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('storefront.quickLinksTitle')}>
        {links.fields.length === 0 ? (
          <p className="mb-3 text-sm text-slate-500">{t('storefront.noQuickLinks')}</p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {links.fields.map((row, index) => {
            const name = t('storefront.quickLinkNumber', { number: index + 1 });
            return (
              <li key={row.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
                <LanguageTabs
                  label={t('storefront.linkLanguages', { name })}
                  invalid={{
                    'es-ES': Boolean(errors.quickLinks?.[index]?.translations?.['es-ES']),
                    'ar-SA': Boolean(errors.quickLinks?.[index]?.translations?.['ar-SA']),
                  }}
                >
                  {(lang) => {
                    const text = t('storefront.linkText', { name });
                    return (
                      <InputField
                        label={
                          lang === 'en-US'
                            ? text
                            : t('languages.inLanguage', { field: text, language: languageName(lang) })
                        }
                        {...textDirection(lang)}
                        error={fieldError(
                          t,
                          lang === 'en-US'
                            ? errors.quickLinks?.[index]?.title
                            : errors.quickLinks?.[index]?.translations?.[lang]?.title,
                        )}
                        {...form.register(
                          lang === 'en-US'
                            ? `quickLinks.${index}.title`
                            : `quickLinks.${index}.translations.${lang}.title`,
                        )}
                      />
                    );
                  }}
                </LanguageTabs>
                <div className="flex flex-wrap items-end gap-3">
                  <InputField
                    className="min-w-40 flex-1"
                    label={t('storefront.linkAddress', { name })}
                    dir="ltr"
                    error={fieldError(t, errors.quickLinks?.[index]?.url)}
                    {...form.register(`quickLinks.${index}.url`)}
                  />
                  <div className="flex gap-1">
                    <MoveButtons
                      name={name}
                      index={index}
                      count={links.fields.length}
                      moveId={row.id}
                      onMove={(by) => links.move(index, index + by)}
                    />
                    <button
                      type="button"
                      onClick={() => links.remove(index)}
                      aria-label={t('storefront.removeItem', { name })}
                      className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-red-400 hover:text-red-600"
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => links.append({ title: '', url: '', translations: NO_TRANSLATIONS })}
        >
          <Plus aria-hidden className="size-4" />
          {t('storefront.addQuickLink')}
        </Button>
      </Panel>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('storefront.saveFooter')}
        </Button>
      </div>
    </form>
  );
}
