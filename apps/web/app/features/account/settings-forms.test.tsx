// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession, useSessionStore } from '../../lib/session-store.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ success: status < 400, status, ...body }), { status });

const user = { id: 7, name: 'Ada Buyer', email: null, phone: '01700000001', avatar: null };

function fieldsOf(init: RequestInit | undefined): Record<string, FormDataEntryValue> {
  if (!(init?.body instanceof FormData)) throw new Error('expected a form body');
  return Object.fromEntries(init.body.entries());
}

describe('account settings forms', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSession, isLoading: false, user });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState(initialSession);
  });

  it('the password form asks for the current password and sends it as oldPassword', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(422, {
        message: 'The current password is incorrect',
        errors: { oldPassword: ['The current password is incorrect'] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<PasswordForm />);
    const current = screen.getByLabelText('Current password', { exact: true });
    expect(current.getAttribute('type')).toBe('password');
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), {
      target: { value: 'new-secret' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), {
      target: { value: 'new-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(current, { target: { value: 'old-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/user/update-password');
    expect(fieldsOf(fetch.mock.calls[0]?.[1])).toEqual({
      oldPassword: 'old-secret',
      password: 'new-secret',
      passwordConfirmation: 'new-secret',
    });
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
  });

  it('a new phone opens the code step with the current password; wrong ones show their errors, the right ones change the phone', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/user/update-info')) {
        return answer(200, {
          message: 'Enter the code we sent to your new phone number to change it',
          result: { ...user, phoneVerificationRequired: true, pendingPhone: '01799999999' },
        });
      }
      const tries = fetch.mock.calls.filter(([u]) => u.endsWith('/user/verify-phone')).length;
      if (tries === 1) {
        return answer(422, { message: 'Code does not match', errors: { code: ['Code does not match'] } });
      }
      if (tries === 2) {
        return answer(422, {
          message: 'The current password is incorrect',
          errors: { password: ['The current password is incorrect'] },
        });
      }
      return answer(200, {
        message: 'Your phone number has been changed',
        result: { ...user, phone: '01799999999' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<ProfileForm />);
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '01799999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your new phone number' });
    expect(dialog.textContent).toContain('01799999999');
    const code = screen.getByLabelText('Verification code', { exact: true });
    const password = screen.getByLabelText('Current password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => u.endsWith('/user/verify-phone'))).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.change(password, { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code does not match')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(password, { target: { value: 'old-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const verifyCalls = fetch.mock.calls.filter(([u]) => u.endsWith('/user/verify-phone'));
    expect(fieldsOf(verifyCalls[1]?.[1])).toEqual({
      phone: '01799999999',
      code: '123456',
      password: 'not-it',
    });
    expect(fieldsOf(verifyCalls[2]?.[1])).toEqual({
      phone: '01799999999',
      code: '123456',
      password: 'old-secret',
    });

    // an account with no phone yet (social login) has no password it knows: the code alone
    cleanup();
    useSessionStore.setState({ ...initialSession, isLoading: false, user: { ...user, phone: '' } });
    renderWithShop(<ProfileForm />);
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '01799999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('dialog', { name: 'Verify your new phone number' });
    expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull();
    fireEvent.change(screen.getByLabelText('Verification code', { exact: true }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const socialCall = fetch.mock.calls.filter(([u]) => u.endsWith('/user/verify-phone'))[3];
    expect(fieldsOf(socialCall?.[1])).toEqual({ phone: '01799999999', code: '123456' });
  });
});
