import { CHAT_MESSAGE_MAX } from '@shop/contracts/chat';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useMessageBox } from '../../../lib/use-message-box.ts';

const MAX_HEIGHT = 160;

/**
 * The shop's reply box: a labelled text area with the chat message box's behaviour
 * (lib/use-message-box.ts: grows with its text, Enter sends, Shift+Enter a new line, the text
 * stays when it did not go out), and the too-long warning.
 */
export function ReplyBox({
  customerName,
  onSend,
  disabled = false,
}: {
  customerName: string;
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { text, setText, sending, ref, submit, onKeyDown } = useMessageBox({
    onSend,
    disabled,
    maxHeight: MAX_HEIGHT,
    maxLength: CHAT_MESSAGE_MAX,
  });

  const tooLong = text.trim().length > CHAT_MESSAGE_MAX;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-1 border-t border-slate-200 bg-white p-3"
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('chats.replyTo', { name: customerName })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          ref={ref}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chats.replyPlaceholder')}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLong || undefined}
          style={{ maxHeight: MAX_HEIGHT }}
          className="min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm placeholder:text-slate-400 focus:border-primary-500 focus:ring-2 focus:ring-primary-100 focus:outline-none disabled:bg-slate-50"
        />
        <button
          type="submit"
          disabled={disabled || sending || tooLong || text.trim() === ''}
          aria-label={t('chats.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-500 text-primary-contrast hover:bg-primary-600 disabled:opacity-50"
        >
          <Send aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <p id={`${id}-hint`} className={tooLong ? 'text-xs text-red-600' : 'text-xs text-slate-500'}>
        {tooLong ? t('chats.tooLong', { max: CHAT_MESSAGE_MAX }) : t('chats.enterHint')}
      </p>
    </form>
  );
}
