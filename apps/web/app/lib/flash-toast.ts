import { readJson, removeKey, writeJson } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A success message that must survive a page reload (language and location changes reload the
 * page): it is kept in sessionStorage and shown once by the toaster after the next load.
 */
export function queueFlashToast(message: string): void {
  writeJson('session', STORAGE_KEYS.flashToast, { message });
}

export function takeFlashToast(): string | null {
  const value = readJson('session', STORAGE_KEYS.flashToast);
  removeKey('session', STORAGE_KEYS.flashToast);
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message;
  }
  return null;
}
