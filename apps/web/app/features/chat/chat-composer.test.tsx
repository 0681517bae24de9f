// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { ChatComposer } from './chat-composer.tsx';

function setup(options: { disabled?: boolean; sent?: boolean } = {}) {
  const onSend = vi.fn(async (_text: string) => options.sent ?? true);
  renderWithShop(<ChatComposer disabled={options.disabled ?? false} onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, box };
}

describe('chat composer', () => {
  afterEach(cleanup);

  it('sends the trimmed text on Enter and empties the box', async () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: '  Is it in stock?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Is it in stock?'));
    expect(onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('leaves Shift+Enter to the textarea (a new line) and sends nothing', () => {
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
    expect(box.value).toBe('First line');
  });

  it('prevents the newline of a plain Enter', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'Hi' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('sends nothing for a blank message, by Enter or by the button', async () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: '   \n  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing without a conversation (disabled)', async () => {
    const { onSend, box } = setup({ disabled: true });
    expect(box.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when sending failed', async () => {
    const { onSend, box } = setup({ sent: false });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box.value).toBe('Hello');
  });
});
