/**
 * JSON access to Web Storage that never throws: storage can be full, disabled (private mode)
 * or absent (server render), and none of that may break a page.
 */
type Area = 'local' | 'session';

function storage(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(area: Area, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value simply is not remembered.
  }
}

export function removeKey(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson(area: Area, key: string): unknown {
  const raw = readString(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(area: Area, key: string, value: unknown): void {
  writeString(area, key, JSON.stringify(value));
}
