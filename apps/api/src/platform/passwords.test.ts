import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes in the scrypt$N$salt$hash format and verifies the same password', async () => {
    const hash = await hashPassword('123456');
    expect(hash).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('123456', hash)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct hors', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats malformed or foreign hashes as a mismatch', async () => {
    for (const stored of [
      '',
      'plain',
      '$2y$10$abcdefghijklmnopqrstuv',
      'scrypt$3$AAAA$AAAA',
      'scrypt$16384$$',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('verifies hashes made with another cost', async () => {
    const hash = await hashPassword('pw', 1024);
    expect(hash.startsWith('scrypt$1024$')).toBe(true);
    expect(await verifyPassword('pw', hash)).toBe(true);
  });
});
