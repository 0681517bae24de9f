/**
 * The seller center's bearer token (scope 'seller', decision 62), kept in this browser's local
 * storage apart from the shopper's token: the same person may be signed in to the storefront as a
 * customer and to the seller center as a seller, each API accepting only its own token.
 */
const KEY = 'seller.session';

interface Stored {
  token: string;
  /** unix seconds */
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSellerToken(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.token !== 'string' || typeof stored.expiresAt !== 'number') return null;
    return stored.expiresAt * 1000 > now ? stored.token : null;
  } catch {
    return null;
  }
}

export function saveSellerToken(token: string, expiresAt: number): void {
  storage()?.setItem(KEY, JSON.stringify({ token, expiresAt } satisfies Stored));
}

export function clearSellerToken(): void {
  storage()?.removeItem(KEY);
}
