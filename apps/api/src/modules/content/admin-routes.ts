import {
  adminPage,
  adminPagesQuery,
  adminPagesResult,
  footerBody,
  CONTENT_MESSAGES as M,
  pageBody,
  subscribersExportQuery,
  subscribersQuery,
  subscribersResult,
} from '@shop/contracts/admin/content';
import { envelope } from '@shop/contracts/envelope';
import { idInput } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorActor } from '../audit/index.ts';
import {
  createPage,
  exportSubscribersCsv,
  listPages,
  listSubscribers,
  loadFooter,
  loadPage,
  saveFooter,
  savePage,
} from './content-admin.ts';
import { settingsChangeRoute } from './settings-change-route.ts';

const tags = ['operator'];
/** Every write here changes what the storefront shows: the answers and pages are emptied at once. */
const changesCatalog = { changesCatalog: true };
const pageParams = z.object({ id: idInput(M.pageNotFound) });

/**
 * The operator console's CMS pages, footer and newsletter subscribers (issue 18 §4) under
 * `/admin/storefront`, behind the operator guard. The storefront's /pages/:slug and
 * /homepage/footer read what is saved here at once.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefront/pages',
    {
      schema: {
        tags,
        summary: 'CMS pages, last changed first; `search` matches the title and the slug',
        querystring: adminPagesQuery,
        response: { 200: envelope(adminPagesResult) },
      },
    },
    async (request, reply) => reply.ok(await listPages(app.db, request.query)),
  );

  app.get(
    '/storefront/pages/:id',
    {
      schema: {
        tags,
        summary: 'A CMS page with its es-ES and ar-SA translations',
        params: pageParams,
        response: { 200: envelope(adminPage) },
      },
    },
    async (request, reply) => reply.ok(await loadPage(app.db, request.params.id)),
  );

  app.post(
    '/storefront/pages',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Creates a CMS page (rich text sanitised by the server; the slug is its address /pages/{slug})',
        body: pageBody,
        response: { 200: envelope(adminPage) },
      },
    },
    async (request, reply) =>
      reply.ok(await createPage(app.db, operatorActor(request), request.body), M.pageCreated),
  );

  app.put(
    '/storefront/pages/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary: 'Saves a CMS page and its translations (rich text sanitised by the server)',
        params: pageParams,
        body: pageBody,
        response: { 200: envelope(adminPage) },
      },
    },
    async (request, reply) =>
      reply.ok(await savePage(app.db, operatorActor(request), request.params.id, request.body), M.pageSaved),
  );

  app.get(
    '/storefront/footer',
    {
      schema: {
        tags,
        summary: "The footer's contact details, social and app links, and quick links",
        response: { 200: envelope(footerBody) },
      },
    },
    async (_request, reply) => reply.ok(await loadFooter(app.db)),
  );

  settingsChangeRoute(app, '/storefront/footer', {
    summary: "Saves the footer's contact details, social and app links (each shown or not), and quick links",
    body: footerBody,
    response: footerBody,
    message: M.footerSaved,
    save: saveFooter,
  });

  app.get(
    '/storefront/newsletter',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first; `search` matches part of the e-mail',
        querystring: subscribersQuery,
        response: { 200: envelope(subscribersResult) },
      },
    },
    async (request, reply) => reply.ok(await listSubscribers(app.db, request.query)),
  );

  app.get(
    '/storefront/newsletter/export.csv',
    {
      schema: {
        tags,
        summary: 'The subscribers matching `search` as CSV (text/csv): email, subscribed_at',
        querystring: subscribersExportQuery,
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribersCsv(app.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
