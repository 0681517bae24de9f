import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';

/**
 * The payment page is reached by a plain form post (`POST /payments` with `code`), which carries
 * no bearer token. So the placement hands its caller a token: an HMAC of the order group code and
 * an expiry, with a server secret. Only whoever placed the order (or was given the token) can open
 * the payment page, pay or cancel; the Pay and Cancel forms carry the same token, which also makes
 * them safe against cross-site posts.
 */

/** How long a payment token stays valid. */
export const PAYMENT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const secrets = new Map<string, Promise<Buffer>>();

/**
 * The signing secret: `PAYMENT_SECRET`, else a random one kept in `DATA_DIR/payment-secret` (created
 * on first use). Several instances must share `PAYMENT_SECRET` or the data directory.
 */
export function paymentSecret(config: Pick<Config, 'paymentSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.paymentSecret) return Promise.resolve(Buffer.from(config.paymentSecret));
  const file = path.join(config.dataDir, 'payment-secret');
  let secret = secrets.get(file);
  if (!secret) {
    secret = (async () => {
      try {
        return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        const fresh = randomBytes(32);
        await mkdir(path.dirname(file), { recursive: true });
        // wx: if another process created it meanwhile, use theirs
        try {
          await writeFile(file, fresh.toString('hex'), { flag: 'wx', mode: 0o600 });
          return fresh;
        } catch {
          return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
        }
      }
    })();
    secrets.set(file, secret);
  }
  return secret;
}

function mac(secret: Buffer, groupCode: number, expires: number): string {
  return createHmac('sha256', secret).update(`payment:${groupCode}:${expires}`).digest('base64url');
}

/** `<expiry unix ms>.<hmac>` for the order group `groupCode`. */
export function signPaymentToken(secret: Buffer, groupCode: number, now = Date.now()): string {
  const expires = now + PAYMENT_TOKEN_TTL_MS;
  return `${expires}.${mac(secret, groupCode, expires)}`;
}

export function verifyPaymentToken(
  secret: Buffer,
  groupCode: number,
  token: unknown,
  now = Date.now(),
): boolean {
  if (typeof token !== 'string') return false;
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(mac(secret, groupCode, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
