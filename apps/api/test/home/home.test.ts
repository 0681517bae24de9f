import { envelope } from '@shop/contracts/envelope';
import * as home from '@shop/contracts/home';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campaigns, campaignTranslations, languages, settings } from '../../src/db/schema/index.ts';
import { insertCatalogFixture } from '../catalog/catalog-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const banner = [{ image: '/uploads/b.webp', url: '/products' }];

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogFixture(t.db);
  const values: Record<string, unknown> = {
    homeSliders: banner,
    homeVideos: ['https://www.youtube.com/embed/x'],
    homeFullWidthBanners: banner,
    homeFourBannersRow: banner,
    homeTwoBannersRow: banner,
    homeThreeBannersRow: banner,
    showHomeFeaturedCategories: '1',
    homeFeaturedCategories: [4, 99, 1],
    showHomeFeaturedProducts: '1',
    // 300 unpublished and 600 of a closed shop are left out; the order is kept
    homeFeaturedProducts: [500, 300, 100, 600],
    homeFeaturedProductBanner: '/uploads/f.webp',
    homeFeaturedProductLink: '/products',
    showHomeFlashSale: '1',
    homeFlashSaleCampaign: 3,
    showHomeProductSectionOne: '1',
    homeProductSectionOneTitle: 'Best sellers',
    homeProductSectionOne: [200],
    showHomeProductSectionTwo: '0',
    homeProductSectionTwo: [],
    showHomeTrendyProducts: '1',
    homeTrendyProducts: [400],
    showHomeFeaturedShops: '1',
    homeFeaturedShops: [2, 3, 1],
    showHomeFeaturedBrands: '1',
    homeFeaturedBrands: [2, 3, 1],
    homeCategoryProducts: [
      {
        categoryId: 1,
        image: '/uploads/c1.webp',
        url: '/categories/fashion',
        title: 'Style edit',
        subtitle: 'New-season fashion',
        // Arabic only partly translated, Spanish blank: each field falls back on its own
        translations: { 'es-ES': { title: ' ', subtitle: '' }, 'ar-SA': { title: 'مختارات الأناقة' } },
      },
      { categoryId: 4, image: '/uploads/c4.webp', url: '/categories/kitchen' },
      { categoryId: 99, image: '', url: '' },
    ],
    showHomeMainCategories: '1',
    homeMainCategories: [1],
    showHomeAboutUsSection: '1',
    homeAboutUsTitle: 'About',
    homeAboutUsSubTitle: 'Sub',
    homeAboutUsText: 'Text',
    homeAboutUsImage: '/uploads/a.webp',
    homeFooterCopyrightText: '© Storefront. All rights reserved.',
    homeTextTranslations: {
      'es-ES': {
        homeAboutUsTitle: 'Sobre nosotros',
        homeFooterCopyrightText: '© Storefront. Todos los derechos reservados.',
      },
      'ar-SA': { homeAboutUsText: 'نص', homeAboutUsTitle: '' },
    },
  };
  // codAvailable is already set by the fixture
  await t.db.insert(settings).values(Object.entries(values).map(([key, value]) => ({ key, value })));
});
afterAll(() => t?.close());

async function get<T extends z.ZodType>(
  path: string,
  schema: T,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const res = await t.app.inject({ url: `/api/v1/homepage/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(schema).parse(res.json()) as { result: z.infer<T> }).result;
}

describe('homepage blocks', () => {
  it('serves the banner rows and videos from the settings', async () => {
    for (const path of [
      'sliders',
      'full-width-banner',
      'four-banners-row',
      'two-banners-row',
      'three-banners-row',
    ]) {
      // a banner stored before banners had text answers without any
      expect(await get(path, home.banners)).toEqual([{ ...banner[0], title: '', subtitle: '', cta: '' }]);
    }
    expect(await get('videos', home.videos)).toEqual(['https://www.youtube.com/embed/x']);
  });

  it('keeps the settings order and leaves out what a shopper may not see', async () => {
    const featured = await get('featured-products', home.featuredProducts, { 'zone-id': '2' });
    expect(featured.products.map((p) => p.id)).toEqual([500, 100]);
    expect(featured.products[0]!.stockQty).toBe(4);
    expect(featured.showHomeFeaturedProducts).toBe('1');
    expect(featured.homeFeaturedProductBanner).toBe('/uploads/f.webp');
    const categories = await get('featured-categories', home.featuredCategories);
    expect(categories.categories.map((c) => c.slug)).toEqual(['kitchen', 'fashion']);
    expect(categories.showFeaturedCategories).toBe('1');
    const shops = await get('featured-shops', home.featuredShops);
    expect(shops.shops.map((s) => s.slug)).toEqual(['mug-makers', 'cotton-co']);
    expect(Object.keys(shops.shops[0]!)).not.toContain('bankAccountNumber');
    const brands = await get('featured-brands', home.featuredBrands, { 'accept-language': 'es-ES' });
    expect(brands.brands.map((b) => b.name)).toEqual(['Globex ES', 'Acme']);
  });

  it('shows the flash-sale campaign and its products', async () => {
    const sale = await get('flash-sale-products', home.flashSale);
    expect(sale.flashSaleCampaign?.slug).toBe('mug-days');
    expect(sale.flashSaleCampaign?.shop.slug).toBe('mug-makers');
    expect(sale.flashSaleProducts.map((p) => [p.id, p.basePrice])).toEqual([[400, 13.5]]);
  });

  it('serves the product sections, trendy products and new arrivals', async () => {
    const one = await get('product-section-one', home.productSectionOne);
    expect(one).toMatchObject({ showHomeProductSectionOne: '1', homeProductSectionOneTitle: 'Best sellers' });
    expect(one.products.map((p) => p.id)).toEqual([200]);
    const two = await get('product-section-two', home.productSectionTwo);
    expect(two).toEqual({ products: [], showHomeProductSectionTwo: '0', homeProductSectionTwoTitle: '' });
    expect((await get('trendy-products', home.trendyProducts)).products.map((p) => p.id)).toEqual([400]);
    expect((await get('new-arrivals', home.newArrivals)).map((p) => p.id)).toEqual([500, 400, 200, 100]);
  });

  it('fills each category row with the products of the category and its descendants', async () => {
    const rows = await get('category-products', home.categoryProducts);
    expect(rows.map((r) => [r.category.slug, r.products.map((p) => p.id), r.image])).toEqual([
      ['fashion', [100], '/uploads/c1.webp'],
      ['kitchen', [400, 200], '/uploads/c4.webp'],
    ]);
  });

  it("answers the shop's texts in the asked language, each missing or blank one in the base language", async () => {
    const row = async (lang: string) => {
      const [fashion] = await get('category-products', home.categoryProducts, { 'accept-language': lang });
      return [fashion?.title, fashion?.subtitle];
    };
    expect(await row('ar-SA')).toEqual(['مختارات الأناقة', 'New-season fashion']);
    expect(await row('es-ES')).toEqual(['Style edit', 'New-season fashion']);
    const about = (lang: string) => get('about-us', home.aboutUs, { 'accept-language': lang });
    expect(await about('es-ES')).toMatchObject({
      homeAboutUsTitle: 'Sobre nosotros',
      homeAboutUsSubTitle: 'Sub',
      homeAboutUsText: 'Text',
    });
    expect(await about('ar-SA')).toMatchObject({ homeAboutUsTitle: 'About', homeAboutUsText: 'نص' });
    const footer = async (lang: string) => {
      const res = await t.app.inject({
        url: '/api/v1/homepage/footer',
        headers: { 'accept-language': lang },
      });
      return res.json().result.homeFooterCopyrightText;
    };
    expect(await footer('es-ES')).toBe('© Storefront. Todos los derechos reservados.');
    expect(await footer('ar-SA')).toBe('© Storefront. All rights reserved.');
  });

  it("names the flash sale's campaign in the asked language, field by field", async () => {
    await t.db
      .insert(languages)
      .values([
        { code: 'es-ES', name: 'Español', flag: 'es' },
        { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
      ])
      .onConflictDoNothing();
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.slug, 'mug-days'));
    await t.db.insert(campaignTranslations).values([
      {
        campaignId: campaign!.id,
        langCode: 'es-ES',
        name: 'Días de tazas',
        shortDescription: 'Tazas rebajadas',
      },
      { campaignId: campaign!.id, langCode: 'ar-SA', name: '', shortDescription: 'أكواب بخصم' },
    ]);
    const sale = async (lang: string) => {
      const c = (await get('flash-sale-products', home.flashSale, { 'accept-language': lang }))
        .flashSaleCampaign;
      return [c?.name, c?.shortDescription];
    };
    expect(await sale('es-ES')).toEqual(['Días de tazas', 'Tazas rebajadas']);
    expect(await sale('ar-SA')).toEqual([campaign!.name, 'أكواب بخصم']);
  });

  it('serves the about-us block and the main categories with their children', async () => {
    expect(await get('about-us', home.aboutUs)).toEqual({
      showHomeAboutUsSection: '1',
      homeAboutUsTitle: 'About',
      homeAboutUsSubTitle: 'Sub',
      homeAboutUsText: 'Text',
      homeAboutUsImage: '/uploads/a.webp',
    });
    const main = await get('main-categories', home.mainCategories);
    expect(main.showHomeMainCategories).toBe('1');
    expect(main.categories.map((c) => [c.slug, c.children_categories.map((x) => x.slug)])).toEqual([
      ['fashion', ['tops']],
    ]);
  });

  it('hides featured shops in singleVendor mode', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      const res = await single.app.inject({ url: '/api/v1/homepage/featured-shops' });
      expect(envelope(home.featuredShops).parse(res.json()).result).toEqual({
        shops: [],
        showFeaturedShops: '0',
      });
      const sale = await single.app.inject({ url: '/api/v1/homepage/flash-sale-products' });
      // the flash sale is a seller campaign: not shown in singleVendor mode
      expect(envelope(home.flashSale).parse(sale.json()).result.flashSaleCampaign).toBeNull();
    } finally {
      await single.close();
    }
  });
});
