import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { ConfirmationProps } from '../../lib/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';

/**
 * The 'confirmation' popup: asks before an action that cannot be undone (deleting an address,
 * changing the delivery zone at checkout). Confirm runs `onConfirm`; the popup closes after it.
 */
export function ConfirmationPopup({
  title,
  message,
  details,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmationProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <PopupFrame
      open
      onClose={onClose}
      title={title ?? t('are_you_sure')}
      description={message}
      className="max-w-md"
    >
      {details && details.items.length > 0 ? (
        <div className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{details.heading}</p>
          <ul className="mt-1 list-disc ps-5">
            {details.items.map((item) => (
              <li key={item}>
                <bdi>{item}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        {destructive ? (
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            className="inline-flex h-10 items-center justify-center rounded-lg bg-red-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {confirmLabel ?? t('confirm')}
          </button>
        ) : (
          <Button onClick={confirm} disabled={pending}>
            {confirmLabel ?? t('confirm')}
          </Button>
        )}
      </div>
    </PopupFrame>
  );
}
