import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderGroups } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { invalidateSettings, readSettings } from '../../src/platform/settings.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

/**
 * Store settings and payment methods in the operator console (issue 18 §5, §6): the settings a
 * storefront page is rendered with follow a save at once, bad input is a 422 that changes
 * nothing, every change is in the audit log, and checkout refuses a method switched off.
 * The environment here: APP_NAME "Env Shop", APP_MODE multiVendor.
 */
let t: TestApp;
let operator: string;
let operatorId: number;
let rita: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_NAME: 'Env Shop', APP_MODE: 'multiVendor' } });
  await insertCheckoutData(t.db);
  const account = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorId = account.id;
  operator = await issueToken(t.db, account.id, { scope: 'admin', name: 'Operator console' });
  rita = await issueToken(t.db, 501);
});
afterAll(() => t?.close());

function admin(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown, token = operator) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function pageConfig() {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/page-config' })).json().result;
}

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('store settings', () => {
  it('shows the environment until a setting is saved, then the setting everywhere at once', async () => {
    const before = (await admin('GET', '/settings')).json().result;
    expect(before.appName).toBe('Env Shop');
    expect(before.appMode).toBeNull();
    expect(before.effectiveAppMode).toBe('multiVendor');
    expect(before.currency).toEqual({ code: 'USD', symbol: '$', position: 'symbol_first', decimals: 2 });
    expect((await pageConfig()).generalSettings.appName).toBe('Env Shop');

    const saved = await admin('PATCH', '/settings', {
      appName: 'Corner Market',
      appMode: 'singleVendor',
      primaryColor: '#1D4ED8',
      currency: { code: 'EUR', symbol: '€', position: 'amount_space' },
      orderCodePrefix: 'CM-',
      contact: { phone: '+34 600 000 000', email: 'hello@corner.example', address: 'Calle Mayor 1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Store settings saved');

    const config = await pageConfig();
    expect(config.generalSettings).toMatchObject({
      appName: 'Corner Market',
      appMode: 'singleVendor',
      primaryColor: '#1d4ed8',
    });
    expect(config.currency).toEqual({ code: 'EUR', symbol: '€', position: 'amount_space', decimals: 2 });
    // the footer shows the contact details, the API's own behaviour follows the mode
    const footer = (await t.app.inject({ method: 'GET', url: '/api/v1/homepage/footer' })).json().result;
    expect(JSON.stringify(footer)).toContain('hello@corner.example');
    expect(t.app.config.appMode).toBe('singleVendor');

    const entry = await lastAudit();
    expect(entry.action).toBe('settings.update');
    expect(entry.actorUserId).toBe(operatorId);
    expect(entry.before).toMatchObject({ appName: 'Env Shop', appMode: null, orderCodePrefix: '#' });
    expect(entry.after).toMatchObject({
      appName: 'Corner Market',
      appMode: 'singleVendor',
      orderCodePrefix: 'CM-',
    });

    // null goes back to APP_MODE
    expect((await admin('PATCH', '/settings', { appMode: null })).statusCode).toBe(200);
    expect((await pageConfig()).generalSettings.appMode).toBe('multiVendor');
    expect(t.app.config.appMode).toBe('multiVendor');
  });

  it('refuses an unreadable colour, a bad prefix and a default language not offered, changing nothing', async () => {
    const before = (await admin('GET', '/settings')).json().result;
    const audits = (await t.db.select().from(auditLog)).length;
    const grey = await admin('PATCH', '/settings', { appName: 'Nope', primaryColor: '#777777' });
    expect(grey.statusCode).toBe(422);
    expect(grey.json().errors.primaryColor[0]).toMatch(/hard to read/);
    const yellow = await admin('PATCH', '/settings', { primaryColor: '#ffd60a' });
    expect(yellow.statusCode).toBe(200); // dark text on a light colour reads well
    const prefix = await admin('PATCH', '/settings', { orderCodePrefix: 'A very long prefix' });
    expect(prefix.statusCode).toBe(422);
    const lang = await admin('PATCH', '/settings', { languages: ['en-US'], defaultLanguage: 'es-ES' });
    expect(lang.statusCode).toBe(422);
    expect(lang.json().errors.defaultLanguage).toEqual([
      'The default language must be one of the languages offered',
    ]);
    // offering only English while the default stays Spanish (stored) is refused by the server too
    await admin('PATCH', '/settings', { defaultLanguage: 'es-ES' });
    const drop = await admin('PATCH', '/settings', { languages: ['en-US', 'ar-SA'] });
    expect(drop.statusCode).toBe(422);
    await admin('PATCH', '/settings', { defaultLanguage: 'en-US' });
    const after = (await admin('GET', '/settings')).json().result;
    expect(after.appName).toBe(before.appName);
    expect(after.primaryColor).toBe('#ffd60a');
    expect((await t.db.select().from(auditLog)).length).toBe(audits + 3);
  });

  it('offers the languages chosen; the page configuration lists only those', async () => {
    // the test database has English and Spanish
    const res = await admin('PATCH', '/settings', { languages: ['es-ES'], defaultLanguage: 'es-ES' });
    expect(res.statusCode, res.body).toBe(200);
    const config = await pageConfig();
    expect(config.languages.map((l: { code: string }) => l.code)).toEqual(['es-ES']);
    expect(config.defaultLang).toBe('es-ES');
    // a request in no known language is answered in the new default
    const notFound = await t.app.inject({ method: 'GET', url: '/api/v1/pages/nothing-here' });
    expect(notFound.json().message).toBe('Página no encontrada');
    const unknown = await admin('PATCH', '/settings', {
      languages: ['en-US', 'ar-SA'],
      defaultLanguage: 'en-US',
    });
    expect(unknown.statusCode).toBe(422);
    const back = await admin('PATCH', '/settings', {
      languages: ['en-US', 'es-ES'],
      defaultLanguage: 'en-US',
    });
    expect(back.statusCode).toBe(200);
    expect((await pageConfig()).languages).toHaveLength(2);
  });

  it('fixes the currency code once an order exists; symbol and position may still change', async () => {
    await t.db.insert(orderGroups).values({
      code: 90001,
      userId: 501,
      name: 'Rita',
      phone: '5550001',
      shippingAddress: 'House 1',
      paymentMethod: 'cash_on_delivery',
    });
    const res = await admin('PATCH', '/settings', {
      currency: { code: 'GBP', symbol: '£', position: 'symbol_first' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['currency.code']).toBeDefined();
    expect((await pageConfig()).currency.code).toBe('EUR');
    const ok = await admin('PATCH', '/settings', {
      currency: { code: 'EUR', symbol: 'EUR', position: 'amount_space' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await pageConfig()).currency.symbol).toBe('EUR');
    await t.db.delete(orderGroups).where(eq(orderGroups.code, 90001));
  });

  it('uploads a logo and a favicon (resized), refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (kind: string, data: Buffer) => {
      const form = multipart({}, [{ field: 'image', filename: 'x.png', type: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/settings/${kind}`,
        headers: { ...form.headers, authorization: `Bearer ${operator}` },
        payload: form.payload,
      });
    };
    const logo = await upload('logo', png);
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().result.logo).toMatch(/^\/uploads\/store\/logo-.+-800\.webp$/);
    const favicon = await upload('favicon', png);
    expect(favicon.statusCode).toBe(200);
    const faviconUrl = favicon.json().result.favicon as string;
    expect(faviconUrl).toMatch(/^\/uploads\/store\/favicon-.+\.png$/);
    const icon = await t.app.inject({ method: 'GET', url: faviconUrl });
    const meta = await sharp(icon.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([192, 192]);
    expect((await pageConfig()).generalSettings.favicon).toBe(faviconUrl);
    expect((await lastAudit()).action).toBe('settings.favicon');

    const bad = await upload('logo', Buffer.from('not an image'));
    expect(bad.statusCode).toBe(422);
    expect((await pageConfig()).generalSettings.logo).toBe(logo.json().result.logo);
  });

  it('is for operators only', async () => {
    expect((await admin('GET', '/settings', undefined, rita)).statusCode).toBe(401);
    expect((await admin('PATCH', '/settings', { appName: 'Hijack' }, rita)).statusCode).toBe(401);
    expect((await pageConfig()).generalSettings.appName).toBe('Corner Market');
  });
});

describe('payment methods', () => {
  const call = () => api(t.app);

  it('lists what the server can take and switches a method off: gone from the page, refused by checkout', async () => {
    const list = (await admin('GET', '/payment-methods')).json().result.methods;
    expect(list.map((m: { value: string; enabled: boolean }) => [m.value, m.enabled])).toEqual([
      ['cash_on_delivery', true],
      ['card_on_delivery', false],
      ['demo_card', true],
    ]);

    const off = await admin('PATCH', '/payment-methods/demo_card', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await pageConfig()).paymentMethods.map((m: { value: string }) => m.value)).toEqual([
      'cash_on_delivery',
    ]);
    const entry = await lastAudit();
    expect(entry.action).toBe('paymentMethod.disable');
    expect(entry.before).toMatchObject({ enabled: true });
    expect(entry.after).toMatchObject({ enabled: false, paymentMethods: ['cash_on_delivery'] });

    const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
    const refused = await call().post('/checkout/order/store', rita, {
      name: 'Rita Customer',
      phone: '5550001',
      shippingAddressId: '1',
      'shopIds[]': ['1'],
      'cartIds[]': ids.map(String),
      paymentMethod: 'demo_card',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The shop does not take Demo Card at the moment. Please choose another payment method.',
    );

    // the last method on cannot be switched off
    const last = await admin('PATCH', '/payment-methods/cash_on_delivery', { enabled: false });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/At least one payment method/);
    expect((await pageConfig()).paymentMethods).toHaveLength(1);

    // on again, at the end of the list; cash on delivery drives the product page's box
    expect((await admin('PATCH', '/payment-methods/demo_card', { enabled: true })).statusCode).toBe(200);
    expect((await admin('PATCH', '/payment-methods/card_on_delivery', { enabled: true })).statusCode).toBe(
      200,
    );
    expect((await admin('PATCH', '/payment-methods/cash_on_delivery', { enabled: false })).statusCode).toBe(
      200,
    );
    invalidateSettings(t.db);
    expect((await readSettings(t.db)).codAvailable).toBe('0');
    expect((await pageConfig()).paymentMethods.map((m: { value: string }) => m.value)).toEqual([
      'demo_card',
      'card_on_delivery',
    ]);
    await admin('PATCH', '/payment-methods/cash_on_delivery', { enabled: true });
  });

  it('refuses an unknown method (404) and a body that is not a flag (422)', async () => {
    expect((await admin('PATCH', '/payment-methods/bitcoin', { enabled: true })).statusCode).toBe(404);
    expect((await admin('PATCH', '/payment-methods/demo_card', { enabled: 'yes' })).statusCode).toBe(422);
  });
});
