// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { SellerSignupFormView } from './seller-signup-form.tsx';

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ success: status < 400, status, ...body }), { status });

function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
}

/** The fields a call to the API sent. */
function sentFields(init: RequestInit | undefined): Record<string, FormDataEntryValue> {
  const body = init?.body as FormData | undefined;
  if (!body) throw new Error('no form was sent');
  return Object.fromEntries(body.entries());
}

const valid = {
  Name: 'Sam Seller',
  Email: 'Sam@Example.com',
  Phone: '01755500001',
  'Shop Name': 'Sam Market',
  Password: 'secret-123',
  'Confirm password': 'secret-123',
};

describe('seller signup form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows every §5 message beside its field, and the terms message, for an empty form', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<SellerSignupFormView />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const fields = {
      Name: 'Name is required',
      Email: 'Email is required',
      Phone: 'Phone is required',
      'Shop Name': 'Shop Name is required',
      Password: 'Password is required',
      'Confirm password': 'Confirm Password is required',
    };
    await screen.findByText('Name is required');
    for (const [label, message] of Object.entries(fields)) {
      const input = screen.getByLabelText(label, { exact: true });
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        message,
      );
    }
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail and a matching confirmation', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithShop(<SellerSignupFormView />);
    fill({ ...valid, Email: 'not-an-email', 'Confirm password': 'secret-124' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Provide a valid email')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('sends the parsed fields (no terms flag) and shows the server’s message and field errors on failure', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(409, { message: 'User already exists', errors: { phone: ['User already exists'] } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithShop(
      <>
        <SellerSignupFormView />
        <Toaster />
      </>,
    );
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox', { name: /By registering i agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/seller/signup');
    const body = init?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Sam Seller',
      email: 'sam@example.com',
      phone: '01755500001',
      shopName: 'Sam Market',
      password: 'secret-123',
      confirmPassword: 'secret-123',
    });
    expect((await screen.findAllByText('User already exists')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Phone', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the code sent to the phone, then sends it with the same fields', async () => {
    const fetch = vi
      .fn(async (_url: string, _init?: RequestInit) =>
        answer(422, { message: 'Code does not match', errors: { code: ['Code does not match'] } }),
      )
      .mockImplementationOnce(async () =>
        answer(200, {
          message: 'A verification code has been sent to your phone',
          result: { verificationRequired: true, phone: '01755500001' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<SellerSignupFormView />);
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox', { name: /By registering i agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const code = await screen.findByLabelText('Verification code', { exact: true });
    expect(screen.getByText(/we sent to 01755500001/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Verify and register' });
    fireEvent.click(submit);
    expect(await screen.findByText('Code is required')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const body = fetch.mock.calls[1]?.[1]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({ phone: '01755500001', code: '123456' });
    expect((await screen.findAllByText('Code does not match')).length).toBeGreaterThanOrEqual(1);
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  const codeSent = (phone: string) =>
    answer(200, {
      message: 'A verification code has been sent to your phone',
      result: { verificationRequired: true, phone },
    });

  it('asks for a new code under the code field once the wait is over, sending the form without code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => codeSent('01755500001'));
    vi.stubGlobal('fetch', fetch);
    renderWithShop(
      <>
        <SellerSignupFormView />
        <Toaster />
      </>,
    );
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox', { name: /By registering i agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const code = await screen.findByLabelText('Verification code', { exact: true });
    const waiting = screen.getByRole('button', { name: 'Resend code in 30 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(waiting);
    expect(fetch).toHaveBeenCalledTimes(1);

    for (let second = 0; second < 30; second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    // a half-typed code does not stop it, and is not sent
    fireEvent.change(code, { target: { value: '12' } });
    const sentToast = 'A verification code has been sent to your phone';
    expect(screen.queryByText(sentToast)).toBeNull(); // the first one has gone by now
    fireEvent.click(resend);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const body = sentFields(fetch.mock.calls[1]?.[1]);
    expect(body).toMatchObject({ phone: '01755500001', shopName: 'Sam Market' });
    expect(body).not.toHaveProperty('code');
    expect(await screen.findByText(sentToast)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ s$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify and register' })).toBeTruthy();
  });

  it('goes back to the first step when the phone is edited after the code was sent', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => codeSent(String(sentFields(init).phone)));
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<SellerSignupFormView />);
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox', { name: /By registering i agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const code = await screen.findByLabelText('Verification code', { exact: true });
    fireEvent.change(code, { target: { value: '123456' } });

    fill({ Phone: '01755500002' });
    expect(screen.queryByLabelText('Verification code', { exact: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const body = sentFields(fetch.mock.calls[1]?.[1]);
    expect(body).toMatchObject({ phone: '01755500002' });
    expect(body).not.toHaveProperty('code');
    expect(await screen.findByText(/we sent to 01755500002/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify and register' })).toBeTruthy();

    // back to the phone the first code went to: its step again
    fill({ Phone: '01755500001' });
    expect(screen.queryByText(/we sent to/)).toBeNull();
  });
});
