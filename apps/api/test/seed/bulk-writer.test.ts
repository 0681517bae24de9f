import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, productCategories, products } from '../../src/db/schema/index.ts';
import { createBulkWriter, deferIndexesAndForeignKeys } from '../../src/seed/insert.ts';
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from '../helpers/database.ts';

describe('seed bulk writer', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('COPYs text with tabs, newlines, backslashes and \\N literally, nulls, dates; default columns stay default', async () => {
    const created = new Date('2026-01-02T03:04:05.678Z');
    const tricky = 'Tab\there\nnew line \\N back\\slash\r\n«ünï» 🛒';
    await handle.db.transaction(async (tx) => {
      const writer = createBulkWriter(tx);
      expect(writer.method).toBe(testDatabaseDriver() === 'pglite' ? 'copy-pglite' : 'copy-pg');
      const written = await writer.write(brands, [
        { id: 901, name: tricky, slug: 'tricky', thumbnailImage: null, createdAt: created },
        { id: 902, name: 'Plain', slug: 'plain', thumbnailImage: '/x.png', createdAt: created },
      ]);
      expect(written).toBe(2);
    });
    const { rows } = await handle.db.execute(
      sql`select id, name, slug, thumbnail_image, created_at, updated_at > now() - interval '1 hour' as fresh
          from brands where id in (901, 902) order by id`,
    );
    expect(rows.map((r) => [r.id, r.name, r.slug, r.thumbnail_image])).toEqual([
      [901, tricky, 'tricky', null],
      [902, 'Plain', 'plain', '/x.png'],
    ]);
    expect(new Date(rows[0]!.created_at as string).toISOString()).toBe(created.toISOString());
    // updated_at was not given: COPY left it to its default (now())
    expect(rows.map((r) => r.fresh)).toEqual([true, true]);
  });

  it('falls back to INSERT when rows set different columns, so an omitted value still means DEFAULT', async () => {
    await handle.db.transaction(async (tx) => {
      await createBulkWriter(tx).write(brands, [
        { id: 903, name: 'A', slug: 'a-903', metaTitle: 'Meta' },
        { id: 904, name: 'B', slug: 'b-904' },
      ]);
    });
    const { rows } = await handle.db.execute(
      sql`select id, meta_title from brands where id in (903, 904) order by id`,
    );
    expect(rows).toEqual([
      { id: 903, meta_title: 'Meta' },
      { id: 904, meta_title: null },
    ]);
  });

  it('defers indexes and foreign keys and puts back the same definitions, checking every row', async () => {
    const tables = [products, productCategories];
    const definitions = async () =>
      (
        await handle.db.execute(sql`
          select pg_get_indexdef(indexrelid) as def from pg_index
           where indrelid in ('products'::regclass, 'product_categories'::regclass)
          union all
          select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
           where conrelid in ('products'::regclass, 'product_categories'::regclass)
          order by 1`)
      ).rows.map((r) => String(r.def));
    const before = await definitions();
    expect(before.some((d) => d.includes('USING gin'))).toBe(true);

    await handle.db.transaction(async (tx) => {
      const deferred = await deferIndexesAndForeignKeys(tx, tables);
      expect(deferred.indexes).toBeGreaterThan(3);
      expect(deferred.foreignKeys).toBeGreaterThanOrEqual(4);
      const during = (
        await tx.execute(sql`select count(*)::int as n from pg_index where indrelid = 'products'::regclass`)
      ).rows[0]!.n;
      // primary key and the unique slug stay
      expect(during).toBe(2);
      await deferred.restore();
    });
    expect(await definitions()).toEqual(before);

    // A row that breaks a foreign key while it is dropped is caught when the key comes back.
    const failure = await handle.db
      .transaction(async (tx) => {
        const deferred = await deferIndexesAndForeignKeys(tx, tables);
        await createBulkWriter(tx).write(productCategories, [{ productId: 987_654, categoryId: 1 }]);
        await deferred.restore();
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failure?.message).toMatch(/add constraint "product_categories_\w+_fk"/);
    expect(String((failure?.cause as Error | undefined)?.message)).toMatch(/violates foreign key constraint/);
    // the failed transaction rolled back: definitions intact, no stray row
    expect(await definitions()).toEqual(before);
    const stray = await handle.db.execute(sql`select count(*)::int as n from product_categories`);
    expect(stray.rows[0]!.n).toBe(0);
  });
});
