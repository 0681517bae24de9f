import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, execute, query, queryOne, queryText } from '../../src/db/query.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

// Runs on both drivers (scripts/test-api.sh): the decoders must give the same values from each.
let handle: TestDatabase;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe('query: typed rows from hand-written SQL', () => {
  it('decodes counts, numerics, booleans, timestamps, json and nulls the same on either driver', async () => {
    const row = await queryOne(
      handle.db,
      {
        n: col.int,
        big: col.int,
        ratio: col.num,
        price: col.decimal,
        yes: col.bool,
        at: col.timestamp,
        doc: col.json,
        name: col.text,
        gone: col.nullable(col.text),
      },
      sql`select count(*) as n, 9007199254740991::bigint as big, 2.5::numeric as ratio,
        12.30::numeric(12, 2) as price, true as yes, '2026-01-02T03:04:05Z'::timestamptz as at,
        '{"a":[1,2]}'::jsonb as doc, 'x' as name, null::text as gone
        from (values (1), (2), (3)) v(x)`,
    );
    expect(row).toEqual({
      n: 3,
      big: 9007199254740991,
      ratio: 2.5,
      price: '12.30',
      yes: true,
      at: new Date('2026-01-02T03:04:05Z'),
      doc: { a: [1, 2] },
      name: 'x',
      gone: null,
    });
  });

  it('gives null for no row and every row in order', async () => {
    expect(await queryOne(handle.db, { id: col.int }, sql`select 1 as id where false`)).toBeNull();
    const rows = await query(handle.db, { id: col.int }, sql`select generate_series(1, 3) as id`);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('refuses a row whose column is missing or of the wrong kind, naming the column', async () => {
    await expect(query(handle.db, { id: col.int, name: col.text }, sql`select 1 as id`)).rejects.toThrow(
      'the statement gives no column "name"',
    );
    await expect(query(handle.db, { id: col.int }, sql`select 'seven' as id`)).rejects.toThrow(
      'column "id" is not an integer',
    );
    await expect(query(handle.db, { id: col.int }, sql`select 1.5::numeric as id`)).rejects.toThrow(
      'column "id" is not an integer',
    );
    await expect(query(handle.db, { name: col.text }, sql`select null::text as name`)).rejects.toThrow(
      'column "name" is not text',
    );
  });

  it('reads a text column limited to a fixed set, and refuses any other value naming the column', async () => {
    const status = col.oneOf(['draft', 'published'] as const);
    expect(await query(handle.db, { status }, sql`select 'draft' as status`)).toEqual([{ status: 'draft' }]);
    await expect(query(handle.db, { status }, sql`select 'archived' as status`)).rejects.toThrow(
      'column "status" is not one of draft, published',
    );
    await expect(query(handle.db, { status }, sql`select null::text as status`)).rejects.toThrow(
      'column "status" is not one of draft, published',
    );
  });

  it('runs statement text with numbered placeholders, and statements without rows', async () => {
    await execute(handle.db, sql`create table query_helper_probe (id int, label text)`);
    await execute(handle.db, sql`insert into query_helper_probe values (1, 'one'), (2, 'two')`);
    const rows = await queryText(
      handle.db,
      { id: col.int, label: col.text },
      'select id, label from query_helper_probe where id = any($1) order by id',
      [[2]],
    );
    expect(rows).toEqual([{ id: 2, label: 'two' }]);
    const echoed = await queryText(handle.db, { v: col.text }, 'select $1::text as v', ['hi']);
    expect(echoed).toEqual([{ v: 'hi' }]);
  });
});
