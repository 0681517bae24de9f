import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useMessageBox } from '../../lib/use-message-box.ts';

/** The message box grows with its text up to this height, then scrolls (storefront spec §9). */
export const TEXTAREA_MAX_HEIGHT = 150;

/**
 * The chat's message box: Enter sends, Shift+Enter starts a new line, a blank message (or no
 * conversation: `disabled`) sends nothing. `onSend` gets the trimmed text and answers whether it
 * was sent; the text is kept when it was not, so nothing typed is lost.
 */
export function ChatComposer({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { text, setText, sending, ref, submit, onKeyDown } = useMessageBox({
    onSend,
    disabled,
    maxHeight: TEXTAREA_MAX_HEIGHT,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex items-end gap-2 border-t border-slate-200 p-3"
    >
      <label htmlFor={id} className="sr-only">
        {t('message')}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={1}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('type_a_message')}
        aria-describedby={`${id}-hint`}
        style={{ maxHeight: TEXTAREA_MAX_HEIGHT }}
        className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm placeholder:text-slate-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100 disabled:bg-slate-50"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('enter_sends_shift_enter_new_line')}
      </span>
      <button
        type="submit"
        disabled={disabled || sending}
        aria-label={t('send_message')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-500 text-primary-contrast hover:bg-primary-600 disabled:opacity-50"
      >
        <Send aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
