import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, products } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Every API test checks the catalogue cache's flags of the routes it calls (helpers/catalogue-writes.ts):
 * the check itself, on routes made to break the rule.
 */
describe('the catalogue flag check of every API test', () => {
  const database = createTestDatabase();

  async function appWith(flagged: boolean) {
    return buildTestApp({
      database: await database,
      beforeReady: (app) => {
        app.post('/test/rename', { config: { changesCatalog: flagged } }, async () => {
          await app.db.update(products).set({ name: 'x' }).where(sql`false`);
          return { ok: true };
        });
        app.post('/test/refused', async (_request, reply) => {
          await app.db.update(products).set({ name: 'x' }).where(sql`false`);
          return reply.code(422).send({ ok: false });
        });
        app.get('/test/public', { config: { publicCache: true } }, async () => {
          await app.db.select({ id: carts.id }).from(carts).limit(1);
          return { ok: true };
        });
      },
    });
  }

  it('fails the file when a route that wrote a catalogue table lacks changesCatalog', async () => {
    const t = await appWith(false);
    expect((await t.app.inject({ method: 'POST', url: '/test/rename' })).statusCode).toBe(200);
    await expect(t.close()).rejects.toThrow(
      'POST /test/rename writes products but lacks config.changesCatalog',
    );
  });

  it('passes a flagged route, and a refused call that wrote nothing for good', async () => {
    const t = await appWith(true);
    expect((await t.app.inject({ method: 'POST', url: '/test/rename' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/test/refused' })).statusCode).toBe(422);
    await expect(t.close()).resolves.toBeUndefined();
  });

  it('fails the file when a public answer reads a table the catalogue list lacks', async () => {
    const t = await appWith(true);
    expect((await t.app.inject({ method: 'GET', url: '/test/public' })).statusCode).toBe(200);
    await expect(t.close()).rejects.toThrow('GET /test/public is a public answer reading carts');
    await (await database).close();
  });
});
