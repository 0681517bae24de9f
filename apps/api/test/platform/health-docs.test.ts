import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('/health', () => {
  it('is 200 {status:"ok"} while the database answers', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 when the database is gone', async () => {
    const database = await createTestDatabase();
    const other = await buildTestApp({ database });
    try {
      await database.close();
      const res = await other.app.inject({ url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await other.close();
    }
  });

  it('/health/live is 200 {status:"ok"} even when the database is gone', async () => {
    const database = await createTestDatabase();
    const other = await buildTestApp({ database });
    try {
      await database.close();
      const res = await other.app.inject({ url: '/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    } finally {
      await other.close();
    }
  });
});

describe('/api/docs', () => {
  it('serves an OpenAPI document listing the API routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/page-config',
      '/api/v1/homepage/footer',
      '/api/v1/homepage/categories',
      '/api/v1/pages/{slug}',
      '/api/v1/get-states/{countryId}',
      '/api/v1/get-cities/{stateId}',
      '/api/v1/get-areas/{cityId}',
      '/api/v1/subscribe',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/v1/subscribe']).toHaveProperty('post');
    expect(Object.keys(doc.paths)).not.toContain('/health');
  });

  it('serves Swagger UI', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a same-origin Content Security Policy', async () => {
    const res = await t.app.inject({ url: '/api/v1/page-config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
