import { OPERATOR_SESSION_MESSAGES } from '@shop/contracts/admin/session';
import type { Database } from '../../db/client.ts';
import { issueToken } from '../../platform/auth.ts';
import { AppError, Forbidden } from '../../platform/errors.ts';
import { findOperatorAccount } from './operator-session-queries.ts';

/** An operator session lasts 12 hours: the console changes the whole marketplace. */
export const OPERATOR_TOKEN_LIFETIME_MS = 12 * 3_600_000;

export type OperatorAccount = NonNullable<Awaited<ReturnType<typeof findOperatorAccount>>>;
export { findOperatorAccount };

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
