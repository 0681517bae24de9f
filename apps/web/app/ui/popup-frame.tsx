import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';

export interface PopupFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A centred modal dialog. Radix Dialog traps focus, closes on Escape and on a click outside,
 * and gives the dialog its title as accessible name.
 */
export function PopupFrame({ open, onClose, title, description, children, className }: PopupFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed start-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2',
            'overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none',
            'data-[state=open]:animate-[pop-in_150ms_ease-out]',
            className,
          )}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-500">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('close')}
              className="-me-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
