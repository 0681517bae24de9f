import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateOperatorBody,
  type CreateOperatorResult,
  OPERATOR_REMOVAL_MESSAGES,
  OPERATOR_SETUP_MESSAGES,
  type OperatorListItem,
} from '@shop/contracts/admin/session';
import type { Database } from '../../db/client.ts';
import { revokeUserTokens } from '../../platform/auth.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type OperatorAccount, startOperatorSession } from './operator-session.ts';
import {
  consumeSetupCode,
  demoteOperator,
  findAccountByPhone,
  hasOperator,
  insertOperatorAccount,
  insertSetupCode,
  lockOperators,
  operatorRows,
  updatePasswordHash,
} from './operator-session-queries.ts';

/**
 * Operator accounts (issue 18, decision 82): `npm run admin -- create --phone P` (or
 * `POST /admin/operators`) makes an account of `user_type` admin, or finds the operator of that
 * phone, and gives a one-time link to set its password. No password ever travels in a command or
 * a log: the link is good once, for 24 hours, and only its hash is kept.
 */
export { hasOperator };

export const SETUP_LINK_TTL_MS = 24 * 3_600_000;

function hashSetupToken(token: string): string {
  return createHash('sha256').update(`operator-setup:${token}`).digest('hex');
}

export async function createOperator(
  deps: { db: Database; publicUrl: string },
  actor: AuditActor,
  body: CreateOperatorBody,
  now = new Date(),
): Promise<CreateOperatorResult> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
  const created = await deps.db.transaction(async (tx) => {
    const existing = await findAccountByPhone(tx, body.phone);
    if (existing && existing.userType !== 'admin')
      throw new AppError(422, OPERATOR_SETUP_MESSAGES.phoneTaken, {
        phone: [OPERATOR_SETUP_MESSAGES.phoneTaken],
      });
    let userId = existing?.id;
    if (!existing) {
      // nobody knows this password: the account opens with the link only
      const placeholder = await hashPassword(randomBytes(32).toString('base64url'));
      userId = await insertOperatorAccount(tx, {
        name: body.name,
        phone: body.phone,
        passwordHash: placeholder,
        now,
      });
    }
    await insertSetupCode(tx, { phone: body.phone, codeHash: hashSetupToken(token), expiresAt, now });
    await recordAudit(tx, actor, {
      action: existing ? 'operator.setupLink' : 'operator.create',
      subject: { type: 'operator', id: userId ?? null, label: existing?.name ?? body.name },
      before: null,
      after: { phone: body.phone, name: existing?.name ?? body.name },
    });
    return { created: !existing, name: existing?.name ?? body.name };
  });
  return {
    phone: body.phone,
    name: created.name,
    link: `${deps.publicUrl}/admin/set-password?token=${token}`,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
    created: created.created,
  };
}

/**
 * Sets the password of the link's operator and signs them in; the link is used up and the
 * account's other sessions end. An unknown, used or expired link is a 400 that changes nothing.
 */
export async function setOperatorPassword(db: Database, token: string, password: string, ip: string) {
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const found: OperatorAccount | null = await consumeSetupCode(tx, hashSetupToken(token), new Date());
    if (found?.userType !== 'admin' || found.isBanned)
      throw new AppError(400, OPERATOR_SETUP_MESSAGES.linkInvalid);
    await updatePasswordHash(tx, found.id, passwordHash);
    await recordAudit(
      tx,
      { userId: found.id, name: found.name, ip },
      {
        action: 'operator.setPassword',
        subject: { type: 'operator', id: found.id, label: found.name },
      },
    );
    return found;
  });
  await revokeUserTokens(db, account.id);
  return startOperatorSession(db, account);
}

function seconds(value: Date): number {
  return Math.floor(value.getTime() / 1000);
}

/** The marketplace's operators for the console (GET /admin/operators). */
export async function listOperators(db: Database, youId: number | null): Promise<OperatorListItem[]> {
  const rows = await operatorRows(db, new Date());
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    createdAt: seconds(r.created_at),
    lastActiveAt: r.last_active_at === null ? null : seconds(r.last_active_at),
    pendingSetup: r.pending_setup,
    isYou: r.id === youId,
  }));
}

/**
 * Takes an operator's access away (they stay a customer, or the seller of their shop): their
 * operator sessions end at once. Never oneself, never the last operator.
 */
export async function removeOperator(db: Database, actor: AuditActor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    const target = operators.find((o) => o.id === userId);
    if (!target) throw new NotFound(OPERATOR_REMOVAL_MESSAGES.notFound);
    if (actor.userId === userId) throw new AppError(409, OPERATOR_REMOVAL_MESSAGES.notYourself);
    if (operators.length <= 1) throw new AppError(409, OPERATOR_REMOVAL_MESSAGES.lastOperator);
    const becomes = target.shopId === null ? 'customer' : 'seller';
    await demoteOperator(tx, userId, becomes, new Date());
    await recordAudit(tx, actor, {
      action: 'operator.remove',
      subject: { type: 'operator', id: userId, label: target.name },
      before: { userType: 'admin' },
      after: { userType: becomes },
    });
  });
}
