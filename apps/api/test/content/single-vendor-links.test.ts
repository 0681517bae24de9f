import { footer } from '@shop/contracts/content';
import { envelope } from '@shop/contracts/envelope';
import { banners } from '@shop/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const quickLinks = [
  { title: 'About Us', url: '/pages/about-us' },
  { title: 'Become a Seller', url: '/seller/signup' },
];
const fullWidth = [
  { image: '/uploads/a.webp', url: '/shops/admin-shop' },
  { image: '/uploads/b.webp', url: '/categories/sneakers' },
];

async function appIn(mode: 'multiVendor' | 'singleVendor'): Promise<TestApp> {
  const t = await buildTestApp({ env: { APP_MODE: mode } });
  await t.db.insert(settings).values([
    { key: 'homeFooterQuickLinks', value: quickLinks },
    { key: 'homeFullWidthBanners', value: fullWidth },
  ]);
  return t;
}

describe('links into the marketplace', () => {
  let multi: TestApp;
  let single: TestApp;
  beforeAll(async () => {
    [multi, single] = await Promise.all([appIn('multiVendor'), appIn('singleVendor')]);
  });
  afterAll(async () => {
    await multi?.close();
    await single?.close();
  });

  it('are kept in multiVendor mode', async () => {
    const f = envelope(footer).parse((await multi.app.inject('/api/v1/homepage/footer')).json());
    expect(f.result.quickLinkPages).toEqual(quickLinks);
    const b = envelope(banners).parse((await multi.app.inject('/api/v1/homepage/full-width-banner')).json());
    // a banner without text answers empty title, subtitle and call to action (decision 119)
    const blank = { title: '', subtitle: '', cta: '' };
    expect(b.result).toEqual(fullWidth.map((banner) => ({ ...banner, ...blank })));
  });

  it('are left out of the footer and banners in singleVendor mode', async () => {
    const f = envelope(footer).parse((await single.app.inject('/api/v1/homepage/footer')).json());
    expect(f.result.quickLinkPages).toEqual([{ title: 'About Us', url: '/pages/about-us' }]);
    const b = envelope(banners).parse((await single.app.inject('/api/v1/homepage/full-width-banner')).json());
    expect(b.result).toEqual([
      { image: '/uploads/b.webp', url: '/categories/sneakers', title: '', subtitle: '', cta: '' },
    ]);
  });
});
