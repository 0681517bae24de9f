import { envelope } from '@shop/contracts/envelope';
import { pageConfig } from '@shop/contracts/page-config';
import { afterAll, describe, expect, it } from 'vitest';
import { countries, languages, settings } from '../../src/db/schema/index.ts';
import { invalidateSettings } from '../../src/platform/settings.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function shop(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp({ env });
  opened.push(t);
  await t.db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us', sort: 1 },
    { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true, sort: 3 },
    { code: 'es-ES', name: 'Español', flag: 'es', sort: 2 },
    { code: 'fr-FR', name: 'Français', flag: 'fr', isActive: false, sort: 4 },
  ]);
  await t.db.insert(countries).values([
    { id: 18, name: 'Bangladesh', code: 'BD' },
    { id: 1, name: 'Atlantis', code: 'AT', isActive: false },
    { id: 2, name: 'Albania', code: 'AL' },
  ]);
  await t.db.insert(settings).values([
    { key: 'siteLogo', value: '/uploads/brand/logo.webp' },
    { key: 'paymentMethods', value: ['cash_on_delivery', 'stripe', 'mobile_wallet'] },
  ]);
  invalidateSettings(t.db);
  return t;
}

describe('GET /api/v1/page-config', () => {
  it('gives the page configuration from config, settings and the database', async () => {
    const t = await shop({
      APP_NAME: 'Bazaar',
      APP_MODE: 'singleVendor',
      PUBLIC_URL: 'https://bazaar.example/',
      PRIMARY_COLOR: '#112233',
      CURRENCY_CODE: 'EUR',
      CURRENCY_SYMBOL: '€',
      CURRENCY_POSITION: 'amount_space',
      DEFAULT_LANGUAGE: 'es-ES',
      DEMO_MODE: 'true',
      GOOGLE_LOGIN_URL: 'https://bazaar.example/auth/google',
    });
    const res = await t.app.inject({ url: '/api/v1/page-config' });
    expect(res.statusCode).toBe(200);
    const { result } = envelope(pageConfig).parse(res.json());
    expect(result.generalSettings).toEqual({
      appName: 'Bazaar',
      appMode: 'singleVendor',
      rootUrl: 'https://bazaar.example',
      apiUrl: '/api/v1',
      demoMode: true,
      logo: '/uploads/brand/logo.webp',
      primaryColor: '#112233',
      favicon: '',
    });
    expect(result.countries).toEqual([
      { id: 2, name: 'Albania', code: 'AL' },
      { id: 18, name: 'Bangladesh', code: 'BD' },
    ]);
    expect(result.currency).toEqual({ code: 'EUR', symbol: '€', position: 'amount_space', decimals: 2 });
    expect(result.defaultLang).toBe('es-ES');
    expect(result.languages).toEqual([
      { code: 'en-US', name: 'English', flag: 'us', isRtl: false },
      { code: 'es-ES', name: 'Español', flag: 'es', isRtl: false },
      { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
    ]);
    expect(result.paymentMethods).toEqual([
      { name: 'Cash on Delivery', value: 'cash_on_delivery', image: '/images/payments/cash_on_delivery.svg' },
      { name: 'Stripe', value: 'stripe', image: '/images/payments/stripe.svg' },
      { name: 'Mobile Wallet', value: 'mobile_wallet', image: '/images/payments/mobile_wallet.svg' },
    ]);
    expect(result.socialLogins).toEqual([{ name: 'google', url: 'https://bazaar.example/auth/google' }]);
    expect(result.demoCredentials).toEqual({ phone: '01700000000', password: '123456' });
  });

  it('hides the demo credentials outside demo mode', async () => {
    const t = await shop({ DEMO_MODE: 'false' });
    const { result } = envelope(pageConfig).parse(
      (await t.app.inject({ url: '/api/v1/page-config' })).json(),
    );
    expect(result.generalSettings.demoMode).toBe(false);
    expect(result.demoCredentials).toBeNull();
    expect(result.socialLogins).toEqual([]);
  });
});
