import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { authTokens, oneTimeCodes, users } from '../../db/schema/index.ts';

/** The account of a phone with what the operator sign-in checks. */
export async function findOperatorAccount(db: Executor, phone: string) {
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

/** An account of a phone, of whatever type (the operator setup refuses customers and sellers). */
export async function findAccountByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, userType: users.userType })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

export async function insertOperatorAccount(
  db: Executor,
  values: { name: string; phone: string; passwordHash: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      phone: values.phone,
      passwordHash: values.passwordHash,
      userType: 'admin',
      phoneVerifiedAt: values.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('operator account not inserted');
  return row.id;
}

/** A new set-password link for `phone`: the earlier unused ones stop working. */
export async function insertSetupCode(
  db: Executor,
  values: { phone: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(oneTimeCodes.phone, values.phone),
        eq(oneTimeCodes.purpose, 'operator_setup'),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    phone: values.phone,
    purpose: 'operator_setup',
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/**
 * Uses a live set-password link once (under a row lock: two tabs cannot both use it) and answers
 * the operator account it is for, or null when the link is unknown, used or expired.
 */
export async function consumeSetupCode(db: Executor, codeHash: string, now: Date) {
  const [code] = await db
    .select({ id: oneTimeCodes.id, phone: oneTimeCodes.phone })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, 'operator_setup'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1)
    .for('update');
  if (!code) return null;
  await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, code.id));
  return findOperatorAccount(db, code.phone);
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Whether any operator account exists (the production start says how to make the first). */
export async function hasOperator(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).limit(1);
  return row !== undefined;
}

const operatorRowColumns = {
  id: col.int,
  name: col.text,
  phone: col.text,
  email: col.nullable(col.text),
  created_at: col.timestamp,
  last_active_at: col.nullable(col.timestamp),
  pending_setup: col.bool,
};

/** Every operator with their last activity and whether a set-password link waits. */
export async function operatorRows(db: Executor, now: Date) {
  return query(
    db,
    operatorRowColumns,
    sql`select u.id, u.name, u.phone, u.email, u.created_at,
      (select max(t.last_used_at) from auth_tokens t where t.user_id = u.id and t.scope = 'admin') as last_active_at,
      exists (select 1 from one_time_codes c where c.phone = u.phone and c.purpose = 'operator_setup'
        and c.used_at is null and c.expires_at > ${now}) as pending_setup
      from users u where u.user_type = 'admin' order by u.name, u.id`,
  );
}

/** The operators, locked in id order (a removal counts them without a race). */
export async function lockOperators(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, shopId: users.shopId })
    .from(users)
    .where(eq(users.userType, 'admin'))
    .orderBy(users.id)
    .for('update');
}

/** Takes the operator role away: back to a seller (owns a shop) or a customer; tokens of scope admin end. */
export async function demoteOperator(
  db: Executor,
  userId: number,
  userType: 'seller' | 'customer',
  now: Date,
) {
  await db.update(users).set({ userType }).where(eq(users.id, userId));
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.scope, 'admin'), isNull(authTokens.revokedAt)));
}
