import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account of a phone with what the operator sign-in checks. */
export async function findOperatorAccount(db: Database, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      passwordHash: users.passwordHash,
      userType: users.userType,
      isBanned: users.isBanned,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}
