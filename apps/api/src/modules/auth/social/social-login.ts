import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@shop/contracts/auth';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { OAuthProviderConfig } from '../../../platform/config.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { maySignInToShop } from '../account-roles.ts';
import { codeChallenge, type OAuthAttempt } from './oauth-state.ts';
import {
  insertSocialCustomer,
  linkedUserId,
  linkSocialAccount,
  signInStateOf,
  updateSocialAccountEmail,
  userIdByEmail,
} from './social-queries.ts';

/** A sign-in that cannot complete; the storefront shows "Failed to Login". */
export class SocialLoginFailed extends Error {
  override name = 'SocialLoginFailed';
}

export interface SocialProfile {
  id: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
}

const TIMEOUT_MS = 10_000;

export function callbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/api/v1/auth/social/${provider}/callback`;
}

/** The provider's consent page for this attempt (authorization-code flow with PKCE S256). */
export function authorizeUrl(
  provider: SocialProvider,
  settings: OAuthProviderConfig,
  attempt: OAuthAttempt,
  publicUrl: string,
): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(publicUrl, provider));
  url.searchParams.set('scope', settings.scope);
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('code_challenge', codeChallenge(attempt.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new SocialLoginFailed(`${what} answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object') throw new SocialLoginFailed(`${what} did not answer JSON`);
  return body as Record<string, unknown>;
}

/** Exchanges the code for an access token and reads the profile. */
export async function fetchProfile(
  provider: SocialProvider,
  settings: OAuthProviderConfig,
  code: string,
  attempt: OAuthAttempt,
  publicUrl: string,
): Promise<SocialProfile> {
  const tokenResponse = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(publicUrl, provider),
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: attempt.codeVerifier,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = await json(tokenResponse, 'token endpoint');
  if (typeof token.access_token !== 'string' || token.access_token === '') {
    throw new SocialLoginFailed('no access token');
  }
  const profileResponse = await fetch(settings.userinfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const profile = await json(profileResponse, 'userinfo endpoint');
  // Google (OpenID Connect) names the id `sub`; Facebook's Graph API `id`
  const rawId = profile.sub ?? profile.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  if (id === '' || id.length > 255) throw new SocialLoginFailed('profile without an id');
  const email =
    typeof profile.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(profile.email)
      ? profile.email.trim().toLowerCase()
      : null;
  // Facebook only returns confirmed addresses; OpenID Connect says so explicitly
  const emailVerified =
    email !== null &&
    (provider === 'facebook' || profile.email_verified === true || profile.email_verified === 'true');
  const name =
    typeof profile.name === 'string' && profile.name.trim() !== ''
      ? profile.name.trim().slice(0, 100)
      : (email?.split('@')[0] ?? 'Customer');
  return { id, name, email, emailVerified };
}

/**
 * The customer of a social profile: the one linked to this provider account, else the one with the
 * same verified e-mail (and the link is recorded), else a new verified customer. Banned users and
 * the platform's admin cannot sign in here. A new customer has no phone yet: the phone column holds a
 * placeholder (`google:<id>`, never valid as a phone, answered as '') until they set one.
 */
export async function findOrCreateCustomer(db: Database, provider: SocialProvider, profile: SocialProfile) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const linked = await linkedUserId(tx, provider, profile.id);
        let userId = linked;
        if (userId === null && profile.emailVerified && profile.email) {
          userId = await userIdByEmail(tx, profile.email);
        }
        if (userId === null) {
          userId = await insertSocialCustomer(tx, {
            name: profile.name,
            phone: `${provider}:${profile.id}`,
            email: profile.emailVerified ? profile.email : null,
            passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          });
        }
        if (linked === null) {
          await linkSocialAccount(tx, { userId, provider, providerUserId: profile.id, email: profile.email });
        } else {
          await updateSocialAccountEmail(tx, provider, profile.id, profile.email);
        }
        const user = await signInStateOf(tx, userId);
        if (!user || user.isBanned || !maySignInToShop(user.userType)) {
          throw new SocialLoginFailed('the account may not sign in here');
        }
        return user.id;
      });
    } catch (error) {
      // the same new account signed in twice at once: the second run finds the first one's rows
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
  throw new SocialLoginFailed('could not record the account');
}
