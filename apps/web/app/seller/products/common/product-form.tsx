import { type SellerCatalogOptions, sellerProductBody } from '@shop/contracts/seller/products';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../console/common/form-fields.tsx';
import { formResolver } from '../../../console/common/form-resolver.ts';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import type { ProductFormValues } from './form-values.ts';
import { DescriptionSection } from './sections/description-section.tsx';
import { DetailsSection } from './sections/details-section.tsx';
import { MediaSection } from './sections/media-section.tsx';
import { OrganiseSection } from './sections/organise-section.tsx';
import { PricingSection } from './sections/pricing-section.tsx';
import { PublishSection } from './sections/publish-section.tsx';
import { PRODUCT_FORM_SECTIONS } from './sections/section.tsx';
import { ShippingSection } from './sections/shipping-section.tsx';
import { TranslationsSection } from './sections/translations-section.tsx';
import { VariantsSection } from './sections/variants-section.tsx';

/** The first field path with an error ("variations.2.sku"), to scroll to it. */
export function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return null;
}

/**
 * The product form (create and edit), split in named sections (STYLE 16): details, organise,
 * description, media, variants, pricing, shipping and service, publish. The contracts' schema
 * checks it here and again at the API; the server's field messages land on their fields.
 */
export function ProductForm({
  options,
  defaultValues,
  onSubmit,
  submitLabel,
}: {
  options: SellerCatalogOptions;
  defaultValues: ProductFormValues;
  /** saves; throws a SellerApiError on failure */
  onSubmit: (values: ProductFormValues) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const form = useForm<ProductFormValues>({
    // the form holds the schema's output types (its input is wider: ids and quantities are coerced)
    resolver: formResolver(sellerProductBody),
    defaultValues,
  });

  // a saved product comes back from the API: the form shows it (and its new stock baseline)
  useEffect(() => {
    form.reset(defaultValues);
  }, [defaultValues, form]);

  const focusFirstError = (errors: FieldErrors) => {
    const path = firstErrorPath(errors);
    if (!path) return;
    // field paths are names and indexes ("variations.2.sku"): safe inside the quoted selector
    const element = document.querySelector<HTMLElement>(`[name="${path}"]`);
    element?.focus();
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof SellerApiError) {
          applyServerErrors(form.setError, error.errors, t);
          notify.error(error.message);
          focusFirstError(form.formState.errors);
        } else {
          notify.error(t('products.form.failed'));
        }
      }
    },
    (errors) => {
      notify.error(t('products.form.fixErrors'));
      focusFirstError(errors);
    },
  );

  const sectionProps = { form, options };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <nav aria-label={t('products.form.sectionsNav')} className="-mt-2">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {PRODUCT_FORM_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#product-${id}`} className="text-primary-600 hover:underline">
                {t(`products.sections.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <DetailsSection {...sectionProps} />
      <OrganiseSection {...sectionProps} />
      <DescriptionSection {...sectionProps} />
      <TranslationsSection {...sectionProps} />
      <MediaSection {...sectionProps} />
      <VariantsSection {...sectionProps} />
      <PricingSection {...sectionProps} />
      <ShippingSection {...sectionProps} />
      <PublishSection {...sectionProps} />
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {form.formState.isDirty ? (
          <span className="me-auto text-sm text-slate-600">{t('products.form.unsaved')}</span>
        ) : null}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('common.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
