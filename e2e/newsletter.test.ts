import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/fixtures.ts';

describe('newsletter', () => {
  const ctx = useStorefront();

  it('refuses a bad e-mail, then subscribes a good one and clears the field', async () => {
    const shop = ctx.shop;
    await shop.open('/');
    const newsletter = shop.newsletter();

    await shop.page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await shop.page.getByText('Invalid email').waitFor();
    await newsletter.subscribe('not-an-email');
    await shop.page.getByText('Invalid email', { exact: true }).waitFor();

    await newsletter.subscribe(`shopper-${Date.now()}@example.com`);
    await shop.toast('Subscribed').waitFor();
    expect(await newsletter.email.inputValue()).toBe('');
  });
});
