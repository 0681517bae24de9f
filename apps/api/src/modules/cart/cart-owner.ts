import { randomBytes } from 'node:crypto';
import { GUEST_COOKIE } from '@shop/contracts/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { type CartOwner, insertGuest } from './cart-owner-queries.ts';

export type { CartOwner };

/** The cookie lasts a year (API spec "Guest identity"). */
const GUEST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Fresh guest ids are 16 decimal digits: 10^15 … 2^53 − 1. */
const GUEST_ID_MIN = 1_000_000_000_000_000;
const GUEST_ID_SPAN = BigInt(Number.MAX_SAFE_INTEGER - GUEST_ID_MIN + 1);

/**
 * A new guest id: about 52 random bits, so that a guest cart, which anyone holding the id can
 * read and change, cannot be found by guessing (the old system used the time plus a few random
 * digits).
 */
export function generateGuestId(): number {
  const random = BigInt(`0x${randomBytes(8).toString('hex')}`);
  return GUEST_ID_MIN + Number(random % GUEST_ID_SPAN);
}

/** Inserts a new guest with a fresh, unused id and returns it. */
export async function issueGuestId(db: Executor): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = generateGuestId();
    if (await insertGuest(db, id)) return id;
  }
  throw new Error('could not find an unused guest id');
}

export interface ResolvedOwner {
  owner: CartOwner;
  /** the guest id to give back in `result.guestUserId` */
  guestUserId: number | null;
}

/**
 * The owner of the request's cart: the bearer user when signed in, else the guest id from the
 * body, query or cookie. A guest without an id gets a fresh one (never a shared cart), which is
 * also set as the `guestUserId` cookie.
 */
export async function resolveCartOwner(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ResolvedOwner> {
  if (request.user) {
    return { owner: { kind: 'user', userId: request.user.id }, guestUserId: request.guestUserId };
  }
  if (request.guestUserId !== null) {
    return { owner: { kind: 'guest', guestUserId: request.guestUserId }, guestUserId: request.guestUserId };
  }
  const guestUserId = await issueGuestId(db);
  reply.setCookie(GUEST_COOKIE, String(guestUserId), {
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    // the storefront's script reads it to send `guestUserId` with its calls
    httpOnly: false,
    secure: request.server.config.publicUrl.startsWith('https:'),
  });
  return { owner: { kind: 'guest', guestUserId }, guestUserId };
}
