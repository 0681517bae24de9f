import { footer } from '@shop/contracts/content';
import { envelope } from '@shop/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryTranslations,
  languages,
  pages,
  pageTranslations,
  settings,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'es-ES', name: 'Español', flag: 'es' },
  ]);
  await t.db.insert(settings).values([
    { key: 'homeFooterLogo', value: '/uploads/footer-logo.webp' },
    { key: 'homeFooterCustomerSupport', value: '+880 1700-000000' },
    { key: 'homeFooterEmail', value: 'help@shop.example' },
    { key: 'showFacebookLink', value: '1' },
    { key: 'homeFooterFacebookLink', value: 'https://facebook.com/shop' },
    { key: 'showTwitterLink', value: '0' },
    { key: 'homeFooterQuickLinks', value: [{ title: 'Track order', url: '/track-order' }] },
    { key: 'homeFooterPopularTags', value: ['summer', 'sale'] },
    { key: 'homeFooterCopyrightText', value: '© Shop' },
    // A broken stored value falls back to its default instead of failing the page.
    { key: 'showInstagramLink', value: 'yes please' },
  ]);
  const amounts = [500, 100, 900, 300, 700, 50, 800];
  await t.db.insert(categories).values(
    amounts.map((amount, i) => ({
      id: i + 1,
      name: `Category ${i + 1}`,
      slug: `category-${i + 1}`,
      totalSaleAmount: amount,
      thumbnailImage: i === 0 ? '/uploads/c1.webp' : null,
    })),
  );
  await t.db
    .insert(categories)
    .values({ id: 8, name: 'Hidden', slug: 'hidden', totalSaleAmount: 99999, isActive: false });
  await t.db
    .insert(categoryTranslations)
    .values({ categoryId: 3, langCode: 'es-ES', name: 'Categoría tres' });
  await t.db.insert(pages).values([
    { id: 1, slug: 'home', type: 'special', title: 'Home' },
    { id: 2, slug: 'return-policy', type: 'default', title: 'Return policy' },
    { id: 3, slug: 'old-policy', type: 'default', title: 'Old policy', isActive: false },
    { id: 4, slug: 'privacy-policy', type: 'default', title: 'Privacy policy' },
  ]);
  await t.db
    .insert(pageTranslations)
    .values({ pageId: 2, langCode: 'es-ES', title: 'Política de devoluciones' });
});
afterAll(() => t?.close());

describe('GET /api/v1/homepage/footer', () => {
  it('assembles the footer from settings, categories and pages', async () => {
    const res = await t.app.inject({ url: '/api/v1/homepage/footer' });
    expect(res.statusCode).toBe(200);
    const { result } = envelope(footer).parse(res.json());
    expect(result.homeFooterLogo).toBe('/uploads/footer-logo.webp');
    expect(result.homeFooterCustomerSupport).toBe('+880 1700-000000');
    expect(result.homeFooterEmail).toBe('help@shop.example');
    expect(result.homeFooterAddress).toBe('');
    // Flags stay the strings "1"/"0"; showing only "1" is the storefront's job.
    expect(result.showFacebookLink).toBe('1');
    expect(result.showTwitterLink).toBe('0');
    expect(result.showInstagramLink).toBe('0');
    expect(result.homeFooterFacebookLink).toBe('https://facebook.com/shop');
    expect(result.quickLinkPages).toEqual([{ title: 'Track order', url: '/track-order' }]);
    expect(result.popularTags).toEqual(['summer', 'sale']);
    expect(result.homeFooterCopyrightText).toBe('© Shop');
    expect(result.topCategories.map((c) => c.id)).toEqual([3, 7, 5, 1, 4, 2]);
    expect(result.topCategories.find((c) => c.id === 1)).toEqual({
      id: 1,
      name: 'Category 1',
      slug: 'category-1',
      thumbnailImage: '/uploads/c1.webp',
    });
    expect(result.defaultPages).toEqual([
      { id: 2, title: 'Return policy', slug: 'return-policy' },
      { id: 4, title: 'Privacy policy', slug: 'privacy-policy' },
    ]);
  });

  it('translates category names and page titles', async () => {
    const res = await t.app.inject({
      url: '/api/v1/homepage/footer',
      headers: { 'accept-language': 'es-ES' },
    });
    const { result } = envelope(footer).parse(res.json());
    expect(result.topCategories[0]).toMatchObject({ id: 3, name: 'Categoría tres' });
    expect(result.defaultPages[0]).toEqual({
      id: 2,
      title: 'Política de devoluciones',
      slug: 'return-policy',
    });
  });
});
