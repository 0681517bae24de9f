import { mkdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { cardPriceClockPlugin } from './modules/catalog/card-price-clock.ts';
import { bannerScheduleClockPlugin } from './modules/home/banner-schedule-clock.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import { apiRoutes } from './modules/routes.ts';
import { authPlugin } from './platform/auth.ts';
import { bodyPlugin } from './platform/body.ts';
import { catalogChangesPlugin } from './platform/catalog-changes.ts';
import type { Config } from './platform/config.ts';
import { docsPlugin } from './platform/docs.ts';
import { envelopePlugin } from './platform/envelope.ts';
import { errorHandlerPlugin } from './platform/error-handler.ts';
import { healthRoutes } from './platform/health.ts';
import { lifecyclePlugin } from './platform/lifecycle.ts';
import { liveSettingsPlugin } from './platform/live-settings.ts';
import { createOutbox, createSmtpMailer, type Mailer } from './platform/outbox.ts';
import { pageCacheHooks, pageCachePlugin } from './platform/page-cache.ts';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET, rateLimitPlugin } from './platform/rate-limit.ts';
import { requestContextPlugin } from './platform/request-context.ts';
import { responseCachePlugin } from './platform/response-cache.ts';
import { securityPlugin } from './platform/security.ts';
import { servicesPlugin } from './platform/services.ts';
import { createSmsSender } from './platform/sms.ts';
import type { Storage } from './platform/storage.ts';
import { loadProductionWeb, type WebHandler, webRoutes } from './platform/web.ts';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  storage: Storage;
  /**
   * The storefront to mount after the API: a handler, `false` for the API only, or undefined to
   * load the production build of `apps/web` when it exists.
   */
  web?: WebHandler | false;
  /** Fastify logger options or an existing pino logger; no logging when absent. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Replaces the SMTP mailer made from `config.smtpUrl` (tests). */
  mailer?: Mailer | null;
  /** Sees every route as it is added (tests audit the request schemas of all routes). */
  onRoute?: (route: RouteOptions) => void;
}

/** Body size limit: a multipart request with a few 4 MB images. */
const BODY_LIMIT = 25 * 1024 * 1024;

/**
 * The app factory used by the server, the tests and the CLI: every plugin in load order, then the
 * API routes, the health check, the uploads, and last the storefront catch-all.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, storage } = opts;
  const loggerOptions =
    opts.logger && typeof (opts.logger as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: opts.logger as FastifyBaseLogger }
      : { logger: (opts.logger as FastifyServerOptions['logger']) ?? false };
  const app = Fastify({
    ...loggerOptions,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // while closing, platform/lifecycle.ts answers 503 itself, letting the storefront's own calls through
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  // first, so every later hook and handler runs inside the request's scope (platform/lifecycle.ts)
  await app.register(lifecyclePlugin, {});
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  const mailer =
    opts.mailer !== undefined
      ? opts.mailer
      : config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : null;
  await app.register(servicesPlugin, {
    config,
    db,
    storage,
    outbox: createOutbox(db, mailer, { sender: createSmsSender(config), log: app.log }),
  });

  // External plugins first (Fastify registers in order and our routes rely on them): security
  // headers, CORS, cookies, body parsers.
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    https: config.publicUrl.startsWith('https:'),
    development: config.env === 'development',
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(bodyPlugin);
  // store settings over the environment (name, mode, colour, currency, default language), read live
  await app.register(liveSettingsPlugin);
  await app.register(requestContextPlugin, { defaultLanguage: () => config.defaultLanguage });
  await app.register(envelopePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { db });
  await app.register(rateLimitPlugin, { ...config.rateLimit, redisUrl: config.redisUrl });
  await app.register(responseCachePlugin, config.responseCache);
  await app.register(catalogChangesPlugin, { redisUrl: config.redisUrl });
  await app.register(pageCachePlugin, config.pageCache);
  await app.register(cardPriceClockPlugin, { everyMs: config.priceClockMs });
  await app.register(bannerScheduleClockPlugin, { everyMs: config.priceClockMs });
  await app.register(docsPlugin, { appName: config.appName });

  let web: WebHandler | null = null;
  if (opts.web === undefined) {
    web = await loadProductionWeb(config.webBuildDir);
    if (!web) {
      app.log.warn('Storefront build not found (apps/web/build); run `npm run build`. Serving the API only.');
    }
  } else if (opts.web) {
    web = opts.web;
  }
  if (web?.setup) await web.setup(app);

  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(healthRoutes, { db });
  // the payment pages (form posts from the storefront), outside /api/v1 and before its catch-all
  await app.register(paymentRoutes);

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Stored file names never change content (a new upload gets a new name).
    maxAge: '30d',
  });

  if (web) {
    const handler = web;
    await app.register(webRoutes, {
      handler,
      apiBaseUrl: () => apiBaseUrlOf(app, config),
      apiHeaders: { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET },
      defaultLanguage: () => config.defaultLanguage,
      pages: pageCacheHooks(app.pageCache),
    });
    if (handler.close) app.addHook('onClose', async () => handler.close?.());
  }
  return app;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count becomes a function of the hop (Fastify
 * ignores a bare number): with N hops the N nearest addresses (the socket's, then the last ones of
 * `X-Forwarded-For`) are proxies and the next one is the client, whatever a client wrote before them.
 */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') {
    return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
  }
  return setting;
}

/** Where the storefront's server-side loaders reach this API: loopback on the listening port. */
export function apiBaseUrlOf(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = ['0.0.0.0', '::', '', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `http://${hostPart}:${port}${API_PREFIX}`;
}
