import {
  createOperatorBody,
  createOperatorResult,
  OPERATOR_REMOVAL_MESSAGES,
  OPERATOR_SESSION_MESSAGES,
  OPERATOR_SETUP_MESSAGES,
  operatorDemoCredentials,
  operatorListItem,
  operatorLoginBody,
  operatorLoginResult,
  operatorSession,
  operatorSetPasswordBody,
} from '@shop/contracts/admin/session';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../platform/admin-token.ts';
import { revokeTokenById } from '../../platform/auth.ts';
import { NotFound, Unauthorized } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { idString } from '../../platform/schemas.ts';
import { operatorActor } from '../audit/index.ts';
import { invalidCredentials } from './auth-errors.ts';
import { createAuthLimits } from './auth-limits.ts';
import { checkPasswordLimited } from './auth-service.ts';
import { DEMO_SHOP_OWNER } from './demo-accounts.ts';
import { createOperator, listOperators, removeOperator, setOperatorPassword } from './operator-accounts.ts';
import { assertOperator, findOperatorAccount, startOperatorSession } from './operator-session.ts';

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

  app.get(
    '/auth/demo',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Demo mode only: the demo operator whose phone and password /admin/login pre-fills; 404 otherwise',
        response: { 200: envelope(operatorDemoCredentials) },
      },
    },
    async (_request, reply) => {
      if (!app.config.demoMode) throw new NotFound();
      return reply.ok({ phone: DEMO_SHOP_OWNER.phone, password: DEMO_SHOP_OWNER.password });
    },
  );

  app.post(
    '/auth/set-password',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Sets an operator's password with the one-time link of `npm run admin -- create` and signs them in (400 for a used or expired link)",
        body: operatorSetPasswordBody,
        response: { 200: operatorLoginResult },
      },
    },
    async (request) => {
      await limits.ip.hit(request, `operator-setup:${request.ip}`);
      const { accessToken, expiresAt, session } = await setOperatorPassword(
        app.db,
        request.body.token,
        request.body.password,
        request.ip,
      );
      return {
        success: true as const,
        status: 200,
        message: translate(request.lang, OPERATOR_SETUP_MESSAGES.passwordSet),
        access_token: accessToken,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        ...session,
      };
    },
  );

  app.post(
    '/operators',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['operator'],
        summary:
          'Makes an operator account for a phone (or finds it) and answers a one-time link to set its password, good for 24 hours',
        body: createOperatorBody,
        response: { 200: envelope(createOperatorResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createOperator(
          { db: app.db, publicUrl: app.config.publicUrl },
          operatorActor(request),
          request.body,
        ),
        OPERATOR_SETUP_MESSAGES.created,
      ),
  );

  app.get(
    '/operators',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['operator'],
        summary: "The marketplace's operators: last activity, a set-password link waiting, which one is you",
        response: { 200: envelope(z.array(operatorListItem)) },
      },
    },
    async (request, reply) => reply.ok(await listOperators(app.db, request.operator?.userId ?? null)),
  );

  app.delete(
    '/operators/:id',
    {
      onRequest: adminOnly(app),
      schema: {
        tags: ['operator'],
        summary:
          "Takes an operator's access away (they stay a customer or their shop's seller); never yourself or the last operator",
        params: z.object({ id: idString }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await removeOperator(app.db, operatorActor(request), request.params.id);
      return reply.ok(null, OPERATOR_REMOVAL_MESSAGES.removed);
    },
  );
};
