import { envelope } from '@shop/contracts/envelope';
import {
  SELLER_SESSION_MESSAGES,
  sellerDemoCredentials,
  sellerLoginBody,
  sellerLoginResult,
  sellerSession,
} from '@shop/contracts/seller/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeTokenById } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { currentSeller, sellerOnly } from '../../platform/seller-auth.ts';
import {
  checkPasswordLimited,
  createAuthLimits,
  DEMO_SELLER,
  DEMO_SHOP_OWNER,
  invalidCredentials,
} from '../auth/index.ts';
import { assertMaySell, findSellerAccount, loadSellerSession, startSellerSession } from './seller-session.ts';

/**
 * The seller center's session (issue 17, decision 62): `/login` signs in here, and the token it
 * gets opens only `/api/v1/seller/...`. Mounted under `/seller`.
 */
export const sellerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createAuthLimits(app);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['seller'],
        summary:
          'Signs a seller in by phone and password (the wrong-password lock of the customer sign-in applies); the token opens only the seller API',
        body: sellerLoginBody,
        response: { 200: sellerLoginResult },
      },
    },
    async (request) => {
      const { phone, password } = request.body;
      await limits.ip.hit(request, `seller-login:${request.ip}`);
      const account = await findSellerAccount(app.db, phone);
      const ok = await checkPasswordLimited(request, limits, phone, password, account?.passwordHash ?? null);
      if (!account || !ok) throw invalidCredentials();
      const shopId = assertMaySell(account, app.config.appMode);
      const { accessToken, expiresAt, session } = await startSellerSession(app, account, shopId);
      return {
        success: true as const,
        status: 200,
        message: translate(request.lang, SELLER_SESSION_MESSAGES.loggedIn),
        access_token: accessToken,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        ...session,
      };
    },
  );

  app.get(
    '/auth/demo',
    {
      schema: {
        tags: ['seller'],
        summary: 'Demo mode only: the demo seller whose phone and password /login pre-fills; 404 otherwise',
        response: { 200: envelope(sellerDemoCredentials) },
      },
    },
    async (_request, reply) => {
      if (!app.config.demoMode) throw new NotFound();
      const demo = app.config.appMode === 'multiVendor' ? DEMO_SELLER : DEMO_SHOP_OWNER;
      return reply.ok({ phone: demo.phone, password: demo.password });
    },
  );

  app.get(
    '/auth/session',
    {
      onRequest: sellerOnly,
      schema: {
        tags: ['seller'],
        summary: "The signed-in seller's account and shop",
        response: { 200: envelope(sellerSession) },
      },
    },
    async (request, reply) => reply.ok(await loadSellerSession(app, currentSeller(request))),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: sellerOnly,
      schema: {
        tags: ['seller'],
        summary: 'Ends this seller-center session (revokes its token)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      if (request.authTokenId !== null) await revokeTokenById(app.db, request.authTokenId);
      return reply.ok(null, SELLER_SESSION_MESSAGES.loggedOut);
    },
  );
};
