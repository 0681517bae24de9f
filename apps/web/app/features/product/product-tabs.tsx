import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ProductTab = 'description' | 'reviews';

export interface ProductTabsProps {
  value: ProductTab;
  onValueChange: (value: ProductTab) => void;
  /** Sanitised HTML of the description. */
  descriptionHtml: string;
  reviews: ReactNode;
}

/** Description and Customer Review as keyboard-navigable tabs (Radix Tabs: arrow keys move between them). */
export function ProductTabs({ value, onValueChange, descriptionHtml, reviews }: ProductTabsProps) {
  const { t } = useTranslation();
  const triggerClass =
    'relative -mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-500 hover:text-slate-800 data-[state=active]:border-primary-500 data-[state=active]:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';
  return (
    <Tabs.Root
      id="reviews"
      value={value}
      onValueChange={(next) => onValueChange(next === 'reviews' ? 'reviews' : 'description')}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white"
    >
      <Tabs.List aria-label={t('product_information')} className="flex gap-2 border-b border-slate-200 px-4">
        <Tabs.Trigger value="description" className={triggerClass}>
          {t('description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClass}>
          {t('customer_review')}
        </Tabs.Trigger>
      </Tabs.List>
      {/* Both panels stay in the HTML (forceMount) so the description is there for crawlers. */}
      <Tabs.Content value="description" forceMount className="p-4 data-[state=inactive]:hidden sm:p-6">
        {/* Descriptions use h3 and below: this keeps the outline h1 → h2 → h3 for assistive technology. */}
        <h2 className="sr-only">{t('description')}</h2>
        {descriptionHtml ? (
          <div
            className="page-content max-w-none text-slate-700"
            // Sanitised on the server in the route's loader (features/pages/sanitize-page-html.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : (
          <p className="text-sm text-slate-500">{t('no_description')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews" forceMount className="p-4 data-[state=inactive]:hidden sm:p-6">
        {reviews}
      </Tabs.Content>
    </Tabs.Root>
  );
}
