import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const signInColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  passwordHash: users.passwordHash,
  userType: users.userType,
  isBanned: users.isBanned,
  phoneVerifiedAt: users.phoneVerifiedAt,
};

/** What sign-in, verification and password reset read of the account with `phone`, or null. */
export async function userByPhone(db: Executor, phone: string) {
  const [row] = await db.select(signInColumns).from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export type UserSignInRow = NonNullable<Awaited<ReturnType<typeof userByPhone>>>;

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return taken !== undefined;
}

/** A new, unverified customer; a taken phone or e-mail fails as a unique violation. */
export async function insertCustomer(
  db: Executor,
  values: { name: string; phone: string; email: string | null; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({ userType: 'customer', ...values });
}

export async function markPhoneVerified(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
}

export async function replacePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  phoneVerifiedAt: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, phoneVerifiedAt, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
