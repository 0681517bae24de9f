import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth 2 `state` and PKCE verifier of one sign-in attempt, kept in a short-lived cookie
 * signed with the provider's client secret (every instance has it, nothing is stored server-side).
 */
export const STATE_COOKIE = 'oauth_state';
export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthAttempt {
  provider: string;
  state: string;
  codeVerifier: string;
  expiresAt: number;
}

const random = () => randomBytes(32).toString('base64url');

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function newAttempt(provider: string, now = Date.now()): OAuthAttempt {
  return { provider, state: random(), codeVerifier: random(), expiresAt: now + STATE_TTL_MS };
}

/** The S256 code challenge of a PKCE verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function sealAttempt(attempt: OAuthAttempt, secret: string): string {
  const payload = [attempt.provider, attempt.state, attempt.codeVerifier, attempt.expiresAt].join('.');
  return `${payload}.${signature(secret, payload)}`;
}

/**
 * The attempt of a cookie, when its signature is right, it is for `provider`, it has not expired
 * and its state equals the `state` the provider sent back; null otherwise.
 */
export function openAttempt(
  cookie: string | undefined,
  provider: string,
  state: string | undefined,
  secret: string,
  now = Date.now(),
): OAuthAttempt | null {
  if (!cookie || !state) return null;
  const parts = cookie.split('.');
  if (parts.length !== 5) return null;
  const [cookieProvider, cookieState, codeVerifier, expires, sig] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(signature(secret, parts.slice(0, 4).join('.')));
  const actual = Buffer.from(sig);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const expiresAt = Number(expires);
  if (cookieProvider !== provider || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  const a = Buffer.from(cookieState);
  const b = Buffer.from(state);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return { provider, state: cookieState, codeVerifier, expiresAt };
}
