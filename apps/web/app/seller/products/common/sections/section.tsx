import type { SellerCatalogOptions } from '@shop/contracts/seller/products';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from '../form-values.ts';

/** What every section of the product form gets. */
export interface SectionProps {
  form: UseFormReturn<ProductFormValues>;
  options: SellerCatalogOptions;
}

/** The sections in the order the form shows them; the form's "jump to" links use these ids. */
export const PRODUCT_FORM_SECTIONS = [
  'details',
  'organise',
  'description',
  'translations',
  'media',
  'variants',
  'pricing',
  'shipping',
  'publish',
] as const;
export type ProductFormSection = (typeof PRODUCT_FORM_SECTIONS)[number];

/** A named section of the product form (a landmark with its heading). */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: ProductFormSection;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={`product-${id}`}
      aria-labelledby={`product-${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`product-${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
