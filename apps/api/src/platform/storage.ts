import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. The app talks only to this interface so instances stay
 * stateless: the local folder is the default, an object store can implement the same four calls.
 */
export interface Storage {
  /** Stores `data` under `key` (overwriting) and returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of `key`, whether or not it exists yet. */
  url(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Checks a storage key: slash-separated segments of letters, digits, dot, dash and underscore;
 * no empty, `.` or `..` segment, no leading slash. Returns the key unchanged.
 */
export function assertStorageKey(key: string): string {
  if (key.length === 0 || key.length > 512)
    throw new InvalidStorageKeyError('Storage key must be 1-512 characters');
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || !KEY_SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
    }
  }
  return key;
}

/** Files in `rootDir`, served by the API at `publicBase` (default `/uploads`). */
export function createLocalStorage(rootDir: string, publicBase = '/uploads'): Storage {
  const root = path.resolve(rootDir);
  const base = publicBase.replace(/\/+$/, '');

  const fileOf = (key: string): string => {
    const file = path.resolve(root, assertStorageKey(key));
    // Belt and braces: the key check already forbids escaping, this guards against platform quirks.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees a half-written file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
      return `${base}/${key}`;
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      return `${base}/${assertStorageKey(key)}`;
    },
  };
}
