import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { authTokens, type TokenScope, users } from '../db/schema/index.ts';
import { Unauthorized } from './errors.ts';

/** The signed-in user as routes see it. */
export interface AuthUser {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  avatar: string | null;
  userType: 'customer' | 'seller' | 'admin';
  shopId: number | null;
  phoneVerifiedAt: Date | null;
}

/**
 * The signed-in seller as the seller center's routes see it: the account and the one shop it may
 * read and write (decision 62).
 */
export interface AuthSeller {
  userId: number;
  name: string;
  phone: string;
  email: string | null;
  shopId: number;
}

/** The signed-in operator (an account of `user_type` admin with an admin-scope token). */
export interface AuthOperator {
  userId: number;
  name: string;
  phone: string;
  email: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid operator token (scope 'admin' of an admin account). */
    operator: AuthOperator | null;
    /** Set when the request carries a valid customer token; null otherwise (also for a seller token). */
    user: AuthUser | null;
    /** Set when the request carries a valid seller token of an account that still owns its shop. */
    seller: AuthSeller | null;
    /** The `auth_tokens.id` of that token (logout revokes it). */
    authTokenId: number | null;
    /**
     * True when the bearer token is one of a banned account (even revoked by the ban): the request
     * runs as a guest, and the guarded calls answer 401 with the banned message.
     */
    bannedAccount: boolean;
  }
}

/** What a banned account's token is told by every signed-in call (the sign-in's own words). */
export const BANNED_MESSAGE = 'You are banned & can not login';

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Creates a token for `userId` and returns it (the only time the plain token exists). */
export async function issueToken(
  db: Database,
  userId: number,
  options: { name?: string; expiresAt?: Date | null; scope?: TokenScope } = {},
): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    name: options.name ?? 'Personal Access Token',
    expiresAt: options.expiresAt ?? null,
    scope: options.scope ?? 'customer',
  });
  return token;
}

/** Revokes a token (logout). Unknown or already revoked tokens are ignored. */
export async function revokeToken(db: Database, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

export async function revokeTokenById(db: Database, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every token of a user (password reset, ban). */
export async function revokeUserTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * The user of a valid token: not revoked, not expired, user not banned; with the token's scope.
 * `{ banned: true }` for a token of a banned account that is not expired, revoked or not (the ban
 * revokes them all): read on every request, so a ban refuses the account's next call.
 */
export async function findUserByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ user: AuthUser; tokenId: number; scope: TokenScope } | { banned: true } | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      scope: authTokens.scope,
      lastUsedAt: authTokens.lastUsedAt,
      revokedAt: authTokens.revokedAt,
      isBanned: users.isBanned,
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      avatar: users.avatar,
      userType: users.userType,
      shopId: users.shopId,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.isBanned) return { banned: true };
  if (row.revokedAt) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  const { tokenId, scope, lastUsedAt: _, revokedAt: __, isBanned: ___, ...user } = row;
  return { user, tokenId, scope };
}

/**
 * The 401 of a call that needs a session the request does not have: "Unauthenticated.", or the
 * banned message for a banned account's token (the storefront ends the session on any 401 and
 * shows the message).
 */
export function unauthenticated(request: FastifyRequest): Unauthorized {
  return request.bannedAccount ? new Unauthorized(BANNED_MESSAGE) : new Unauthorized();
}

/** preHandler for routes that need a signed-in user: 401 "Unauthenticated." otherwise. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(request);
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated(request);
  return request.user;
}

/**
 * Resolves the bearer token of every request that has one and sets `request.user`; an invalid
 * token leaves it null (public routes then answer as for a guest, guarded routes with 401).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('seller', null);
    app.decorateRequest('operator', null);
    app.decorateRequest('authTokenId', null);
    app.decorateRequest('bannedAccount', false);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const found = await findUserByToken(opts.db, token);
      if (!found) return;
      if ('banned' in found) {
        request.bannedAccount = true;
        return;
      }
      // each API accepts only its own scope (decision 62): a seller token is a guest here
      if (found.scope === 'customer') {
        request.user = found.user;
        request.authTokenId = found.tokenId;
      } else if (found.scope === 'seller' && found.user.shopId !== null) {
        const { id, name, phone, email, shopId } = found.user;
        request.seller = { userId: id, name, phone, email, shopId };
        request.authTokenId = found.tokenId;
      } else if (found.scope === 'admin' && found.user.userType === 'admin') {
        const { id, name, phone, email } = found.user;
        request.operator = { userId: id, name, phone, email };
        request.authTokenId = found.tokenId;
      }
    });
  },
  { name: 'auth' },
);
