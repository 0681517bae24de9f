import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@shop/contracts/auth';
import { OTP_LENGTH } from '@shop/contracts/constants';
import type { Database, Executor } from '../../db/client.ts';
import {
  countCodeMiss,
  currentSmsCodeForUpdate,
  hasLiveSmsCode,
  insertCode,
  markCodeUsed,
  retireSmsCodes,
} from './one-time-code-queries.ts';

/**
 * SMS codes (rule 6): 6 random digits, stored only as a hash, valid for 10 minutes,
 * usable once, locked after 5 wrong tries. Only the newest code of a phone counts: issuing one
 * retires the earlier ones. A code proves that its holder has the phone, whatever it was sent
 * for, so any current code serves both account verification and password reset. An operator's
 * set-password link (`operator_setup`, decision 82) is a row of the same table that these SMS
 * codes never see nor retire (one-time-code-queries.ts).
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'locked';

function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** A new code for `phone`; the earlier unused ones stop working. Returns the plain code. */
export async function issueCode(
  db: Executor,
  phone: string,
  purpose: CodePurpose,
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await retireSmsCodes(db, phone, now);
  await insertCode(db, {
    phone,
    purpose,
    codeHash: hashCode(phone, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/**
 * A code that is never sent, for a phone that has no account (decision 57: resend-code and the code
 * checks answer it as they answer a known phone). It is stored only while the phone has no live
 * code (unused, unexpired, not locked): a code sent to that phone for a seller signup or a phone
 * change must keep working, whoever asks resend-code about the number.
 */
export async function issueUnsentCode(
  db: Database,
  phone: string,
  purpose: CodePurpose,
  now = new Date(),
): Promise<void> {
  if (!(await hasLiveSmsCode(db, phone, now, MAX_CODE_ATTEMPTS))) await issueCode(db, phone, purpose, now);
}

/**
 * Checks `code` against the phone's current code under a row lock (two checks at once cannot both
 * use one attempt or one code). A wrong code uses up an attempt; `consume` marks a right one used.
 */
export async function checkCode(
  db: Database,
  phone: string,
  code: string,
  options: { consume: boolean; now?: Date },
): Promise<CodeCheck> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await currentSmsCodeForUpdate(tx, phone);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'locked';
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(phone, code), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      await countCodeMiss(tx, row.id);
      return 'mismatch';
    }
    if (options.consume) {
      await markCodeUsed(tx, row.id, now);
    }
    return 'ok';
  });
}
