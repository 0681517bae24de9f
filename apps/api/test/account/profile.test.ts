import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/platform/passwords.ts';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
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

  it('updates the name and phone; a phone of someone else is 409', async () => {
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
      result: { name: 'Renamed', phone: user.phone },
    });
    const [kept] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(kept!.phoneVerifiedAt).toBeInstanceOf(Date);

    // a new number must be verified again at the next sign-in; this session stays
    const newPhone = `0188${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const moved = await updateInfo(token, { name: 'Renamed', phone: newPhone });
    expect(moved.status).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.phoneVerifiedAt).toBeNull();
    expect((await api.post('/auth/user', {}, { token })).status).toBe(200);
    const login = await api.post('/auth/login', { phone: newPhone, password: user.password });
    expect(login.body.authStatus).toBe('verify');
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
      { password: '123', passwordConfirmation: '123' },
      { token },
    );
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Password must be at least 6 characters']);
    const differ = await api.post(
      '/user/update-password',
      { password: '1234567', passwordConfirmation: '7654321' },
      { token },
    );
    expect(differ.status).toBe(422);
    expect(differ.body.errors.passwordConfirmation).toEqual(['Passwords must match']);
  });

  it('checks oldPassword when sent', async () => {
    const user = await insertCustomer(t.db);
    const token = await signInToken(t.app, user.phone, user.password);
    const res = await api.post(
      '/user/update-password',
      { oldPassword: 'not-it', password: 'new-secret', passwordConfirmation: 'new-secret' },
      { token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.oldPassword).toEqual(['The current password is incorrect']);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(user.password, row!.passwordHash)).toBe(true);
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
    // without oldPassword (the contract's clients)
    const plain = await api.post(
      '/user/update-password',
      { password: 'third-one', passwordConfirmation: 'third-one' },
      { token },
    );
    expect(plain.status).toBe(200);
  });
});
