import type { AuthStatus } from '@shop/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { toFailure } from '../../platform/error-handler.ts';
import { AppError } from '../../platform/errors.ts';
import { AUTH_TEXT } from './auth-messages.ts';

/** A refused auth call: the failure body of the contract plus its `authStatus`. */
export class AuthError extends AppError {
  override name = 'AuthError';
  constructor(
    status: number,
    readonly authStatus: AuthStatus,
    message: string,
    params?: Record<string, string | number>,
  ) {
    super(status, message, undefined, params);
  }
}

export const invalidCredentials = () =>
  new AuthError(401, 'invalid_credentials', AUTH_TEXT.invalidCredentials);
export const banned = () => new AuthError(403, 'banned', AUTH_TEXT.banned);
export const onlyCustomers = () => new AuthError(403, 'only_customer_login', AUTH_TEXT.onlyCustomers);
export const userNotFound = () => new AuthError(404, 'user_not_found', AUTH_TEXT.userNotFound);

/** 429 with the minutes to wait; `Retry-After` carries the seconds. */
export class TooManyAttempts extends AuthError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', AUTH_TEXT.tooManyAttempts, {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
  }
}

/**
 * The auth routes' error handler: the platform's failure body, with `authStatus` added for an
 * AuthError (clients branch on it) and `Retry-After` for a rate limit.
 */
export function useAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body: Record<string, unknown> = { ...toFailure(error, request) };
    if (error instanceof AuthError) body.authStatus = error.authStatus;
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    const status = body.status as number;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: (error as Error).message }, 'request rejected');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
