import {
  authMessageResponse,
  authResponse,
  resendCodeBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  verifyBody,
} from '@shop/contracts/auth';
import { guestUserIdInput } from '@shop/contracts/cart';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, revokeTokenById } from '../../platform/auth.ts';
import { useAuthErrorHandler } from './auth-errors.ts';
import { createAuthLimits } from './auth-limits.ts';
import { AUTH_TEXT } from './auth-messages.ts';
import {
  currentUserBody,
  login,
  resendCode,
  resetPassword,
  signup,
  verify,
  verifyCodeOnly,
} from './auth-service.ts';
import { socialRoutes } from './social/social-routes.ts';

/** Documented only: the guest id is read from the body, the query or the cookie (request context). */
const guestField = { guestUserId: guestUserIdInput };
const signedIn = { 200: authResponse };
const messageOnly = { 200: authMessageResponse };

/**
 * Sign-in, sign-up, verification and password reset (API spec "Auth"). The answers are read at
 * the top level of the body; refusals carry an `authStatus` too.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  useAuthErrorHandler(app);
  const limits = createAuthLimits(app);
  await app.register(socialRoutes);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in by phone and password; merges the guest cart',
        body: signInBody.extend(guestField),
        response: signedIn,
      },
    },
    async (request) => login(request, limits, request.body),
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Creates an unverified customer and sends a 6-digit code by SMS',
        body: signUpBody.extend(guestField),
        response: signedIn,
      },
    },
    async (request) => signup(request, limits, request.body),
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verifies the phone with its code and signs in; merges the guest cart',
        body: verifyBody.extend(guestField),
        response: signedIn,
      },
    },
    async (request) => verify(request, limits, request.body),
  );

  app.post(
    '/auth/resend-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a new code by SMS (forgot password step 1, or a new verification code)',
        body: resendCodeBody,
        response: messageOnly,
      },
    },
    async (request) => resendCode(request, limits, request.body),
  );

  app.post(
    '/auth/verify/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks a code without using it (forgot password step 2)',
        body: verifyBody,
        response: messageOnly,
      },
    },
    async (request) => verifyCodeOnly(request, limits, request.body),
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a code (step 3); signs out every device',
        body: resetPasswordBody,
        response: messageOnly,
      },
    },
    async (request) => resetPassword(request, limits, request.body),
  );

  app.post(
    '/auth/user',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's session data (access_token is empty)",
        body: z.object(guestField).optional(),
        response: signedIn,
      },
    },
    async (request) => currentUserBody(request),
  );

  app.get(
    '/auth/logout',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revokes the bearer token',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      if (request.authTokenId !== null) await revokeTokenById(app.db, request.authTokenId);
      return reply.ok(null, AUTH_TEXT.loggedOut);
    },
  );
};
