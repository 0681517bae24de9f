import { shopShort } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import { SELLER_SIGNUP_MESSAGES, sellerSignupBody } from '@shop/contracts/sellers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthLimits } from '../auth/auth-limits.ts';
import { multiVendorOnly } from '../shops/marketplace-guard.ts';
import { registerSeller } from './seller-signup.ts';

/** Seller registration (API-CONTRACT "Seller"): multiVendor only, 404 "Not found" otherwise. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  // the sign-up calls' per-IP limit (10 a minute), counted apart from /auth/signup
  const limits = createAuthLimits(app);

  app.post(
    '/seller/signup',
    {
      onRequest: multiVendorOnly(app),
      schema: {
        tags: ['seller'],
        summary:
          'Registers a seller and a shop awaiting approval (JSON or form); 409 when the phone or e-mail is taken',
        body: sellerSignupBody,
        response: { 200: envelope(shopShort) },
      },
    },
    async (request, reply) => {
      await limits.ip.hit(request, `seller-signup:${request.ip}`);
      return reply.ok(await registerSeller(request, request.body), SELLER_SIGNUP_MESSAGES.registered);
    },
  );
};
