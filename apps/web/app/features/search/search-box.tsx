import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The header search (storefront spec §2 Shell): the combobox on tablets and larger; on phones a
 * button that opens the full-page 'search' popup. Ctrl+K (⌘K on Mac) focuses the field, or opens
 * the popup where the field is not shown.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const openPopup = useOpenPopup();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        const field = input.current;
        if (field && field.offsetParent !== null) {
          field.focus();
          field.select();
        } else {
          openPopup('search');
        }
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPopup]);

  return (
    <>
      <div className="hidden w-full md:block">
        <SearchCombobox inputRef={input} />
      </div>
      <button
        type="button"
        onClick={() => openPopup('search')}
        aria-haspopup="dialog"
        className="flex h-11 w-full items-center gap-2 rounded-full border border-slate-200 bg-slate-50 ps-3.5 pe-4 text-start text-sm text-slate-500 md:hidden"
      >
        <Search aria-hidden className="size-4.5 shrink-0" />
        <span className="line-clamp-1">{t('search_for_products_brands_and_shops')}</span>
      </button>
    </>
  );
}
