// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

function setup() {
  renderWithShop(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Subscribe' });
  return { input, submit };
}

describe('NewsletterForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('rejects a bad e-mail without calling the server', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes, toasts "Subscribed" and clears the field', async () => {
    const fetch = answer(200, {
      success: true,
      status: 200,
      message: 'You have subscribed successfully.',
      result: null,
    });
    vi.stubGlobal('fetch', fetch);
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: ' Shopper@Example.com ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Subscribed')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/subscribe');
    expect(init?.body instanceof FormData && init.body.get('email')).toBe('shopper@example.com');
  });

  it("shows the server's message when the server refuses", async () => {
    vi.stubGlobal('fetch', answer(429, { success: false, status: 429, message: 'Too many requests' }));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(input.value).toBe('a@b.co');
  });
});
