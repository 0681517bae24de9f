// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleTranslations } from '../../../console/lib/console-i18n.tsx';
import { renderWithShop } from '../../../testing/render-with-shop.tsx';
import messages from '../i18n/en-US.json' with { type: 'json' };
import { ReplyBox } from './reply-box.tsx';

function setup(sent = true) {
  const onSend = vi.fn(async (_text: string) => sent);
  renderWithShop(
    <ConsoleTranslations messages={messages}>
      <ReplyBox customerName="Rita" onSend={onSend} />
    </ConsoleTranslations>,
  );
  const box = screen.getByRole('textbox', { name: 'Reply to Rita' }) as HTMLTextAreaElement;
  return { onSend, box };
}

describe('the seller’s reply box', () => {
  afterEach(cleanup);

  it('is labelled with the customer and says how to send', () => {
    const { box } = setup();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Enter sends, Shift+Enter starts a new line.');
  });

  it('sends the trimmed text on Enter and empties the box', async () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: '  Yes, in stock.  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Yes, in stock.'));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('leaves Shift+Enter to the text area (a new line)', () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: 'First line' } });
    const event = new KeyboardEvent('keydown', {
      key: 'Enter',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when it could not be sent', async () => {
    const { onSend, box } = setup(false);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(box.value).toBe('Hello');
  });

  it('sends nothing blank or too long, and says why', async () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('A message may be at most 2000 characters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
