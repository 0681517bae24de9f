import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(opts),
      // Images under /uploads may be shown by other sites' previews (Open Graph).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: opts.https,
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
