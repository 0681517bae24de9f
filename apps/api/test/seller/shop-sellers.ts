import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';

let counter = 0;

/**
 * A seller account of an existing shop (a fixture's shop 1 or 2) and its seller-center token, for
 * tests whose catalogue already has the shops (`insertSeller` creates a shop of its own).
 */
export async function sellerOfShop(db: Database, shopId: number): Promise<{ userId: number; token: string }> {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      userType: 'seller',
      name: `Owner ${shopId}-${counter}`,
      phone: `0166${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`,
      passwordHash: 'x',
      phoneVerifiedAt: new Date(),
      shopId,
    })
    .returning({ id: users.id });
  return {
    userId: user!.id,
    token: await issueToken(db, user!.id, { scope: 'seller', name: 'Seller center' }),
  };
}
