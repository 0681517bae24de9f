import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabasePair, type TestDatabasePair, testDatabaseDriver } from '../helpers/database.ts';
import { cartClient } from './cart-client.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

/**
 * The foundation of scaling out: app instances keep no state of their own. Two instances on one
 * PostgreSQL database (separate connection pools) serve one guest's cart interchangeably.
 */
describe.skipIf(testDatabaseDriver() !== 'postgres')('two app instances on one database', () => {
  let pair: TestDatabasePair;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    pair = await createTestDatabasePair();
    await insertCatalogue(pair.first.db);
    one = await buildTestApp({ database: pair.first });
    two = await buildTestApp({ database: pair.second });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await pair?.close();
  });

  it('reads through instance 2 the guest cart written through instance 1, and the other way round', async () => {
    const api1 = cartClient(one.app);
    const api2 = cartClient(two.app);

    const issued = await api1.create({}, { productVariationId: 1001, warehouseId: 11, qty: 2 });
    const guest = issued.result.guestUserId!;
    expect(issued.setCookie).toContain(`guestUserId=${guest}`);

    const seen = await api2.list({ guestUserId: guest, asCookie: true });
    expect(seen.result.carts.map((c) => [c.id, c.productVariationId, c.qty])).toEqual([
      [issued.result.carts[0]!.id, 1001, 2],
    ]);
    expect(seen.result.carts).toEqual(issued.result.carts);

    const raised = await api2.update(
      { guestUserId: guest },
      { id: seen.result.carts[0]!.id, action: 'increase' },
    );
    expect(raised.result.carts[0]!.qty).toBe(3);
    const back = await api1.list({ guestUserId: guest });
    expect(back.result.carts[0]!.qty).toBe(3);
  });

  it('keeps the stock limit when adds for one guest arrive at both instances at once', async () => {
    const api1 = cartClient(one.app);
    const api2 = cartClient(two.app);
    const guest = 6_000_000_000_000_001;
    const add = (api: typeof api1) =>
      api.raw('/carts/create', { guestUserId: guest }, { productVariationId: 1002, warehouseId: 11, qty: 1 });
    const answers = await Promise.all([add(api1), add(api2), add(api1), add(api2), add(api1), add(api2)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const rows = await pair.second.db.select().from(carts).where(eq(carts.guestUserId, guest));
    expect(rows.map((r) => r.qty)).toEqual([3]);
  });
});
