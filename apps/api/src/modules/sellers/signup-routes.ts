import { shopShort } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import { sellerSignupBody, sellerSignupCodeSent } from '@shop/contracts/sellers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthLimits } from '../auth/index.ts';
import { multiVendorOnly } from '../shops/index.ts';
import { registerSeller } from './seller-signup.ts';

/** Seller registration (API spec "Seller"): multiVendor only, 404 "Not found" otherwise. */
export const sellerSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  // the sign-up calls' per-IP limit (10 a minute), counted apart from /auth/signup; the SMS, code
  // and password limits per phone have the auth calls' sizes and share their counters in Redis
  const limits = createAuthLimits(app);

  app.post(
    '/seller/signup',
    {
      onRequest: multiVendorOnly(app),
      schema: {
        tags: ['seller'],
        summary:
          'Registers a shop awaiting approval (JSON or form). Without `code`: sends a code to the phone (result.verificationRequired); with it: creates the shop, for a new seller or for the customer the phone belongs to (its password needed). 409 when the e-mail is taken',
        body: sellerSignupBody,
        response: { 200: envelope(z.union([shopShort, sellerSignupCodeSent])) },
      },
    },
    async (request, reply) => {
      await limits.ip.hit(request, `seller-signup:${request.ip}`);
      const { result, message } = await registerSeller(request, limits, request.body);
      return reply.ok(result, message);
    },
  );
};
