import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Extra origins allowed to call the API from a browser; the shop's own origin always works. */
  corsOrigins: readonly string[];
  /** Upgrade-insecure-requests only makes sense when the shop is served over HTTPS. */
  https: boolean;
  /** Vite's dev server needs inline modules and a WebSocket; the CSP is relaxed for it. */
  development: boolean;
}

/**
 * Content Security Policy: everything from the shop's own origin only. Inline scripts are allowed
 * because the server-rendered pages carry React Router's inline hydration script (and Swagger UI
 * its inline start-up script); no third-party host is allowed anywhere.
 */
export function contentSecurityPolicy(opts: Pick<SecurityOptions, 'https' | 'development'>) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': opts.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      'media-src': ["'self'", 'blob:'],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * The headers helmet sets for these options, computed once. They are the same on every answer,
 * and helmet's own middleware re-renders the whole policy on each request (a tenth of the CPU of
 * a cached answer under load).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  // a response that is never sent: helmet's middleware only sets and removes its headers
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return headers;
}

/** Where the storefront's fingerprinted build files are served (Vite's `assets` folder). */
const BUILD_ASSETS = '/assets/';

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const headers = securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(opts),
      // Images under /uploads may be shown by other sites' previews (Open Graph).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: opts.https,
      // Other sites still get no referrer; the shop's own form posts (the product page's Add To
      // Cart without JavaScript) carry their Origin: under `no-referrer` a browser sends
      // `Origin: null`, which React Router refuses for an action as a possible forgery.
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // A build file (script, style, font) is never a document: the policies above do nothing on
      // it, and each costs ~0.7 kB on every one of a page's first-load requests. Only nosniff
      // applies to scripts and styles.
      if (request.url.startsWith(BUILD_ASSETS)) reply.header('x-content-type-options', 'nosniff');
      else reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: opts.corsOrigins.length > 0 ? [...opts.corsOrigins] : false,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Zone-Id', 'ZoneId'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
