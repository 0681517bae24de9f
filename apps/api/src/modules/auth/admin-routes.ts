import {
  OPERATOR_SESSION_MESSAGES,
  operatorLoginBody,
  operatorLoginResult,
  operatorSession,
} from '@shop/contracts/admin/session';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../platform/admin-token.ts';
import { revokeTokenById } from '../../platform/auth.ts';
import { Unauthorized } from '../../platform/errors.ts';
import { addMessages, translate } from '../../platform/messages.ts';
import { invalidCredentials } from './auth-errors.ts';
import { createAuthLimits } from './auth-limits.ts';
import { checkPasswordLimited } from './auth-service.ts';
import { assertOperator, findOperatorAccount, startOperatorSession } from './operator-session.ts';

addMessages({
  [OPERATOR_SESSION_MESSAGES.notOperator]: {
    'es-ES': 'Esta cuenta no es de un operador del marketplace.',
    'ar-SA': 'هذا الحساب ليس لمشغّل في السوق.',
  },
});

/**
 * The operator console's session (issue 18, decision 80), under `/admin`: the sign-in, the
 * session and sign-out. The operator token it issues opens only `/api/v1/admin/...`.
 */
export const operatorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createAuthLimits(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Signs an operator (an account of user_type admin) in by phone and password; the token opens only the operator API',
        body: operatorLoginBody,
        response: { 200: operatorLoginResult },
      },
    },
    async (request) => {
      const { phone, password } = request.body;
      await limits.ip.hit(request, `operator-login:${request.ip}`);
      const account = await findOperatorAccount(app.db, phone);
      const ok = await checkPasswordLimited(request, limits, phone, password, account?.passwordHash ?? null);
      if (!account || !ok) throw invalidCredentials();
      assertOperator(account);
      const { accessToken, expiresAt, session } = await startOperatorSession(app.db, account);
      return {
        success: true as const,
        status: 200,
        message: translate(request.lang, OPERATOR_SESSION_MESSAGES.loggedIn),
        access_token: accessToken,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        ...session,
      };
    },
  );

  app.get(
    '/auth/session',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['operator'],
        summary: "The signed-in operator's account (401 for the machine token, which has none)",
        response: { 200: envelope(operatorSession) },
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      if (!operator) throw new Unauthorized();
      return reply.ok({ user: { name: operator.name, phone: operator.phone, email: operator.email } });
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['operator'],
        summary: 'Ends this operator session (revokes its token)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      if (request.operator && request.authTokenId !== null)
        await revokeTokenById(app.db, request.authTokenId);
      return reply.ok(null, OPERATOR_SESSION_MESSAGES.loggedOut);
    },
  );
};
