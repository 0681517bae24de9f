// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageConfigFixture } from '../../testing/fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { SigninPopup } from './signin-popup.tsx';

describe('sign-in popup', () => {
  afterEach(cleanup);

  it('pre-fills the demo customer in demo mode and shows no social buttons without providers', () => {
    renderWithShop(<SigninPopup onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01700000000');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('123456');
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('is empty outside demo mode and links each configured provider', () => {
    renderWithShop(<SigninPopup onClose={() => {}} />, {
      config: {
        ...pageConfigFixture,
        generalSettings: { ...pageConfigFixture.generalSettings, demoMode: false },
        socialLogins: [{ name: 'Google', url: '/api/v1/auth/social/google' }],
      },
    });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/api/v1/auth/social/google',
    );
  });

  it('announces the §5 messages with the fields', async () => {
    renderWithShop(<SigninPopup onClose={() => {}} />, {
      config: { ...pageConfigFixture, demoCredentials: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('Phone is required')).toBeTruthy());
    expect(screen.getByText('Password is required')).toBeTruthy();
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Phone is required',
    );
    fireEvent.change(phone, { target: { value: '01-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('Provide a valid phone number')).toBeTruthy());
  });
});
