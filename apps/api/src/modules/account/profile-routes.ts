import { ACCOUNT_MESSAGES, updateInfoBody, updatePasswordBody } from '@shop/contracts/account';
import { authUser } from '@shop/contracts/auth';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { updateInfo, updatePassword } from './profile.ts';

/** The signed-in user's profile and password (API-CONTRACT "User profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/user/update-info',
    {
      schema: {
        tags: ['account'],
        summary: 'Updates name, phone (unique) and e-mail; an `avatar` file (JPG, PNG or WebP, ≤ 2 MB)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: updateInfoBody,
        response: { 200: envelope(authUser) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await updateInfo(request, currentUser(request), request.body),
        ACCOUNT_MESSAGES.profileUpdated,
      ),
  );

  app.post(
    '/user/update-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets a new password (checks `oldPassword` when sent); signs out the other sessions',
        body: updatePasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await updatePassword(request, currentUser(request).id, request.body);
      return reply.ok(null, ACCOUNT_MESSAGES.passwordUpdated);
    },
  );
};
