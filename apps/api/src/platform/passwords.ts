import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are `scrypt$<N>$<saltB64>$<hashB64>` (r = 8, p = 1, 64-byte key). N is stored so it
 * can be raised later without invalidating existing hashes.
 */
const DEFAULT_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Highest cost accepted from a stored hash (keeps a corrupt row from exhausting memory). */
const MAX_COST = 2 ** 20;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: 256 * cost * BLOCK_SIZE,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  if (!Number.isInteger(Math.log2(cost)) || cost < 2 || cost > MAX_COST) {
    throw new RangeError('scrypt cost must be a power of two up to 2^20');
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const cost = Number(parts[1]);
  if (!Number.isInteger(cost) || cost < 2 || cost > MAX_COST || !Number.isInteger(Math.log2(cost)))
    return false;
  const salt = Buffer.from(parts[2]!, 'base64');
  const expected = Buffer.from(parts[3]!, 'base64');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, cost);
  return timingSafeEqual(actual, expected);
}
