import { authFailure, authMessageResponse, authResponse } from '@shop/contracts/auth';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  carts,
  countries,
  guestUsers,
  oneTimeCodes,
  orderGroups,
  orderItems,
  orders,
  users,
} from '../../src/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../src/platform/passwords.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { apiClient, freshPhone, insertCustomer, latestCode, signInToken } from './auth-client.ts';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_NAME: 'Bazaar' } });
  api = apiClient(t.app);
  await insertCatalogue(t.db);
  await t.db.insert(countries).values({ id: 18, name: 'Bangladesh', code: 'BD' });
});
afterAll(() => t?.close());

describe('POST /auth/login', () => {
  it('answers 422 with the §5 messages', async () => {
    const empty = await api.post('/auth/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.phone).toEqual(['Phone is required']);
    expect(empty.body.errors.password).toEqual(['Password is required']);
    const letters = await api.post('/auth/login', { phone: '01a', password: 'x' });
    expect(letters.status).toBe(422);
    expect(letters.body.message).toBe('Provide a valid phone number');
  });

  it('signs a verified customer in with everything at the top level', async () => {
    const user = await insertCustomer(t.db, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const res = await api.post('/auth/login', {
      authVia: 'phone',
      phone: user.phone,
      password: user.password,
    });
    expect(res.status).toBe(200);
    const body = authResponse.parse(res.body);
    expect(body).toMatchObject({
      success: true,
      authStatus: 'auth_success',
      message: 'Login successful',
      token_type: 'Bearer',
      user: { id: user.id, name: 'Ada Buyer', phone: user.phone, email: null, avatar: null },
      dashboardInfo: {
        timeline: { count: '01', unit: 'Months' },
        totalOrders: 0,
        totalExpense: 0,
        totalProducts: 0,
      },
      carts: [],
      countries: [{ id: 18, name: 'Bangladesh', code: 'BD' }],
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body).not.toHaveProperty('result');
    expect(JSON.stringify(res.body)).not.toContain('password');
    // the token works, and is stored only hashed
    const me = await api.post('/auth/user', {}, { token: body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ authStatus: 'auth_success', access_token: '', user: { id: user.id } });
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(body.access_token);
  });

  it('gives a one-day token when "remember" is off and a year otherwise', async () => {
    const user = await insertCustomer(t.db);
    const short = await api.post('/auth/login', {
      phone: user.phone,
      password: user.password,
      remember: 'false',
    });
    const long = await api.post('/auth/login', {
      phone: user.phone,
      password: user.password,
      remember: 'true',
    });
    const day = 86_400_000;
    expect(Date.parse(short.body.expires_at) - Date.now()).toBeGreaterThan(day - 60_000);
    expect(Date.parse(short.body.expires_at) - Date.now()).toBeLessThanOrEqual(day);
    expect(Date.parse(long.body.expires_at) - Date.now()).toBeGreaterThan(364 * day);
  });

  it('refuses a wrong password or an unknown phone with 401 invalid_credentials', async () => {
    const user = await insertCustomer(t.db);
    for (const fields of [
      { phone: user.phone, password: 'wrong-password' },
      { phone: freshPhone(), password: user.password },
    ]) {
      const res = await api.post('/auth/login', fields);
      expect(res.status).toBe(401);
      expect(authFailure.parse(res.body)).toMatchObject({
        success: false,
        status: 401,
        authStatus: 'invalid_credentials',
        message: 'Invalid login information',
      });
    }
  });

  it('refuses banned users (403 banned) and the admin (403 only_customer_login); a seller shops like a customer', async () => {
    const bannedUser = await insertCustomer(t.db, { isBanned: true });
    const admin = await insertCustomer(t.db, { userType: 'admin' });
    const seller = await insertCustomer(t.db, { userType: 'seller' });
    const a = await api.post('/auth/login', { phone: bannedUser.phone, password: bannedUser.password });
    expect(a.status).toBe(403);
    expect(a.body).toMatchObject({ authStatus: 'banned', message: 'You are banned & can not login' });
    const b = await api.post('/auth/login', { phone: admin.phone, password: admin.password });
    expect(b.status).toBe(403);
    expect(b.body).toMatchObject({
      authStatus: 'only_customer_login',
      message: 'Only customers can login here',
    });
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, admin.id))).toEqual([]);
    // one account per phone: a seller's account is a customer account that owns a shop
    const c = await api.post('/auth/login', { phone: seller.phone, password: seller.password });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ authStatus: 'auth_success', user: { id: seller.id } });
  });

  it('answers an unverified customer with authStatus verify and a fresh code by SMS, no token', async () => {
    const user = await insertCustomer(t.db, { verified: false });
    const res = await api.post('/auth/login', { phone: user.phone, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authStatus: 'verify',
      phone: user.phone,
      message: 'Please verify your account',
    });
    expect(res.body.access_token).toBeUndefined();
    const sms = await latestCode(t.db, user.phone);
    expect(sms.count).toBe(1);
    expect(sms.code).toMatch(/^\d{6}$/);
    const verified = await api.post('/auth/verify', { phone: user.phone, code: sms.code! });
    expect(verified.status).toBe(200);
    expect(verified.body.authStatus).toBe('auth_success');
  });

  it('answers in the request language', async () => {
    const res = await api.post('/auth/login', { phone: freshPhone(), password: 'nope' }, { lang: 'es-ES' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Datos de inicio de sesión no válidos');
  });
});

describe('POST /auth/signup and /auth/verify', () => {
  it('validates with the §5 messages', async () => {
    const res = await api.post('/auth/signup', { name: '', phone: '12', password: '123', agree: 'false' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      phone: ['Provide a valid phone number'],
      password: ['Password must be at least 6 characters'],
      agree: ['You must agree to the terms and conditions'],
    });
  });

  it('creates an unverified customer, sends a code and issues no token; verify signs in', async () => {
    const phone = freshPhone();
    const res = await api.post('/auth/signup', {
      name: 'New Buyer',
      authVia: 'phone',
      phone,
      password: 'secret123',
      agree: 'true',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      authStatus: 'verify',
      message: 'A verification code has been sent to your phone',
    });
    expect(res.body.access_token).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ name: 'New Buyer', userType: 'customer', phoneVerifiedAt: null });
    expect(await verifyPassword('secret123', user!.passwordHash)).toBe(true);
    const sms = await latestCode(t.db, phone);
    expect(sms.count).toBe(1);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    expect(row!.codeHash).not.toContain(sms.code!);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);

    const ok = await api.post('/auth/verify', { authVia: 'phone', phone, code: sms.code! });
    expect(ok.status).toBe(200);
    expect(authResponse.parse(ok.body)).toMatchObject({
      authStatus: 'auth_success',
      message: 'Your account has been verified',
      user: { id: user!.id, name: 'New Buyer' },
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.phoneVerifiedAt).toBeInstanceOf(Date);

    // a code works once
    const again = await api.post('/auth/verify', { phone, code: sms.code! });
    expect(again.status).toBe(410);
    expect(again.body.authStatus).toBe('code_expired');
  });

  it('refuses a phone or an e-mail that already has an account (409)', async () => {
    const user = await insertCustomer(t.db);
    await t.db.update(users).set({ email: 'taken@example.com' }).where(eq(users.id, user.id));
    const phone = await api.post('/auth/signup', {
      name: 'X',
      phone: user.phone,
      password: 'secret123',
      agree: '1',
    });
    expect(phone.status).toBe(409);
    expect(phone.body).toMatchObject({ authStatus: 'user_exists_phone', message: 'User already exists' });
    const email = await api.post('/auth/signup', {
      name: 'X',
      phone: freshPhone(),
      email: 'Taken@Example.com',
      password: 'secret123',
      agree: 'true',
    });
    expect(email.status).toBe(409);
    expect(email.body.authStatus).toBe('user_exists_email');
  });

  it('refuses a wrong code (401 code_mismatch, for an unknown phone too) and an expired code (410)', async () => {
    const user = await insertCustomer(t.db, { verified: false });
    await api.post('/auth/resend-code', { phone: user.phone });
    const { code } = await latestCode(t.db, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const mismatch = await api.post('/auth/verify', { phone: user.phone, code: wrong });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body).toMatchObject({ authStatus: 'code_mismatch', message: 'Code does not match' });

    // an unknown phone is answered as a known one: after resend-code a wrong code, before it no code
    const stranger = freshPhone();
    expect((await api.post('/auth/verify', { phone: stranger, code: '123456' })).status).toBe(410);
    await api.post('/auth/resend-code', { phone: stranger });
    const unknown = await api.post('/auth/verify', { phone: stranger, code: '123456' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ authStatus: 'code_mismatch', message: 'Code does not match' });

    const short = await api.post('/auth/verify', { phone: user.phone, code: '123' });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('The code must be 6 digits');

    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, user.phone));
    const expired = await api.post('/auth/verify', { phone: user.phone, code: code! });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      authStatus: 'code_expired',
      message: 'The code has expired. Please request a new one.',
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.phoneVerifiedAt).toBeNull();
  });

  it('locks a code after 5 wrong tries, even for the right code then', async () => {
    const user = await insertCustomer(t.db, { verified: false });
    await api.post('/auth/resend-code', { phone: user.phone, purpose: 'verify' });
    const { code } = await latestCode(t.db, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/auth/verify', { phone: user.phone, code: wrong })).status).toBe(401);
    }
    const locked = await api.post('/auth/verify', { phone: user.phone, code: code! });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      authStatus: 'too_many_attempts',
      message: 'Too many wrong codes. Please request a new one.',
    });
    // a new code works again, and the old one is retired
    await api.post('/auth/resend-code', { phone: user.phone });
    const fresh = await latestCode(t.db, user.phone);
    const ok = await api.post('/auth/verify', { phone: user.phone, code: fresh.code! });
    expect(ok.status).toBe(200);
  });

  it("merges the guest's cart on verify: quantities added, capped by stock, cart of the zone", async () => {
    const guest = 4_100_000_000_000_001;
    await t.db.insert(guestUsers).values({ id: guest });
    const phone = freshPhone();
    await api.post('/auth/signup', { name: 'Guest', phone, password: 'secret123', agree: 'true' });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    await t.db.insert(carts).values([
      { guestUserId: guest, productVariationId: 1001, warehouseId: 11, qty: 4 }, // stock 5, user has 3
      { guestUserId: guest, productVariationId: 2001, warehouseId: 12, qty: 2 }, // zone 2 only
      { userId: user!.id, productVariationId: 1001, warehouseId: 11, qty: 3 },
    ]);
    const { code } = await latestCode(t.db, phone);
    const res = await api.post(
      '/auth/verify',
      { phone, code: code! },
      { zoneId: 1, cookie: `guestUserId=${guest}` },
    );
    expect(res.status).toBe(200);
    expect(
      res.body.carts.map((c: { productVariationId: number; qty: number }) => [c.productVariationId, c.qty]),
    ).toEqual([[1001, 5]]);
    const mine = await t.db
      .select()
      .from(carts)
      .where(eq(carts.userId, user!.id))
      .orderBy(carts.productVariationId);
    expect(mine.map((c) => [c.productVariationId, c.warehouseId, c.qty])).toEqual([
      [1001, 11, 5],
      [2001, 12, 2],
    ]);
    expect(await t.db.select().from(carts).where(eq(carts.guestUserId, guest))).toEqual([]);
  });

  it('merges on login too (guest id in the body)', async () => {
    const guest = 4_100_000_000_000_002;
    await t.db.insert(guestUsers).values({ id: guest });
    const user = await insertCustomer(t.db);
    await t.db
      .insert(carts)
      .values({ guestUserId: guest, productVariationId: 1002, warehouseId: 11, qty: 9 });
    const res = await api.post('/auth/login', {
      phone: user.phone,
      password: user.password,
      guestUserId: guest,
    });
    expect(
      res.body.carts.map((c: { productVariationId: number; qty: number }) => [c.productVariationId, c.qty]),
    ).toEqual([[1002, 3]]);
  });
});

describe('dashboardInfo', () => {
  it('counts orders, paid and not cancelled spending, and items bought', async () => {
    const user = await insertCustomer(t.db, { createdAt: new Date(Date.now() - 800 * 86_400_000) });
    const [group] = await t.db
      .insert(orderGroups)
      .values({
        code: 900001,
        userId: user.id,
        name: 'A',
        phone: user.phone,
        shippingAddress: 'x',
        paymentMethod: 'cod',
      })
      .returning();
    const base = { orderGroupId: group!.id, userId: user.id, shopId: 1, amount: 1000 };
    const inserted = await t.db
      .insert(orders)
      .values([
        { ...base, orderCode: 900011, totalAmount: 1234, paymentStatus: 'paid', deliveryStatus: 'delivered' },
        { ...base, orderCode: 900012, totalAmount: 5000, paymentStatus: 'paid', deliveryStatus: 'cancelled' },
        { ...base, orderCode: 900013, totalAmount: 700, paymentStatus: 'unpaid' },
      ])
      .returning();
    await t.db.insert(orderItems).values(
      inserted.map((o, i) => ({
        orderId: o.id,
        productId: 100,
        productVariationId: 1001,
        productName: 'T-shirt',
        qty: i + 1,
        unitPrice: 1000,
        totalPrice: 1000 * (i + 1),
      })),
    );
    const token = await signInToken(t.app, user.phone, user.password);
    const me = await api.post('/auth/user', {}, { token });
    expect(me.body.dashboardInfo).toEqual({
      timeline: { count: '02', unit: 'Years' },
      totalOrders: 3,
      totalExpense: 12.34,
      totalProducts: 6,
    });
  });
});

describe('forgot password: resend-code, verify/code, password/reset', () => {
  it('resets the password with the SMS code and signs out every device', async () => {
    const user = await insertCustomer(t.db);
    const oldToken = await signInToken(t.app, user.phone, user.password);

    const sent = await api.post('/auth/resend-code', { authVia: 'phone', phone: user.phone });
    expect(sent.status).toBe(200);
    expect(authMessageResponse.parse(sent.body)).toMatchObject({
      authStatus: 'verification_code_sent',
      message: 'A verification code has been sent to your phone',
    });
    const { code, count } = await latestCode(t.db, user.phone);
    expect(count).toBe(1);
    const [sms] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, user.phone));
    expect(sms!.purpose).toBe('reset');

    const matched = await api.post('/auth/verify/code', { authVia: 'phone', phone: user.phone, code: code! });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({
      authStatus: 'code_matched',
      message: 'Your code has been matched.',
    });

    const mismatch = await api.post('/auth/password/reset', {
      phone: user.phone,
      code: code!,
      password: 'brand-new',
      passwordConfirmation: 'brand-old',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.passwordConfirmation).toEqual(['Passwords must match']);

    const reset = await api.post('/auth/password/reset', {
      authVia: 'phone',
      phone: user.phone,
      code: code!,
      password: 'brand-new',
      passwordConfirmation: 'brand-new',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      authStatus: 'password_reset',
      message: 'Your password has been updated.',
    });

    expect((await api.post('/auth/user', {}, { token: oldToken })).status).toBe(401);
    expect((await api.post('/auth/login', { phone: user.phone, password: user.password })).status).toBe(401);
    expect((await api.post('/auth/login', { phone: user.phone, password: 'brand-new' })).status).toBe(200);
    // the code is used up
    const reuse = await api.post('/auth/password/reset', {
      phone: user.phone,
      code: code!,
      password: 'another1',
      passwordConfirmation: 'another1',
    });
    expect(reuse.status).toBe(410);
  });

  it('answers resend-code, verify/code and password/reset alike for known, unknown and banned phones', async () => {
    const known = await insertCustomer(t.db);
    const banned = await insertCustomer(t.db, { isBanned: true });
    const unknown = freshPhone();
    const answers = [];
    for (const phone of [known.phone, banned.phone, unknown]) {
      const sent = await api.post('/auth/resend-code', { authVia: 'phone', phone });
      const step2 = await api.post('/auth/verify/code', { phone, code: '000000' });
      const step3 = await api.post('/auth/password/reset', {
        phone,
        code: '000000',
        password: 'brand-new',
        passwordConfirmation: 'brand-new',
      });
      answers.push([sent.status, sent.body, step2.status, step2.body, step3.status, step3.body]);
    }
    // (a 000000 code might be the real one once in a million runs; the three answers still agree)
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.slice(0, 1)).toEqual([200]);
    // only the account that may use it is sent a code
    expect((await latestCode(t.db, known.phone)).count).toBe(1);
    expect((await latestCode(t.db, banned.phone)).count).toBe(0);
    expect((await latestCode(t.db, unknown)).count).toBe(0);
    // and an unknown phone counts against the same SMS limit as a known one
    for (let i = 0; i < 4; i++) await api.post('/auth/resend-code', { phone: unknown });
    const sixth = await api.post('/auth/resend-code', { phone: unknown });
    expect(sixth.status).toBe(429);
  });

  it('a wrong code at step 2 counts as an attempt; an older code stops working when a new one is sent', async () => {
    const user = await insertCustomer(t.db);
    await api.post('/auth/resend-code', { phone: user.phone });
    const first = await latestCode(t.db, user.phone);
    const wrong = first.code === '000000' ? '111111' : '000000';
    const res = await api.post('/auth/verify/code', { phone: user.phone, code: wrong });
    expect(res.status).toBe(401);
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, user.phone), isNull(oneTimeCodes.usedAt)));
    expect(row!.attempts).toBe(1);
    await api.post('/auth/resend-code', { phone: user.phone });
    const second = await latestCode(t.db, user.phone);
    if (second.code !== first.code) {
      expect((await api.post('/auth/verify/code', { phone: user.phone, code: first.code! })).status).toBe(
        401,
      );
    }
    expect((await api.post('/auth/verify/code', { phone: user.phone, code: second.code! })).status).toBe(200);
  });

  it('marks an unverified account verified when its password is reset (the code proves the phone)', async () => {
    const user = await insertCustomer(t.db, { verified: false });
    await api.post('/auth/resend-code', { phone: user.phone });
    const { code } = await latestCode(t.db, user.phone);
    const res = await api.post('/auth/password/reset', {
      phone: user.phone,
      code: code!,
      password: 'secret999',
      passwordConfirmation: 'secret999',
    });
    expect(res.status).toBe(200);
    const login = await api.post('/auth/login', { phone: user.phone, password: 'secret999' });
    expect(login.body.authStatus).toBe('auth_success');
  });
});

describe('tokens', () => {
  it('logout revokes the token; an unknown or revoked token is 401', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const other = await signInToken(t.app, user.phone, user.password);
    const out = await api.get('/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: 'You have been logged out', result: null });
    expect((await api.post('/auth/user', {}, { token })).status).toBe(401);
    expect((await api.get('/auth/logout', { token })).status).toBe(401);
    expect((await api.post('/auth/user', {}, { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await api.post('/auth/user', {})).status).toBe(401);
    // the other device stays signed in
    expect((await api.post('/auth/user', {}, { token: other })).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user.id))
      .orderBy(desc(authTokens.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('a banned user is signed out at once', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    expect((await api.post('/auth/user', {}, { token })).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('refuses the 11th login from one address within a minute with 429 and Retry-After', async () => {
    const user = await insertCustomer(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.post(
        '/auth/login',
        { phone: user.phone, password: user.password },
        { ip: '203.0.113.7' },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({
          authStatus: 'too_many_attempts',
          message: 'Too many attempts. Please try again in 1 min.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another address is not affected
    const other = await api.post(
      '/auth/login',
      { phone: user.phone, password: user.password },
      { ip: '203.0.113.8' },
    );
    expect(other.status).toBe(200);
  });

  it('blocks a phone after 5 wrong passwords from one address, even with the right one; other addresses still sign in', async () => {
    const user = await insertCustomer(t.db);
    const attacker = { ip: '198.51.100.66' };
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/auth/login', { phone: user.phone, password: 'wrong' }, attacker);
      expect(res.status).toBe(401);
    }
    const blocked = await api.post('/auth/login', { phone: user.phone, password: user.password }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please try again in 10 min.');
    // the owner, elsewhere, is not locked out by a stranger's wrong passwords
    const owner = await api.post(
      '/auth/login',
      { phone: user.phone, password: user.password },
      { ip: '198.51.100.67' },
    );
    expect(owner.status).toBe(200);
  });

  it('stops guessing spread over many addresses at 100 wrong passwords an hour for one phone', async () => {
    const user = await insertCustomer(t.db);
    // a cheap hash keeps the 100 checks quick; the limit does not depend on the cost
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(user.password, 1024) })
      .where(eq(users.id, user.id));
    for (let i = 0; i < 100; i++) {
      const res = await api.post(
        '/auth/login',
        { phone: user.phone, password: 'wrong' },
        { ip: `198.51.101.${Math.floor(i / 5)}` },
      );
      expect(res.status).toBe(401);
    }
    const fresh = await api.post(
      '/auth/login',
      { phone: user.phone, password: user.password },
      { ip: '198.51.102.1' },
    );
    expect(fresh.status).toBe(429);
  });

  it('sends at most 5 codes to one phone in 10 minutes', async () => {
    const user = await insertCustomer(t.db);
    for (let i = 0; i < 5; i++)
      expect((await api.post('/auth/resend-code', { phone: user.phone })).status).toBe(200);
    const sixth = await api.post('/auth/resend-code', { phone: user.phone });
    expect(sixth.status).toBe(429);
    expect((await latestCode(t.db, user.phone)).count).toBe(5);
  });
});
