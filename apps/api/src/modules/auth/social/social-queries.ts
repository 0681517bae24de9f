import type { SocialProvider } from '@shop/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { userSocialAccounts, users } from '../../../db/schema/index.ts';

/** The customer linked to this provider account, or null. */
export async function linkedUserId(
  db: Executor,
  provider: SocialProvider,
  providerUserId: string,
): Promise<number | null> {
  const [linked] = await db
    .select({ userId: userSocialAccounts.userId })
    .from(userSocialAccounts)
    .where(
      and(eq(userSocialAccounts.provider, provider), eq(userSocialAccounts.providerUserId, providerUserId)),
    );
  return linked?.userId ?? null;
}

/** The user with this e-mail, or null. */
export async function userIdByEmail(db: Executor, email: string): Promise<number | null> {
  const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return byEmail?.id ?? null;
}

/** A new customer, verified (the provider vouched for them), without a phone yet. */
export async function insertSocialCustomer(
  db: Executor,
  values: { name: string; phone: string; email: string | null; passwordHash: string },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ userType: 'customer', ...values, phoneVerifiedAt: new Date() })
    .returning({ id: users.id });
  return created!.id;
}

export async function linkSocialAccount(
  db: Executor,
  values: { userId: number; provider: SocialProvider; providerUserId: string; email: string | null },
): Promise<void> {
  await db.insert(userSocialAccounts).values(values);
}

/** Records the e-mail the provider reported at this sign-in. */
export async function updateSocialAccountEmail(
  db: Executor,
  provider: SocialProvider,
  providerUserId: string,
  email: string | null,
): Promise<void> {
  await db
    .update(userSocialAccounts)
    .set({ email })
    .where(
      and(eq(userSocialAccounts.provider, provider), eq(userSocialAccounts.providerUserId, providerUserId)),
    );
}

/** What decides whether the user may sign in to the shop. */
export async function signInStateOf(db: Executor, userId: number) {
  const [user] = await db
    .select({ id: users.id, isBanned: users.isBanned, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
