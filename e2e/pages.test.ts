import type { Page } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { apiResult, textOf } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('content pages', () => {
  const ctx = useStorefront();

  it('shows the seeded terms and conditions with their title and body', async () => {
    const page = await apiResult<Page>(ctx.baseURL, '/pages/terms-and-conditions');
    const shop = ctx.shop;
    const response = await shop.open('/pages/terms-and-conditions');
    expect(response?.status()).toBe(200);

    await shop.page.getByRole('heading', { level: 1, name: page.title }).waitFor();
    const firstWords = textOf(page.content).split(' ').slice(0, 6).join(' ');
    expect(firstWords.length).toBeGreaterThan(0);
    await shop.page.getByRole('article').getByText(firstWords).first().waitFor();
    expect(await shop.page.title()).toContain(page.metaTile || page.title);
  });
});
