import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/**
 * The header search field. Submitting opens the product listing for the text (`/products?query=`);
 * Ctrl+K (⌘K on Mac) focuses it from anywhere on the page.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Form action="/products" method="get" role="search" className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('search_products')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={input}
        id={inputId}
        type="search"
        name="query"
        required
        autoComplete="off"
        placeholder={t('search_for_products_brands_and_shops')}
        className="h-11 w-full rounded-full border border-slate-200 bg-slate-50 ps-10 pe-16 text-sm text-slate-900 placeholder:text-slate-400 focus:border-primary-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-primary-100"
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 hidden -translate-y-1/2 rounded border border-slate-200 bg-white px-1.5 py-0.5 font-sans text-[11px] text-slate-500 md:inline"
      >
        Ctrl K
      </kbd>
    </Form>
  );
}
