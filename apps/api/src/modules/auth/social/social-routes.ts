import { SOCIAL_PROVIDERS } from '@shop/contracts/auth';
import { text } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueToken } from '../../../platform/auth.ts';
import { NotFound } from '../../../platform/errors.ts';
import { mergeGuestCart } from '../../cart/index.ts';
import { TOKEN_LIFETIME_MS } from '../auth-service.ts';
import { newAttempt, openAttempt, STATE_COOKIE, STATE_TTL_MS, sealAttempt } from './oauth-state.ts';
import { authorizeUrl, fetchProfile, findOrCreateCustomer } from './social-login.ts';

const COOKIE_PATH = '/api/v1/auth/social';
const params = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { message: 'Social login is not available' }) });

/**
 * Social sign-in (Facebook, Google) through the OAuth 2 authorization-code flow with state and
 * PKCE. It starts at `/auth/social/:provider` (the page configuration's button address) and ends
 * with a redirect to the storefront: `/?accessToken=…` or `/?socialLogin=failed`.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;
  const secure = publicUrl.startsWith('https:');

  function settingsOf(provider: z.infer<typeof params>['provider']) {
    const settings = app.config.oauth[provider];
    if (!settings) throw new NotFound('Social login is not available');
    return settings;
  }

  app.get(
    '/auth/social/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: "Redirects to the provider's sign-in page (configured providers only)",
        params,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = settingsOf(provider);
      const attempt = newAttempt(provider);
      reply.setCookie(STATE_COOKIE, sealAttempt(attempt, settings.clientSecret), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: STATE_TTL_MS / 1000,
      });
      return reply.redirect(authorizeUrl(provider, settings, attempt, publicUrl), 302);
    },
  );

  app.get(
    '/auth/social/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider returns here; signs the customer in and redirects to the storefront',
        params,
        querystring: z.object({
          code: text().max(2048).optional(),
          state: text().max(512).optional(),
          error: text().max(512).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = settingsOf(provider);
      const attempt = openAttempt(
        request.cookies[STATE_COOKIE],
        provider,
        request.query.state,
        settings.clientSecret,
      );
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const failed = (reason: string, error?: unknown) => {
        request.log.warn({ provider, reason, err: error }, 'social login failed');
        return reply.redirect(`${publicUrl}/?socialLogin=failed`, 302);
      };
      if (!attempt) return failed('missing, expired or foreign state');
      if (request.query.error || !request.query.code) return failed(request.query.error ?? 'no code');
      try {
        const profile = await fetchProfile(provider, settings, request.query.code, attempt, publicUrl);
        const userId = await findOrCreateCustomer(app.db, provider, profile);
        if (request.guestUserId !== null) await mergeGuestCart(app.db, request.guestUserId, userId);
        const token = await issueToken(app.db, userId, {
          name: `Social login (${provider})`,
          expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS.remember),
        });
        return reply.redirect(`${publicUrl}/?accessToken=${encodeURIComponent(token)}`, 302);
      } catch (error) {
        return failed('exchange or account', error);
      }
    },
  );
};
