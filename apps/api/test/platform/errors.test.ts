import { errorBody } from '@shop/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Conflict, Forbidden, ValidationFailed } from '../../src/platform/errors.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // Routes that fail on purpose, to see what the one error handler makes of each kind of failure.
    beforeReady: (app) => {
      app.get('/api/v1/__fail/crash', async () => {
        throw new Error('database exploded: secret details');
      });
      app.get('/api/v1/__fail/conflict', async () => {
        throw new Conflict('User already exists');
      });
      app.get('/api/v1/__fail/forbidden', async () => {
        throw new Forbidden();
      });
      app.get('/api/v1/__fail/fields', async () => {
        throw new ValidationFailed({ phone: ['Phone is taken'], name: ['Too short'] });
      });
      app.get(
        '/api/v1/__fail/bad-response',
        { schema: { response: { 200: z.object({ n: z.number() }) } } },
        async () => ({
          n: 'not a number',
        }),
      );
    },
  });
});
afterAll(() => t?.close());

describe('failure shapes', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/no/such/thing'],
      ['GET', '/api/v2/page-config'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorBody.parse(res.json())).toEqual({ success: false, status: 404, message: 'Not found' });
    }
  });

  it('hides unknown errors behind a 500 "Something went wrong"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__fail/crash' });
    expect(res.statusCode).toBe(500);
    expect(errorBody.parse(res.json())).toEqual({
      success: false,
      status: 500,
      message: 'Something went wrong',
    });
    expect(res.body).not.toContain('secret');
  });

  it('maps typed errors to their status and message', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/v1/__fail/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, status: 409, message: 'User already exists' });
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/v1/__fail/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorBody.parse(forbidden.json()).message).toBe('This action is not allowed.');
  });

  it('gives field errors with the first message on top', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__fail/fields' });
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json())).toEqual({
      success: false,
      status: 422,
      message: 'Phone is taken',
      errors: { phone: ['Phone is taken'], name: ['Too short'] },
    });
  });

  it('treats a response that breaks its own schema as a server fault', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__fail/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(errorBody.parse(res.json()).message).toBe('Something went wrong');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.c</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorBody.parse(res.json()).message).toBe('Unsupported content type.');
  });

  it('translates framework messages too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'es' },
    });
    expect(res.json().message).toBe('No encontrado');
  });
});
