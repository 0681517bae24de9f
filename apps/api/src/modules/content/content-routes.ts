import { footer, homepageCategories, page, subscribeBody } from '@shop/contracts/content';
import { envelope } from '@shop/contracts/envelope';
import { pathSegment } from '@shop/contracts/input';
import { pageConfig } from '@shop/contracts/page-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { activeCategories, buildCategoryTree } from '../catalog/index.ts';
import { buildFooter } from './footer.ts';
import { subscribe } from './newsletter-queries.ts';
import { buildPageConfig } from './page-config.ts';
import { findActivePage } from './pages-queries.ts';

/** Shell content: page configuration, footer, category tree, static pages, newsletter. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/page-config',
    {
      schema: {
        tags: ['content'],
        summary: 'The configuration every storefront page is rendered with',
        response: { 200: envelope(pageConfig) },
      },
    },
    async (_request, reply) => reply.ok(await buildPageConfig(app.db, app.config)),
  );

  app.get(
    '/homepage/footer',
    {
      schema: {
        tags: ['homepage'],
        summary: 'Footer: contact, social links, top categories, quick links, tags, default pages',
        response: { 200: envelope(footer) },
      },
    },
    async (request, reply) => reply.ok(await buildFooter(app.db, request.lang, app.config.appMode)),
  );

  app.get(
    '/homepage/categories',
    {
      schema: {
        tags: ['homepage'],
        summary: 'Every active category with its nested children and its parent',
        response: { 200: envelope(homepageCategories) },
      },
    },
    async (request, reply) =>
      reply.ok({ categories: buildCategoryTree(await activeCategories(app.db, request.lang)) }),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'An active static page (404 when unknown or inactive)',
        params: z.object({ slug: pathSegment(200) }),
        response: { 200: envelope(page) },
      },
    },
    async (request, reply) => {
      const found = await findActivePage(app.db, request.params.slug, request.lang);
      if (!found) throw new NotFound('Page not found');
      return reply.ok(found);
    },
  );

  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Newsletter sign-up; a repeated e-mail is accepted without a second entry',
        body: subscribeBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.ok(null, 'You have subscribed successfully.');
    },
  );
};
