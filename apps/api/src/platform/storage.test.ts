import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError } from './storage.ts';

describe('createLocalStorage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores a file under its key and returns the public URL', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put('demo/products/tshirt-a1-800.webp', Buffer.from('data'), 'image/webp');
    expect(url).toBe('/uploads/demo/products/tshirt-a1-800.webp');
    expect(await readFile(path.join(root, 'demo/products/tshirt-a1-800.webp'), 'utf8')).toBe('data');
    expect(await storage.exists('demo/products/tshirt-a1-800.webp')).toBe(true);
  });

  it('uses the given public base without a doubled slash', () => {
    expect(createLocalStorage(root, 'https://cdn.example.com/files/').url('a/b.webp')).toBe(
      'https://cdn.example.com/files/a/b.webp',
    );
  });

  it('deletes files and ignores missing ones', async () => {
    const storage = createLocalStorage(root);
    await storage.put('x.txt', Buffer.from('1'), 'text/plain');
    await storage.delete('x.txt');
    expect(await storage.exists('x.txt')).toBe(false);
    await expect(storage.delete('x.txt')).resolves.toBeUndefined();
  });

  it('overwrites an existing key', async () => {
    const storage = createLocalStorage(root);
    await storage.put('a.txt', Buffer.from('old'), 'text/plain');
    await storage.put('a.txt', Buffer.from('new'), 'text/plain');
    expect(await readFile(path.join(root, 'a.txt'), 'utf8')).toBe('new');
  });

  it.each([
    '../escape.txt',
    'demo/../../escape.txt',
    '..',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\..\\b',
    'name with space.webp',
    '',
  ])('refuses the key %j', async (key) => {
    const storage = createLocalStorage(root);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
  });
});
