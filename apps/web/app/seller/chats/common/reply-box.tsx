import { CHAT_MESSAGE_MAX } from '@shop/contracts/chat';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';

const MAX_HEIGHT = 160;

/**
 * The shop's reply box: a labelled text area that grows with its text; Enter sends, Shift+Enter
 * starts a new line (an IME composition is never cut short). `onSend` gets the trimmed text and
 * answers whether it went out; the text stays when it did not, so nothing typed is lost.
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
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT)}px`;
    box.style.overflowY = box.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  async function submit() {
    const message = text.trim();
    if (disabled || sending || message === '' || message.length > CHAT_MESSAGE_MAX) return;
    setSending(true);
    try {
      if (await onSend(message)) setText('');
    } finally {
      setSending(false);
      ref.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

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
