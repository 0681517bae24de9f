import { envelope, errorBody } from '@shop/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newsletterSubscribers } from '../../src/db/schema/index.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const rowsFor = (email: string) =>
  t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe('POST /api/v1/subscribe', () => {
  it('stores a valid e-mail lower-cased (JSON body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      payload: { email: '  Ada@Example.COM ' },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(z.null()).parse(res.json())).toEqual({
      success: true,
      status: 200,
      message: 'You have subscribed successfully.',
      result: null,
    });
    expect(await rowsFor('ada@example.com')).toHaveLength(1);
  });

  it('accepts a repeated e-mail quietly and keeps one row', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      payload: { email: 'bo@example.com' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      payload: { email: 'BO@example.com' },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You have subscribed successfully.');
    expect(await rowsFor('bo@example.com')).toHaveLength(1);
  });

  it('reads urlencoded bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form%40example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor('form@example.com')).toHaveLength(1);
  });

  it('reads multipart bodies', async () => {
    const body = multipart({ email: 'multi@example.com', 'shopIds[]': ['1', '2'], agree: 'true' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/subscribe', ...body });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor('multi@example.com')).toHaveLength(1);
  });

  it('rejects an invalid e-mail with 422 "Invalid email" and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    const body = errorBody.parse(res.json());
    expect(body).toMatchObject({ success: false, status: 422, message: 'Invalid email' });
    expect(body.errors).toEqual({ email: ['Invalid email'] });
    expect(await rowsFor('not-an-email')).toHaveLength(0);
  });

  it('names a missing e-mail field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/subscribe' });
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).message).toBe('The email field is required.');
  });

  it('answers in the language of Accept-Language', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
      payload: { email: 'es@example.com' },
    });
    expect(ok.json().message).toBe('Te has suscrito correctamente.');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'accept-language': 'ar' },
      payload: { email: 'nope' },
    });
    expect(bad.json()).toMatchObject({ status: 422, message: 'بريد إلكتروني غير صالح' });
  });

  it('refuses a file over 4 MB with 413, not 500', async () => {
    const body = multipart({ email: 'big@example.com' }, [
      { field: 'avatar', filename: 'big.png', type: 'image/png', data: Buffer.alloc(4 * 1024 * 1024 + 1) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/subscribe', ...body });
    expect(res.statusCode).toBe(413);
    expect(errorBody.parse(res.json()).message).toBe('Each file may be at most 4 MB.');
    expect(await rowsFor('big@example.com')).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody.parse(res.json()).message).toBe('The request body is not valid JSON.');
  });
});
