import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { shopShort } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import { shopsResult } from '@shop/contracts/shops';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outboxMessages,
  settings,
  shopNotifications,
  shops,
  users,
  warehouses,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { slugBase } from '../../src/modules/sellers/seller-signup.ts';
import { verifyPassword } from '../../src/platform/passwords.ts';
import { apiClient, insertCustomer, latestCode } from '../auth/auth-client.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TOKEN = 'operator-token-for-the-shops-test-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
  await t.db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await syncIdentitySequences(t.db);
  await t.db.insert(settings).values({ key: 'adminCommissionPercentage', value: 12.5 });
});
afterAll(() => t?.close());

const valid = {
  name: 'Nadia Karim',
  email: 'Nadia@Example.com',
  phone: '01799000001',
  shopName: 'Café Bonjour!',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function signup(body: Record<string, unknown>, app = t) {
  return app.app.inject({ method: 'POST', url: '/api/v1/seller/signup', payload: body });
}

/** Both calls of a signup: the first sends a code to the phone, the second sends it back. */
async function register(body: Record<string, string>, asForm = false) {
  const send = (payload: Record<string, string>) =>
    asForm
      ? t.app.inject({ method: 'POST', url: '/api/v1/seller/signup', ...multipart(payload) })
      : signup(payload);
  const first = await send(body);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().result).toEqual({ verificationRequired: true, phone: body.phone });
  const { code } = await latestCode(t.db, body.phone!);
  return send({ ...body, code: code! });
}

describe('POST /seller/signup validation', () => {
  it('names every missing field with the §5 messages', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Name is required');
    expect(body.errors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      shopName: ['Shop Name is required'],
      password: ['Password is required'],
      confirmPassword: ['Confirm Password is required'],
    });
    const blank = await signup({
      name: ' ',
      email: '',
      phone: '',
      shopName: '  ',
      password: '',
      confirmPassword: '',
    });
    expect(Object.values(blank.json().errors).flat()).toEqual([
      'Name is required',
      'Email is required',
      'Phone is required',
      'Shop Name is required',
      'Password is required',
      'Confirm Password is required',
    ]);
  });

  it('checks the e-mail, phone, password length and that both passwords match', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Provide a valid email'],
      [{ phone: '12ab' }, 'phone', 'Provide a valid phone number'],
      [{ password: '123', confirmPassword: '123' }, 'password', 'Password must be at least 6 characters'],
      [{ confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords must match'],
    ];
    for (const [change, field, message] of cases) {
      const res = await signup({ ...valid, ...change });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/signup',
      payload: { ...valid, shopName: '' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.json().message).toBe('El nombre de la tienda es obligatorio');
    expect(await t.db.select().from(users)).toEqual([]);
  });
});

describe('POST /seller/signup', () => {
  it('creates a seller and a pending shop with a slug from the shop name, a default warehouse and an e-mail', async () => {
    // first call: a code goes to the phone and nothing is created
    const first = await signup(valid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'A verification code has been sent to your phone',
      result: { verificationRequired: true, phone: valid.phone },
    });
    expect(await t.db.select().from(users)).toEqual([]);
    expect(await t.db.select().from(shops).where(eq(shops.slug, 'cafe-bonjour'))).toEqual([]);
    const { code, count } = await latestCode(t.db, valid.phone);
    expect(count).toBe(1);
    const wrong = await signup({ ...valid, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Code does not match'] });
    expect(await t.db.select().from(users)).toEqual([]);

    const res = await signup({ ...valid, code: code! });
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope(shopShort).parse(res.json());
    expect(body.message).toBe('Your registration has been successful, please wait for approval');
    expect(body.result).toMatchObject({
      name: 'Café Bonjour!',
      slug: 'cafe-bonjour',
      rating: { average: 0, total: 0 },
    });

    const [shop] = await t.db.select().from(shops).where(eq(shops.slug, 'cafe-bonjour'));
    expect(shop).toMatchObject({ isApproved: false, isPublished: false, adminCommissionBps: 1250 });
    const [user] = await t.db.select().from(users).where(eq(users.phone, valid.phone));
    expect(user).toMatchObject({
      userType: 'seller',
      name: 'Nadia Karim',
      email: 'nadia@example.com',
      shopId: shop!.id,
    });
    expect(user!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).not.toContain('secret1');
    expect(await verifyPassword('secret1', user!.passwordHash)).toBe(true);
    expect(await t.db.select().from(warehouses).where(eq(warehouses.shopId, shop!.id))).toEqual([
      expect.objectContaining({ name: 'Default Warehouse', isDefault: true }),
    ]);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'nadia@example.com'));
    expect(mail).toMatchObject({ channel: 'email', subject: 'Shop Registration' });
    expect(mail!.body).toContain('Café Bonjour!');
    expect(await t.db.select().from(shopNotifications)).toEqual([
      expect.objectContaining({ shopId: 1, type: 'seller-registration', link: 'nadia@example.com' }),
    ]);
    // pending: not listed, no storefront
    expect((await t.app.inject({ url: '/api/v1/shops/details/cafe-bonjour' })).statusCode).toBe(404);
    const listed = envelope(shopsResult).parse((await t.app.inject({ url: '/api/v1/shops' })).json());
    expect(listed.result.data.map((s) => s.slug)).toEqual(['admin-shop']);
    // the code is used up, and the seller shops with the same phone and password
    expect((await signup({ ...valid, code: code! })).statusCode).toBe(409);
    const login = await apiClient(t.app).post('/auth/login', { phone: valid.phone, password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(user!.id);
  });

  it('accepts a form body and keeps slugs unique', async () => {
    const res = await register(
      { ...valid, phone: '01799000002', email: 'second@example.com', shopName: 'Cafe  Bonjour' },
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.slug).toBe('cafe-bonjour-2');
    const third = await register({
      ...valid,
      phone: '01799000003',
      email: 'third@example.com',
      shopName: 'café bonjour',
    });
    expect(third.json().result.slug).toBe('cafe-bonjour-3');
    const arabic = await register({
      ...valid,
      phone: '01799000004',
      email: 'fourth@example.com',
      shopName: 'متجر',
    });
    expect(arabic.json().result.slug).toBe('shop');
    expect(slugBase('  Ünïcode -- Shop & Co. ')).toBe('unicode-shop-co');
  });

  it('refuses a phone that already has a shop, or an e-mail of another account, with 409 and sends no code', async () => {
    const sent = (await t.db.select().from(outboxMessages)).length;
    const shopOwner = await signup({ ...valid, email: 'other@example.com', shopName: 'Another' });
    expect(shopOwner.statusCode).toBe(409);
    expect(shopOwner.json()).toMatchObject({ success: false, message: 'This account already has a shop' });
    const email = await signup({
      ...valid,
      phone: '01799000099',
      email: 'NADIA@example.com',
      shopName: 'Another',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ success: false, message: 'User already exists' });
    expect(await t.db.select().from(shops).where(eq(shops.name, 'Another'))).toEqual([]);
    expect((await t.db.select().from(outboxMessages)).length).toBe(sent);
  });

  it('limits sign-ups to 10 a minute from one address', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/seller/signup', payload: valid, ...from });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(409);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('does not exist in singleVendor mode', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      for (const body of [{}, { ...valid, phone: '01799000100', email: 'x@example.com' }]) {
        const res = await signup(body, single);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
      }
    } finally {
      await single.close();
    }
  });
});

describe('operator: approve and withdraw shops', () => {
  const admin = (method: 'GET' | 'POST', url: string, token = TOKEN) =>
    t.app.inject({ method, url: `/api/v1/admin/shops${url}`, headers: { authorization: `Bearer ${token}` } });

  it('guards the operator API with ADMIN_API_TOKEN', async () => {
    expect((await admin('GET', '', 'wrong')).statusCode).toBe(401);
    expect((await admin('POST', '/cafe-bonjour/approve', 'wrong')).statusCode).toBe(401);
    const list = await admin('GET', '');
    expect(list.statusCode).toBe(200);
    // pending first, the one waiting longest at the top
    expect(list.json().result.data[0]).toMatchObject({
      status: 'pending',
      owner: expect.objectContaining({ phone: '01799000001' }),
    });
    expect((await admin('POST', '/nope/approve')).statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops/admin-shop/reject',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { reason: 'Never the platform shop' },
    });
    expect(own.statusCode).toBe(403);
    const noToken = await buildTestApp({ database: t.handle });
    try {
      // without ADMIN_API_TOKEN the operator calls still exist for operators' own tokens (decision 80)
      expect((await noToken.app.inject({ url: '/api/v1/admin/shops' })).statusCode).toBe(401);
    } finally {
      await noToken.close();
    }
  });

  it('`npm run shops -- approve SLUG` lists the shop; reject takes it off with a reason', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const env = {
      ...process.env,
      ADMIN_API_TOKEN: TOKEN,
      SHOPS_API_URL: address,
      DATA_DIR: t.config.dataDir,
    };
    const cli = (...args: string[]) =>
      run(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/shops-cli.ts', ...args], {
        cwd: ROOT,
        env,
      });
    const approved = await cli('approve', 'cafe-bonjour');
    expect(approved.stdout).toBe('Shop cafe-bonjour: approved and listed\n');
    const details = await t.app.inject({ url: '/api/v1/shops/details/cafe-bonjour' });
    expect(details.statusCode).toBe(200);
    const listed = envelope(shopsResult).parse((await t.app.inject({ url: '/api/v1/shops' })).json());
    expect(listed.result.data.map((s) => s.slug)).toEqual(['cafe-bonjour', 'admin-shop']);
    const list = await cli('list');
    expect(list.stdout).toMatch(/^pending\s+cafe-bonjour-2\s+Cafe {2}Bonjour/);
    expect(list.stdout).toMatch(/\npending\s+shop\s+متجر/);
    expect(list.stdout).toMatch(/approved\s+cafe-bonjour\s+Café Bonjour!/);
    const rejected = await cli('reject', 'cafe-bonjour', 'Missing', 'documents');
    expect(rejected.stdout).toBe('Shop cafe-bonjour: rejected, not listed\n');
    expect((await t.app.inject({ url: '/api/v1/shops/details/cafe-bonjour' })).statusCode).toBe(404);
    const [shop] = await t.db.select().from(shops).where(eq(shops.slug, 'cafe-bonjour'));
    expect(shop?.statusReason).toBe('Missing documents');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(shop!.id)));
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([
      ['shop.approve', 'Operator command (ADMIN_API_TOKEN)'],
      ['shop.reject', 'Operator command (ADMIN_API_TOKEN)'],
    ]);
    await expect(cli('approve', 'no-such-shop')).rejects.toMatchObject({ stderr: 'Shop not found\n' });
    await expect(cli('approve')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});

describe('one account per phone: a customer who opens a shop', () => {
  it("adds a shop to the customer account of the phone with that account's password and the code", async () => {
    const customer = await insertCustomer(t.db, { phone: '01799000050', password: 'cust-pass' });
    const body = { ...valid, phone: customer.phone, email: 'maya@example.com', shopName: 'Maya Makes' };
    const wrong = await signup(body);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(
      'This phone already has an account. Enter its password to add a shop to it, or reset the password first.',
    );
    expect((await latestCode(t.db, customer.phone)).count).toBe(0);

    const res = await register({ ...body, password: 'cust-pass', confirmPassword: 'cust-pass' });
    expect(res.statusCode, res.body).toBe(200);
    const slug = res.json().result.slug;
    const [shop] = await t.db.select().from(shops).where(eq(shops.slug, slug));
    const accounts = await t.db.select().from(users).where(eq(users.phone, customer.phone));
    // one account: the customer's, now owning the shop; its name and password kept
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      id: customer.id,
      userType: 'seller',
      shopId: shop!.id,
      name: customer.name,
      email: 'maya@example.com',
    });
    const api = apiClient(t.app);
    const login = await api.post('/auth/login', { phone: customer.phone, password: 'cust-pass' });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(customer.id);
    // and the phone still cannot make a second account or a second shop
    const again = await api.post('/auth/signup', {
      name: 'Maya',
      phone: customer.phone,
      password: 'whatever1',
      agree: 'true',
    });
    expect(again.status).toBe(409);
    const second = await signup({
      ...body,
      password: 'cust-pass',
      confirmPassword: 'cust-pass',
      shopName: 'Maya Two',
    });
    expect(second.json().message).toBe('This account already has a shop');
  });

  it('counts wrong account passwords like wrong sign-in passwords', async () => {
    const customer = await insertCustomer(t.db, { password: 'cust-pass' });
    const from = { remoteAddress: '203.0.113.40' };
    const body = { ...valid, phone: customer.phone, email: 'guess@example.com', shopName: 'Guess' };
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/seller/signup',
        payload: body,
        ...from,
      });
      expect(res.statusCode).toBe(409);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/signup',
      payload: { ...body, password: 'cust-pass', confirmPassword: 'cust-pass' },
      ...from,
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('the code a seller signup sent', () => {
  it("a stranger's resend-code for the phone neither cancels the code sent to it nor sends another", async () => {
    const body = { ...valid, phone: '01799000070', email: 'keep@example.com', shopName: 'Keep The Code' };
    const first = await signup(body);
    expect(first.statusCode, first.body).toBe(200);
    const { code } = await latestCode(t.db, body.phone);
    const api = apiClient(t.app);
    const stranger = { ip: '203.0.113.70' };
    const resent = await api.post('/auth/resend-code', { phone: body.phone }, stranger);
    // the answer every phone gets (decision 57)
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('A verification code has been sent to your phone');
    expect((await latestCode(t.db, body.phone)).count).toBe(1);
    const done = await signup({ ...body, code: code! });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.slug).toBe('keep-the-code');
  });
});
