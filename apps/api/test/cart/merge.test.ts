import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { carts, guestUsers } from '../../src/db/schema/index.ts';
import { mergeGuestCart } from '../../src/modules/cart/cart-service.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

let handle: TestDatabase;
let db: Database;
const GUEST = 4_000_000_000_000_001;
const OTHER_GUEST = 4_000_000_000_000_002;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await insertCatalogue(db);
  await db.insert(guestUsers).values([{ id: GUEST }, { id: OTHER_GUEST }]);
});
afterAll(() => handle?.close());

const line = (
  owner: { userId?: number; guestUserId?: number },
  productVariationId: number,
  warehouseId: number,
  qty: number,
) => ({
  userId: owner.userId ?? null,
  guestUserId: owner.guestUserId ?? null,
  productVariationId,
  warehouseId,
  qty,
});

describe('mergeGuestCart (rule 5)', () => {
  it("adds the guest's quantities to the user's lines within stock and moves the rest", async () => {
    await db.insert(carts).values([
      line({ guestUserId: GUEST }, 1001, 11, 4), // user has 3, stock 5 → 5
      line({ guestUserId: GUEST }, 1002, 11, 2), // user has 2, stock 3 → 3
      line({ guestUserId: GUEST }, 2001, 12, 9), // new for the user, stock 7 → 7
      line({ guestUserId: GUEST }, 4001, 21, 1), // new for the user → 1
      line({ guestUserId: GUEST }, 1001, 12, 1), // user already holds more than the stock (40): kept at 50
      line({ userId: 501 }, 1001, 11, 3),
      line({ userId: 501 }, 1002, 11, 2),
      line({ userId: 501 }, 1001, 12, 50),
      line({ guestUserId: OTHER_GUEST }, 1001, 11, 1),
    ]);

    expect(await mergeGuestCart(db, GUEST, 501)).toBe(5);

    const rows = await db
      .select()
      .from(carts)
      .where(or(eq(carts.userId, 501), eq(carts.guestUserId, GUEST)))
      .orderBy(carts.productVariationId, carts.warehouseId);
    expect(rows.map((r) => [r.userId, r.guestUserId, r.productVariationId, r.warehouseId, r.qty])).toEqual([
      [501, null, 1001, 11, 5],
      [501, null, 1001, 12, 50],
      [501, null, 1002, 11, 3],
      [501, null, 2001, 12, 7],
      [501, null, 4001, 21, 1],
    ]);
    const others = await db.select().from(carts).where(eq(carts.guestUserId, OTHER_GUEST));
    expect(others.map((r) => r.qty)).toEqual([1]);
  });

  it('does nothing for a guest without lines', async () => {
    expect(await mergeGuestCart(db, GUEST, 502)).toBe(0);
    expect(await db.select().from(carts).where(eq(carts.userId, 502))).toEqual([]);
  });
});
