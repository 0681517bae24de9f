import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';

/** The profile's reads and writes of `users` and `auth_tokens`. */

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
};
export type ProfileRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  avatar: string | null;
};

/** Whether an account other than `userId` has this phone. */
export async function phoneTakenByOther(db: Database, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether an account other than `userId` has this e-mail. */
export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Name, e-mail (when given) and avatar; never the phone (that needs a code). */
export async function updateProfileRow(
  db: Database,
  userId: number,
  values: { name: string; email?: string; avatar: string | null },
): Promise<ProfileRow> {
  const [row] = await db
    .update(users)
    .set({
      name: values.name,
      ...(values.email !== undefined ? { email: values.email } : {}),
      avatar: values.avatar,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw new Error(`user ${userId} vanished during a profile update`);
  return row;
}

/** The phone a code has just proved: it replaces the account's and counts as verified. */
export async function setVerifiedPhone(db: Database, userId: number, phone: string): Promise<ProfileRow> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ phone, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw new Error(`user ${userId} vanished during a phone change`);
  return row;
}

export async function passwordHashOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/**
 * A new password hash, and every other token of the user revoked in the same transaction (the
 * token `keepTokenId` that made the change stays signed in).
 */
export async function setPasswordRevokingOthers(
  db: Database,
  userId: number,
  passwordHash: string,
  keepTokenId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          keepTokenId === null ? undefined : ne(authTokens.id, keepTokenId),
        ),
      );
  });
}
