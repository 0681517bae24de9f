import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';

/**
 * A chat message box's behaviour (the storefront's composer and the seller center's reply box):
 * the text area grows with its text up to `maxHeight` px, then scrolls; Enter sends, Shift+Enter
 * starts a new line (an IME composition is never cut short); a blank message, one over
 * `maxLength`, or a disabled box sends nothing. `onSend` gets the trimmed text and answers whether
 * it went out; the text stays when it did not, so nothing typed is lost.
 */
export function useMessageBox({
  onSend,
  disabled,
  maxHeight,
  maxLength = Number.POSITIVE_INFINITY,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  maxHeight: number;
  maxLength?: number;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, maxHeight)}px`;
    box.style.overflowY = box.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [text, maxHeight]);

  async function submit() {
    const message = text.trim();
    if (disabled || sending || message === '' || message.length > maxLength) return;
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

  return { text, setText, sending, ref, submit, onKeyDown };
}
