import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Which edge it slides from, in reading direction (mirrors in right-to-left pages). */
  side?: 'start' | 'end';
  /** Replaces the default header (title + close) when a drawer needs its own, e.g. with a back button. */
  header?: ReactNode;
  children: ReactNode;
}

/** A side sheet on Radix Dialog: focus trapped, Escape and a click on the backdrop close it. */
export function Drawer({ open, onClose, title, side = 'start', header, children }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none',
            side === 'start' ? 'start-0' : 'end-0',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-4">
            {header ?? (
              <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
            )}
            {header ? <Dialog.Title className="sr-only">{title}</Dialog.Title> : null}
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
