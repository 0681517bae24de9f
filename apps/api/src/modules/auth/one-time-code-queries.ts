import type { CodePurpose } from '@shop/contracts/auth';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

/** The SMS codes of a phone: an operator's set-password link (`operator_setup`) is not one. */
const smsCode = ne(oneTimeCodes.purpose, 'operator_setup');

/** Marks the phone's unused SMS codes used: only the newest one counts. */
export async function retireSmsCodes(db: Executor, phone: string, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.usedAt), smsCode));
}

export async function insertCode(
  db: Executor,
  values: { phone: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

/** Whether the phone has an SMS code still usable: unused, unexpired, under `maxAttempts` tries. */
export async function hasLiveSmsCode(
  db: Executor,
  phone: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const [live] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.phone, phone),
        isNull(oneTimeCodes.usedAt),
        smsCode,
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/** The phone's newest unused SMS code, locked for the rest of the transaction; null when none. */
export async function currentSmsCodeForUpdate(tx: Executor, phone: string) {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.usedAt), smsCode))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A wrong code uses up one attempt. */
export async function countCodeMiss(tx: Executor, id: number): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function markCodeUsed(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, id));
}
