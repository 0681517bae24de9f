import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { verifyPassword } from '../../src/platform/passwords.ts';
import { apiClient, freshPhone, insertCustomer, latestCode, signInToken } from '../auth/auth-client.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t?.close());

async function updateInfo(
  token: string,
  fields: Record<string, string>,
  file?: { filename: string; type: string; data: Buffer },
) {
  const form = multipart(fields, file ? [{ field: 'avatar', ...file }] : []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update-info',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

function fileOf(url: string): string {
  return path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
}

describe('POST /user/update-info', () => {
  it('needs a signed-in user and validates name and phone', async () => {
    expect((await api.post('/user/update-info', { name: 'A', phone: '0170000' })).status).toBe(401);
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const res = await updateInfo(token, { name: '', phone: 'abc' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      phone: ['Provide a valid phone number'],
    });
    const missing = await updateInfo(token, {});
    expect(missing.body.errors).toMatchObject({ name: ['Name is required'], phone: ['Phone is required'] });
  });

  it('updates the name; a phone of someone else is 409', async () => {
    const user = await insertCustomer(t.db);
    const other = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const taken = await updateInfo(token, { name: 'Renamed', phone: other.phone });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This phone number is already in use');
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.name).toBe('Ada Buyer');

    const same = await updateInfo(token, { name: 'Renamed', phone: user.phone });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({
      message: 'Profile updated successfully',
      result: { name: 'Renamed', phone: user.phone, phoneVerificationRequired: false, pendingPhone: null },
    });
    const [kept] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(kept!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await latestCode(t.db, user.phone)).count).toBe(0);
  });

  it('changes the phone only once the code sent to the new number is verified', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const newPhone = freshPhone();
    const asked = await updateInfo(token, { name: 'Renamed', phone: newPhone });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: 'Enter the code we sent to your new phone number to change it',
      result: { name: 'Renamed', phone: user.phone, phoneVerificationRequired: true, pendingPhone: newPhone },
    });
    // until then the old phone stays, verified, and signs in; the new one does not
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before).toMatchObject({ name: 'Renamed', phone: user.phone });
    expect(before!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await api.post('/auth/login', { phone: user.phone, password: user.password })).status).toBe(200);
    expect((await api.post('/auth/login', { phone: newPhone, password: user.password })).status).toBe(401);

    const { code, count } = await latestCode(t.db, newPhone);
    expect(count).toBe(1);
    const wrong = await api.post(
      '/user/verify-phone',
      { phone: newPhone, code: code === '000000' ? '111111' : '000000', password: user.password },
      { token },
    );
    // 422, not 401: a wrong code must not sign the user out
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['Code does not match'] });
    const missing = await api.post(
      '/user/verify-phone',
      { phone: newPhone, password: user.password },
      { token },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.code).toEqual(['Code is required']);
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.phone).toBe(user.phone);

    const proof = { phone: newPhone, code: code!, password: user.password };
    expect((await api.post('/user/verify-phone', proof)).status).toBe(401);
    const done = await api.post('/user/verify-phone', proof, { token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: 'Your phone number has been changed',
      result: { id: user.id, phone: newPhone },
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.phone).toBe(newPhone);
    expect(after!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await api.post('/auth/login', { phone: newPhone, password: user.password })).status).toBe(200);
    expect((await api.post('/auth/login', { phone: user.phone, password: user.password })).status).toBe(401);
    // the code is used up
    const again = await api.post('/user/verify-phone', proof, { token });
    expect(again.status).toBe(422);
    const other = await insertCustomer(t.db);
    const otherToken = await signInToken(t.app, other.phone, other.password);
    const stolen = await api.post(
      '/user/verify-phone',
      { phone: newPhone, code: code!, password: other.password },
      { token: otherToken },
    );
    expect(stolen.status).toBe(409);
  });

  it('a code for another number, or an expired one, does not change the phone', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const wanted = freshPhone();
    await updateInfo(token, { name: user.name, phone: wanted });
    const elsewhere = freshPhone();
    await updateInfo(token, { name: user.name, phone: elsewhere });
    const { code } = await latestCode(t.db, elsewhere);
    // the code proves `elsewhere`, not `wanted`
    const password = user.password;
    const res = await api.post('/user/verify-phone', { phone: wanted, code: code!, password }, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['Code does not match'] });
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, elsewhere));
    const expired = await api.post(
      '/user/verify-phone',
      { phone: elsewhere, code: code!, password },
      { token },
    );
    expect(expired.status).toBe(422);
    expect(expired.body.errors.code).toEqual(['The code has expired. Please request a new one.']);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phone).toBe(user.phone);
  });

  it("needs the account's current password to change the phone: 422 on `password`, and the phone stays", async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const thiefPhone = freshPhone();
    await updateInfo(token, { name: user.name, phone: thiefPhone });
    const { code } = await latestCode(t.db, thiefPhone);
    // a stolen session has the code of its own phone, not the password
    const missing = await api.post('/user/verify-phone', { phone: thiefPhone, code: code! }, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['Enter your current password'] });
    const wrong = await api.post(
      '/user/verify-phone',
      { phone: thiefPhone, code: code!, password: 'not-it' },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect'] });
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.phone).toBe(user.phone);
    // the code was not used up by the refused calls
    const right = await api.post(
      '/user/verify-phone',
      { phone: thiefPhone, code: code!, password: user.password },
      { token },
    );
    expect(right.status).toBe(200);

    // an account with no phone yet (social login) has no password its owner knows: it sets its
    // first phone with the code alone
    const social = await insertCustomer(t.db, { phone: `google:${freshPhone()}` });
    const socialToken = await issueToken(t.db, social.id, { expiresAt: new Date(Date.now() + 60_000) });
    const first = freshPhone();
    expect((await updateInfo(socialToken, { name: social.name, phone: first })).status).toBe(200);
    const firstCode = (await latestCode(t.db, first)).code!;
    const set = await api.post(
      '/user/verify-phone',
      { phone: first, code: firstCode },
      { token: socialToken },
    );
    expect(set.status).toBe(200);
    expect(set.body.result.phone).toBe(first);
  });

  it('sends at most 5 phone-change codes an hour for one account: the 6th is refused, nothing sent or saved', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    for (let i = 1; i <= 5; i++) {
      const res = await updateInfo(token, { name: `Name ${i}`, phone: freshPhone() });
      expect(res.status).toBe(200);
    }
    const sixth = freshPhone();
    const refused = await updateInfo(token, { name: 'Sixth', phone: sixth });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 60 min.');
    expect((await latestCode(t.db, sixth)).count).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Name 5', phone: user.phone });
    // the profile itself still saves
    expect((await updateInfo(token, { name: 'Kept phone', phone: user.phone })).status).toBe(200);
  });

  it('saves nothing when the code for a new phone cannot be sent', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const outbox = t.app.outbox;
    const sendSms = outbox.sendSms;
    outbox.sendSms = async () => {
      throw new Error('SMS gateway down');
    };
    try {
      const res = await updateInfo(token, { name: 'Not saved', phone: freshPhone() });
      expect(res.status).toBe(500);
    } finally {
      outbox.sendSms = sendSms;
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Ada Buyer');
  });

  it('stores a JPG, PNG or WebP avatar as WebP variants and removes the previous one', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const first = await updateInfo(
      token,
      { name: user.name, phone: user.phone },
      { filename: 'me.png', type: 'image/png', data: await png() },
    );
    expect(first.status).toBe(200);
    const url = first.body.result.avatar as string;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f-]+-800\.webp$/);
    expect((await sharp(fileOf(url)).metadata()).format).toBe('webp');
    expect(existsSync(fileOf(url.replace('-800.webp', '-200.webp')))).toBe(true);

    // a WebP declared as something else is still recognised by its content
    const webp = await sharp(await png(300, 300))
      .webp()
      .toBuffer();
    const second = await updateInfo(
      token,
      { name: user.name, phone: user.phone },
      { filename: 'avatar.bin', type: 'application/octet-stream', data: webp },
    );
    expect(second.status).toBe(200);
    expect(second.body.result.avatar).not.toBe(url);
    expect(existsSync(fileOf(url))).toBe(false);
    const me = await api.post('/auth/user', {}, { token });
    expect(me.body.user.avatar).toBe(second.body.result.avatar);
  });

  it('refuses a bad avatar file with 422 and changes nothing', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const gif = await sharp(await png(50, 50))
      .gif()
      .toBuffer();
    const noise = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    for (const file of [
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('this is plain text, not an image') },
      { filename: 'anim.gif', type: 'image/gif', data: gif },
      { filename: 'huge.png', type: 'image/png', data: noise },
    ]) {
      const res = await updateInfo(token, { name: 'Changed', phone: user.phone }, file);
      expect(res.status, file.filename).toBe(422);
      expect(res.body.errors.avatar).toEqual(['The avatar must be a JPG, PNG or WebP image of at most 2 MB']);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Ada Buyer', avatar: null });
  });
});

describe('POST /user/update-password', () => {
  it('validates the new password and its confirmation', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const short = await api.post(
      '/user/update-password',
      { oldPassword: user.password, password: '123', passwordConfirmation: '123' },
      { token },
    );
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Password must be at least 6 characters']);
    const differ = await api.post(
      '/user/update-password',
      { oldPassword: user.password, password: '1234567', passwordConfirmation: '7654321' },
      { token },
    );
    expect(differ.status).toBe(422);
    expect(differ.body.errors.passwordConfirmation).toEqual(['Passwords must match']);
  });

  it('needs the current password: 422 when it is missing or wrong, and nothing changes', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const elsewhere = await signInToken(t.app, user.phone, user.password);
    const missing = await api.post(
      '/user/update-password',
      { password: 'new-secret', passwordConfirmation: 'new-secret' },
      { token },
    );
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: 'Enter your current password',
      errors: { oldPassword: ['Enter your current password'] },
    });
    const wrong = await api.post(
      '/user/update-password',
      { oldPassword: 'not-it', password: 'new-secret', passwordConfirmation: 'new-secret' },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.oldPassword).toEqual(['The current password is incorrect']);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(user.password, row!.passwordHash)).toBe(true);
    // both sessions still signed in
    expect((await api.post('/auth/user', {}, { token: elsewhere })).status).toBe(200);
  });

  it('locks after 5 wrong current passwords from one address, even with the right one, like sign-in', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const change = (oldPassword: string, ip: string) =>
      api.post(
        '/user/update-password',
        { oldPassword, password: 'new-secret', passwordConfirmation: 'new-secret' },
        { token, ip },
      );
    for (let i = 0; i < 5; i++) expect((await change('guess', '198.51.100.90')).status).toBe(422);
    const locked = await change(user.password, '198.51.100.90');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts. Please try again in 10 min.');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(user.password, row!.passwordHash)).toBe(true);
    // as at sign-in, the lock holds for that address only
    expect((await change(user.password, '198.51.100.91')).status).toBe(200);
  });

  it('sets the new password and signs out the other sessions, not this one', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const elsewhere = await signInToken(t.app, user.phone, user.password);
    const res = await api.post(
      '/user/update-password',
      { oldPassword: user.password, password: 'new-secret', passwordConfirmation: 'new-secret' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully');
    expect((await api.post('/auth/user', {}, { token })).status).toBe(200);
    expect((await api.post('/auth/user', {}, { token: elsewhere })).status).toBe(401);
    expect((await api.post('/auth/login', { phone: user.phone, password: 'new-secret' })).status).toBe(200);
    expect((await api.post('/auth/login', { phone: user.phone, password: user.password })).status).toBe(401);
  });
});
