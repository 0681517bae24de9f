import type { SectionProduct } from '@shop/contracts/seller/shop';
import { ArrowDown, ArrowUp, ListPlus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { fieldError, InputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Image } from '../../../../ui/image.tsx';
import { BannerGroup, IconAction } from './banner-group.tsx';
import { ProductPicker } from './product-picker.tsx';
import {
  moved,
  type SectionDraft,
  type SectionsForm,
  type SectionsFormOf,
  type SectionType,
} from './section-drafts.ts';

export function sectionTypeLabel(t: (key: string) => string, type: SectionType): string {
  switch (type) {
    case 'products':
      return t('shop.typeProducts');
    case 'boxed-width-banner':
      return t('shop.typeBoxed');
    case 'full-width-banner':
      return t('shop.typeFullWidth');
  }
}

/** One section of the shop page in the editor: its title(s), its content, its place in the list. */
export function SectionCard({
  index,
  count,
  languages,
  products,
  remember,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** the shop's other languages (code and name) for the section's titles */
  languages: ReadonlyArray<{ code: string; name: string }>;
  products: ReadonlyMap<number, SectionProduct>;
  remember: (product: SectionProduct) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormContext<SectionsForm>();
  const fullWidthForm = useFormContext<SectionsFormOf<'full-width-banner'>>();
  const boxedForm = useFormContext<SectionsFormOf<'boxed-width-banner'>>();
  const section = useWatch({ control: form.control, name: `sections.${index}` }) as SectionDraft;
  const errors = form.formState.errors;
  const errorAt = (path: string) => fieldError(t, get(errors, `sections.${index}.${path}`));
  const headingId = `section-${index}-heading`;
  const label = sectionTypeLabel(t, section.type);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('shop.sectionHeading', { number: index + 1, type: label })}
        </h3>
        <div className="flex items-center gap-1">
          <IconAction
            label={t('shop.moveSectionUp', { number: index + 1 })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </IconAction>
          <IconAction
            label={t('shop.moveSectionDown', { number: index + 1 })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </IconAction>
          <IconAction label={t('shop.removeSection', { number: index + 1 })} onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
          </IconAction>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <InputField
          label={`${t('shop.sectionTitle')} (${t('common.optional')})`}
          maxLength={100}
          error={errorAt('title')}
          {...form.register(`sections.${index}.title`)}
        />
        {languages.length > 0 ? (
          <details className="rounded-lg border border-slate-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium text-slate-700">
              {t('shop.titlesInOtherLanguages')}
            </summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {languages.map((language, j) => (
                <InputField
                  key={language.code}
                  label={t('shop.titleIn', { language: language.name })}
                  maxLength={100}
                  error={errorAt(`titles.${j}.title`)}
                  {...form.register(`sections.${index}.titles.${j}.title`)}
                />
              ))}
            </div>
          </details>
        ) : null}

        {section.type === 'products' ? (
          <ProductsEditor index={index} products={products} remember={remember} error={errorAt('products')} />
        ) : null}

        {section.type === 'full-width-banner' ? (
          <>
            <InputField
              label={`${t('shop.link')} (${t('common.optional')})`}
              hint={t('shop.linkHint')}
              error={errorAt('link')}
              {...fullWidthForm.register(`sections.${index}.link`)}
            />
            <Controller
              control={fullWidthForm.control}
              name={`sections.${index}.banners`}
              render={({ field }) => (
                <BannerGroup
                  label={t('shop.banners')}
                  banners={field.value}
                  onChange={field.onChange}
                  error={errorAt('banners')}
                />
              )}
            />
          </>
        ) : null}

        {section.type === 'boxed-width-banner' ? (
          <div className="flex flex-col gap-4">
            {([1, 2] as const).map((box) => (
              <div key={box} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
                <InputField
                  label={`${t('shop.boxLink', { number: box })} (${t('common.optional')})`}
                  hint={t('shop.linkHint')}
                  error={errorAt(`box${box}Link`)}
                  {...boxedForm.register(`sections.${index}.box${box}Link`)}
                />
                <Controller
                  control={boxedForm.control}
                  name={`sections.${index}.box${box}Banners`}
                  render={({ field }) => (
                    <BannerGroup
                      label={t('shop.boxBanners', { number: box })}
                      banners={field.value}
                      onChange={field.onChange}
                      error={errorAt(`box${box}Banners`)}
                    />
                  )}
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ProductsEditor({
  index,
  products,
  remember,
  error,
}: {
  index: number;
  products: ReadonlyMap<number, SectionProduct>;
  remember: (product: SectionProduct) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const form = useFormContext<SectionsFormOf<'products'>>();
  const [picking, setPicking] = useState(false);
  return (
    <Controller
      control={form.control}
      name={`sections.${index}.products`}
      render={({ field }) => {
        const ids = field.value;
        const set = (next: number[]) => field.onChange(next);
        return (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="text-sm font-medium text-slate-700">{t('shop.sectionProducts')}</legend>
            {ids.length === 0 ? (
              <p className="text-sm text-slate-500">{t('shop.noSectionProducts')}</p>
            ) : null}
            <ol className="flex flex-col gap-1">
              {ids.map((id, i) => {
                const product = products.get(id);
                const name = product?.name ?? t('shop.productNumber', { id });
                return (
                  <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
                    <Image
                      src={product?.thumbnail}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded object-cover"
                    />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block truncate text-slate-900">{name}</span>
                      {product && !product.isPublished ? (
                        <span className="text-xs text-amber-700">{t('shop.hiddenFromShoppers')}</span>
                      ) : null}
                    </span>
                    <IconAction
                      label={t('shop.moveProductUp', { name })}
                      disabled={i === 0}
                      onClick={() => set(moved(ids, i, i - 1))}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </IconAction>
                    <IconAction
                      label={t('shop.moveProductDown', { name })}
                      disabled={i === ids.length - 1}
                      onClick={() => set(moved(ids, i, i + 1))}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </IconAction>
                    <IconAction
                      label={t('shop.removeProduct', { name })}
                      onClick={() => set(ids.filter((x) => x !== id))}
                    >
                      <X aria-hidden className="size-4" />
                    </IconAction>
                  </li>
                );
              })}
            </ol>
            <div>
              <button
                type="button"
                onClick={() => setPicking(true)}
                className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-primary-400 hover:text-primary-600"
              >
                <ListPlus aria-hidden className="size-4" />
                {t('shop.chooseProducts')}
              </button>
            </div>
            {error ? <p className="text-sm text-red-600">{error}</p> : null}
            <ProductPicker
              open={picking}
              onOpenChange={setPicking}
              chosen={ids}
              onToggle={(product, on) => {
                remember(product);
                set(on ? [...ids, product.id] : ids.filter((x) => x !== product.id));
              }}
            />
          </fieldset>
        );
      }}
    />
  );
}
