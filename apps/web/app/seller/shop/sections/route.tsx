import {
  MAX_SHOP_SECTIONS,
  type SectionProduct,
  type SellerShopSection,
  type ShopSectionsBody,
  shopSectionsBody,
} from '@shop/contracts/seller/shop';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { formResolver } from '../../../console/common/form-resolver.ts';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { usePageConfig } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { shopProfileQuery, shopSectionsQuery, useSaveShopSections } from '../api.ts';
import { NotVisibleNote, ShopTabs } from '../common/shop-tabs.tsx';
import { SectionCard, sectionTypeLabel } from './components/section-card.tsx';
import {
  newSection,
  SECTION_TYPES,
  type SectionsForm,
  type SectionType,
  toBody,
  toDrafts,
} from './components/section-drafts.ts';
import { SectionsPreview } from './components/sections-preview.tsx';

/**
 * /seller/shop/sections (issue 17 §8): the shop page's sections, in the shape the storefront's
 * shop page renders: add, reorder and remove them, pick the shop's own products, upload banners,
 * and see a preview as shoppers will. Saved together (the API replaces the list).
 */
export default function ShopSectionsRoute() {
  const { t } = useTranslation();
  const sections = useQuery(shopSectionsQuery());
  const profile = useQuery(shopProfileQuery());
  return (
    <>
      <PageHeader title={t('shop.title')} description={t('shop.sectionsSubtitle')} />
      <ShopTabs />
      <NotVisibleNote approved={profile.data?.isApproved} />
      {sections.isError ? (
        <LoadError message={sections.error.message} onRetry={() => sections.refetch()} />
      ) : !sections.data ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : (
        <SectionsEditor stored={sections.data.sections} />
      )}
    </>
  );
}

function SectionsEditor({ stored }: { stored: readonly SellerShopSection[] }) {
  const { t } = useTranslation();
  const config = usePageConfig();
  const languages = useMemo(
    () => config.languages.filter((l) => l.code !== config.defaultLang),
    [config.languages, config.defaultLang],
  );
  const codes = useMemo(() => languages.map((l) => l.code), [languages]);
  const initial = useMemo(() => toDrafts(stored, codes), [stored, codes]);
  const [products, setProducts] = useState(() => new Map(initial.products));
  const remember = useCallback(
    (product: SectionProduct) =>
      setProducts((current) =>
        current.get(product.id) === product ? current : new Map(current).set(product.id, product),
      ),
    [],
  );
  const save = useSaveShopSections();
  const form = useForm<SectionsForm, unknown, ShopSectionsBody>({
    resolver: formResolver(shopSectionsBody),
    defaultValues: initial.form,
  });
  const list = useFieldArray({ control: form.control, name: 'sections', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'sections' });
  const [adding, setAdding] = useState<SectionType>('products');
  const { isSubmitting, isDirty, errors } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    try {
      const saved = await save.mutateAsync(toBody(form.getValues()));
      const next = toDrafts(saved.sections, codes);
      setProducts((current) => new Map([...current, ...next.products]));
      form.reset(next.form);
      notify.success(t('shop.sectionsSaved'));
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  const listError = errors.sections?.root?.message ?? errors.sections?.message;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid items-start gap-6 xl:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          {list.fields.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
              {t('shop.noSections')}
            </p>
          ) : null}
          {list.fields.map((field, index) => (
            <SectionCard
              key={field.key}
              index={index}
              count={list.fields.length}
              languages={languages}
              products={products}
              remember={remember}
              onMove={(to) => list.move(index, to)}
              onRemove={() => list.remove(index)}
            />
          ))}
          {listError ? (
            <p role="alert" className="text-sm text-red-600">
              {listError}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor="new-section-type" className="text-sm font-medium text-slate-700">
                {t('shop.newSectionType')}
              </label>
              <select
                id="new-section-type"
                value={adding}
                onChange={(event) => setAdding(event.target.value as SectionType)}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
              >
                {SECTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {sectionTypeLabel(t, type)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="outline"
              disabled={list.fields.length >= MAX_SHOP_SECTIONS}
              onClick={() => list.append(newSection(adding, codes))}
            >
              <Plus aria-hidden className="size-4" />
              {t('shop.addSection')}
            </Button>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('shop.discard')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('shop.saveSections')}
            </Button>
          </div>
        </div>
        <Panel title={t('shop.preview')} className="xl:sticky xl:top-20">
          <SectionsPreview sections={values ?? []} products={products} />
        </Panel>
      </form>
    </FormProvider>
  );
}
