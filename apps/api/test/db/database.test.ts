import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { brands, countries, products, shops } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import {
  createTestDatabase,
  createTestDatabasePair,
  databaseUrl,
  dropDatabase,
  quoteIdent,
  type TestDatabase,
  testDatabaseDriver,
  withAdminClient,
} from '../helpers/database.ts';
import { insertProduct, insertShop } from './fixtures.ts';

let handle: TestDatabase;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe('a test database', () => {
  it('starts migrated and empty, on the driver this run uses', async () => {
    expect(handle.driver).toBe(testDatabaseDriver());
    const { rows } = await handle.db.execute(sql`select count(*)::int as n from shops`);
    expect(rows[0]?.n).toBe(0);
    const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('is its own: rows written here are not in another test database', async () => {
    await insertShop(handle.db);
    const other = await createTestDatabase();
    try {
      expect(await other.db.select().from(shops)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('migrates again without changes', async () => {
    await migrateDatabase(handle);
    const { rows } = await handle.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const files = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default
      .entries;
    expect(rows[0]?.n).toBe(files.length);
  });
});

// the PGlite path is the same whatever the run's driver: checked once, in the PGlite run
describe.skipIf(testDatabaseDriver() !== 'pglite')('an embedded database on disk', () => {
  it('keeps its schema and rows across a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db.insert(countries).values({ id: 18, name: 'Bangladesh', code: 'BD' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await migrateDatabase(second);
        expect(await second.db.select({ code: countries.code }).from(countries)).toEqual([{ code: 'BD' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('explicit ids', () => {
  it('accepts fixed ids and, after a sequence sync, generates ids past them', async () => {
    const { db } = handle;
    await db.insert(countries).values({ id: 18, name: 'Bangladesh', code: 'BD' });
    await db.insert(shops).values({ id: 1000, name: 'Admin Shop', slug: 'admin-shop', isApproved: true });
    await syncIdentitySequences(db);
    const [next] = await db.insert(shops).values({ name: 'Next', slug: 'next-shop' }).returning();
    expect(next!.id).toBe(1001);
    const [country] = await db.insert(countries).values({ name: 'Spain', code: 'ES' }).returning();
    expect(country!.id).toBe(19);
  });
});

describe('search', () => {
  it('keeps a full-text vector of name and description without HTML', async () => {
    const { db } = handle;
    const { shop } = await insertShop(db);
    const { product } = await insertProduct(db, shop.id);
    await db
      .update(products)
      .set({ name: 'Running Shoes', description: '<p>Light <b>mesh</b> upper</p>' })
      .where(eq(products.id, product.id));
    const match = (query: string) =>
      db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.searchVector} @@ plainto_tsquery('simple', ${query})`);
    expect(await match('running mesh')).toEqual([{ id: product.id }]);
    expect(await match('p b')).toEqual([]);
  });

  it('finds names by trigram similarity despite a typo (pg_trgm)', async () => {
    const { db } = handle;
    await db.insert(brands).values([
      { name: 'Northwind Outdoor', slug: 'northwind' },
      { name: 'Contoso', slug: 'contoso' },
    ]);
    const found = await db
      .select({ name: brands.name })
      .from(brands)
      .where(sql`${brands.name} % ${'Nortwind Outdor'}`);
    expect(found).toEqual([{ name: 'Northwind Outdoor' }]);
  });
});

describe.skipIf(testDatabaseDriver() !== 'postgres')('one PostgreSQL database, two app instances', () => {
  it('migrates a new database from two instances at once, exactly once', async () => {
    const info = inject('testDatabase');
    if (info.driver !== 'postgres') throw new Error('unreachable: PostgreSQL only');
    const admin = info.adminUrl;
    const name = `shop_test_concurrent_${Math.random().toString(36).slice(2, 10)}`;
    await withAdminClient(admin, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    const url = databaseUrl(admin, name);
    const a = await openDatabase({ url, maxConnections: 2 });
    const b = await openDatabase({ url, maxConnections: 2 });
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const { rows } = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const files = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default
        .entries;
      expect(rows[0]?.n).toBe(files.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropDatabase(admin, name);
    }
  });

  it('gives a test two handles that see each other’s writes', async () => {
    const pair = await createTestDatabasePair();
    try {
      const { shop } = await insertShop(pair.first.db);
      const seen = await pair.second.db.select().from(shops).where(eq(shops.id, shop.id));
      expect(seen).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });
});
