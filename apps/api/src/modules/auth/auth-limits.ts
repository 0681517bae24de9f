import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isExempt } from '../../platform/rate-limit.ts';
import { TooManyAttempts } from './auth-errors.ts';

/**
 * Rate limits of the auth calls, on top of the global per-IP limit: per IP address and per phone
 * number, in the rate-limit plugin's store (Redis when REDIS_URL is set, so every instance counts
 * together; in memory otherwise). While Redis is unreachable they count in this process.
 */
const MINUTE = 60_000;

export const AUTH_LIMITS = {
  /** requests to one auth call from one IP address */
  perIp: { max: 10, windowMs: MINUTE },
  /** wrong passwords for one phone from one IP address (the lock others cannot set off) */
  loginFailuresPerPhoneAndIp: { max: 5, windowMs: 10 * MINUTE },
  /**
   * wrong passwords for one phone from every address together: a ceiling on guessing spread over
   * many addresses, far above what one stranger reaches with the per-IP limit
   */
  loginFailuresPerPhone: { max: 100, windowMs: 60 * MINUTE },
  /** SMS codes sent to one phone (sign-up, resend, sign-in of an unverified account) */
  smsPerPhone: { max: 5, windowMs: 10 * MINUTE },
  /** code checks for one phone (verify, verify/code, password/reset) */
  codeChecksPerPhone: { max: 10, windowMs: 10 * MINUTE },
  /**
   * codes one account has sent to new phones (`/user/update-info`): the per-phone limit alone let
   * one account text any number of phones
   */
  phoneChangesPerUser: { max: 5, windowMs: 60 * MINUTE },
} as const;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export interface Limit {
  /** Counts one request; throws 429 once the limit is passed. */
  hit(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one request; false (and nothing thrown) once the limit is passed. */
  tryHit(request: FastifyRequest, key: string): Promise<boolean>;
  /** Throws 429 when the limit is already used up, without counting. */
  ensureLeft(request: FastifyRequest, key: string): Promise<void>;
}

export interface AuthLimits {
  ip: Limit;
  /** keyed by `loginFailureKey(phone, ip)` */
  loginFailures: Limit;
  /** keyed by the phone */
  loginFailuresAnyAddress: Limit;
  sms: Limit;
  codeChecks: Limit;
  /** keyed by `phoneChangeKey(userId)` */
  phoneChanges: Limit;
}

/** The key of the wrong-password lock: one phone from one client address (`request.ip`). */
export function loginFailureKey(phone: string, ip: string): string {
  return `${phone}@${ip}`;
}

/** The key of the phone-change limit: one account. */
export function phoneChangeKey(userId: number): string {
  return `user:${userId}`;
}

/** Creates the limiters once per app (each has its own counters in the shared store). */
export function createAuthLimits(app: FastifyInstance): AuthLimits {
  return {
    ip: limit(app, 'ip', AUTH_LIMITS.perIp, true),
    loginFailures: limit(app, 'login-fail-ip', AUTH_LIMITS.loginFailuresPerPhoneAndIp, false),
    loginFailuresAnyAddress: limit(app, 'login-fail', AUTH_LIMITS.loginFailuresPerPhone, false),
    sms: limit(app, 'sms', AUTH_LIMITS.smsPerPhone, false),
    codeChecks: limit(app, 'code', AUTH_LIMITS.codeChecksPerPhone, false),
    phoneChanges: limit(app, 'phone-change', AUTH_LIMITS.phoneChangesPerUser, false),
  };
}

function limit(
  app: FastifyInstance,
  name: string,
  rule: { max: number; windowMs: number },
  /** per-IP limits skip the storefront's own loopback calls, as the global limit does */
  exemptLoopback: boolean,
): Limit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check: Check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `auth-${name}:${keys.get(request) ?? ''}`,
    allowList: (request) => exemptLoopback && isExempt(request),
  });
  async function run(request: FastifyRequest, key: string, increment: boolean) {
    keys.set(request, key);
    const state = await check(request, { increment });
    if (state.isAllowed) return null;
    const exhausted = increment ? state.isExceeded : state.remaining <= 0 && state.ttl > 0;
    return exhausted ? Math.max(1, state.ttlInSeconds) : null;
  }
  return {
    async hit(request, key) {
      const wait = await run(request, key, true);
      if (wait !== null) throw new TooManyAttempts(wait);
    },
    async tryHit(request, key) {
      return (await run(request, key, true)) === null;
    },
    async ensureLeft(request, key) {
      const wait = await run(request, key, false);
      if (wait !== null) throw new TooManyAttempts(wait);
    },
  };
}
