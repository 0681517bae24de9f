import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { carts, guestUsers } from '../../db/schema/index.ts';

/** Whose cart a request works on: the signed-in user's, or a guest's (rules §2, rule 5). */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; guestUserId: number };

/** Records guest `id`; false when the id is taken. */
export async function insertGuest(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .insert(guestUsers)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: guestUsers.id });
  return row !== undefined;
}

/** `carts` rows of this owner. */
export function ownedBy(owner: CartOwner): SQL {
  return owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.guestUserId, owner.guestUserId);
}
