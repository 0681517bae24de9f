import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { SearchCombobox } from './search-combobox.tsx';

/** The full-page 'search' popup for small screens: the search field with its suggestions below. */
export function SearchPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('search')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <SearchCombobox autoFocus layout="page" onDone={onClose} onEscape={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
