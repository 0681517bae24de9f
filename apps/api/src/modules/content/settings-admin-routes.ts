import {
  adminStoreSettings,
  SETTINGS_MESSAGES as M,
  SETTINGS_IMAGE_KINDS,
  storeSettingsBody,
} from '@shop/contracts/admin/settings';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorActor } from '../audit/index.ts';
import {
  adminSettings,
  removeSettingsImage,
  replaceSettingsImage,
  updateSettings,
} from './settings-admin.ts';

const tags = ['operator'];

/**
 * The operator console's store settings (issue 18 §6), under `/admin`: name, mode, colour,
 * currency display, languages, order code prefix, contact, logo and favicon. Every write empties
 * the storefront's caches (`changesCatalog`; the settings cache and the live config follow in
 * the service) and is recorded in the audit log.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, storage: app.storage });

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'The store settings in force (a setting, else the environment variable) with what the environment says and the languages',
        response: { 200: envelope(adminStoreSettings) },
      },
    },
    async (_request, reply) => reply.ok(await adminSettings(deps())),
  );

  app.patch(
    '/settings',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Changes the store settings (only the fields sent): name, app mode (null = as APP_MODE), primary colour (readable), currency code (fixed once orders exist), symbol and position, languages, order code prefix, contact',
        body: storeSettingsBody,
        response: { 200: envelope(adminStoreSettings) },
      },
    },
    async (request, reply) =>
      reply.ok(await updateSettings(deps(), operatorActor(request), request.body), M.saved),
  );

  for (const kind of SETTINGS_IMAGE_KINDS) {
    app.post(
      `/settings/${kind}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags,
          summary: `Replaces the store's ${kind} (multipart \`image\`: JPEG, PNG or WebP up to 4 MB, checked by content, ${kind === 'logo' ? 'resized' : 'cropped to a 192 px square PNG'})`,
          response: { 200: envelope(adminStoreSettings) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await replaceSettingsImage(deps(), operatorActor(request), kind, request.uploads),
          kind === 'logo' ? M.logoSaved : M.faviconSaved,
        ),
    );
    app.delete(
      `/settings/${kind}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags,
          summary: `Removes the store's ${kind} (the storefront shows its built-in one)`,
          response: { 200: envelope(adminStoreSettings) },
        },
      },
      async (request, reply) =>
        reply.ok(await removeSettingsImage(deps(), operatorActor(request), kind), M.imageRemoved),
    );
  }
};
