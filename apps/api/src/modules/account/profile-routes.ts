import {
  ACCOUNT_MESSAGES,
  updateInfoBody,
  updateInfoResult,
  updatePasswordBody,
  verifyPhoneBody,
} from '@shop/contracts/account';
import { authUser } from '@shop/contracts/auth';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { createAuthLimits } from '../auth/index.ts';
import { updateInfo, updatePassword, verifyPhone } from './profile.ts';

/** The signed-in user's profile and password (API spec "User profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  // the SMS and code-check limits per phone, of sign-up's sizes, the wrong-password lock of sign-in
  // and the phone changes per account (shared counters in Redis)
  const limits = createAuthLimits(app);

  app.post(
    '/user/update-info',
    {
      schema: {
        tags: ['account'],
        summary:
          'Updates name and e-mail and an `avatar` file (JPG, PNG or WebP, ≤ 2 MB) at once; a different phone gets a code by SMS and changes at /user/verify-phone',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: updateInfoBody,
        response: { 200: envelope(updateInfoResult) },
      },
    },
    async (request, reply) => {
      const { user, message } = await updateInfo(request, limits, currentUser(request), request.body);
      return reply.ok(user, message);
    },
  );

  app.post(
    '/user/verify-phone',
    {
      schema: {
        tags: ['account'],
        summary:
          'Changes the phone to the one update-info sent a code to, with that code and the current `password`',
        body: verifyPhoneBody,
        response: { 200: envelope(authUser) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await verifyPhone(request, limits, currentUser(request), request.body),
        ACCOUNT_MESSAGES.phoneChanged,
      ),
  );

  app.post(
    '/user/update-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets a new password; needs the current one (`oldPassword`); signs out the other sessions',
        body: updatePasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await updatePassword(request, limits, currentUser(request), request.body);
      return reply.ok(null, ACCOUNT_MESSAGES.passwordUpdated);
    },
  );
};
