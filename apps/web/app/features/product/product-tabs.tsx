import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLanguage } from '../../lib/shop-context.tsx';

export type ProductTab = 'description' | 'reviews';

export interface ProductTabsProps {
  value: ProductTab;
  onValueChange: (value: ProductTab) => void;
  /** Sanitised HTML of the description. */
  descriptionHtml: string;
  reviews: ReactNode;
}

const TABS: ProductTab[] = ['description', 'reviews'];

const TRIGGER_CLASS =
  'relative -mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-500 hover:text-slate-800 data-[state=active]:border-primary-500 data-[state=active]:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * Description and Customer Review as ARIA tabs: one tab stop, arrow keys (reversed right to left),
 * Home and End move between the tabs and select the one they reach. Written here rather than with
 * Radix Tabs, whose code (~9 kB gzipped with its roving focus and presence parts) would otherwise
 * be the product page's largest first-load script.
 */
export function ProductTabs({ value, onValueChange, descriptionHtml, reviews }: ProductTabsProps) {
  const { t } = useTranslation();
  const { isRtl } = useLanguage();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: ProductTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: ProductTab) => `${baseId}-panel-${tab}`;
  const labels: Record<ProductTab, string> = { description: t('description'), reviews: t('customer_review') };

  const select = (tab: ProductTab) => {
    tabRefs.current[tab]?.focus();
    if (tab !== value) onValueChange(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: ProductTab | undefined;
    if (step !== undefined) next = TABS[(index + (isRtl ? -step : step) + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  const panelProps = (tab: ProductTab) => ({
    id: panelId(tab),
    role: 'tabpanel',
    'aria-labelledby': tabId(tab),
    'data-state': tab === value ? 'active' : 'inactive',
    tabIndex: 0,
    className: 'p-4 data-[state=inactive]:hidden sm:p-6',
  });

  return (
    <div id="reviews" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={t('product_information')}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex gap-2 border-b border-slate-200 px-4"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === value}
            aria-controls={panelId(tab)}
            tabIndex={tab === value ? 0 : -1}
            data-state={tab === value ? 'active' : 'inactive'}
            onClick={() => select(tab)}
            className={TRIGGER_CLASS}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {/* Both panels stay in the HTML so the description is there for crawlers. */}
      <div {...panelProps('description')}>
        {/* Descriptions use h3 and below: this keeps the outline h1 → h2 → h3 for assistive technology. */}
        <h2 className="sr-only">{t('description')}</h2>
        {descriptionHtml ? (
          <div
            dir="auto"
            className="page-content max-w-none text-slate-700"
            // Sanitised on the server in the route's loader (features/pages/sanitize-page-html.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : (
          <p className="text-sm text-slate-500">{t('no_description')}</p>
        )}
      </div>
      <div {...panelProps('reviews')}>{reviews}</div>
    </div>
  );
}
