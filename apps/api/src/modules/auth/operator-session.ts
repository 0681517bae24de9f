import { OPERATOR_SESSION_MESSAGES } from '@shop/contracts/admin/session';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { issueToken } from '../../platform/auth.ts';
import { AppError, Forbidden } from '../../platform/errors.ts';

/** An operator session lasts 12 hours: the console changes the whole marketplace. */
export const OPERATOR_TOKEN_LIFETIME_MS = 12 * 3_600_000;

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
export type OperatorAccount = NonNullable<Awaited<ReturnType<typeof findOperatorAccount>>>;

/** Only accounts of `user_type` admin, not banned, sign in to the operator console. */
export function assertOperator(account: OperatorAccount): void {
  if (account.isBanned) throw new AppError(403, 'You are banned & can not login');
  if (account.userType !== 'admin') throw new Forbidden(OPERATOR_SESSION_MESSAGES.notOperator);
}

/** Issues an operator token (scope 'admin'), which only the operator API accepts. */
export async function startOperatorSession(db: Database, account: OperatorAccount) {
  const expiresAt = new Date(Date.now() + OPERATOR_TOKEN_LIFETIME_MS);
  const accessToken = await issueToken(db, account.id, {
    name: 'Operator console',
    scope: 'admin',
    expiresAt,
  });
  return {
    accessToken,
    expiresAt,
    session: { user: { name: account.name, phone: account.phone, email: account.email } },
  };
}
