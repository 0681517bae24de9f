import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document built from the routes' zod schemas, at `/api/docs/json`, and Swagger UI at
 * `/api/docs`. Must be registered before the routes so that it sees them.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, opts: { appName: string; version?: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${opts.appName} API`,
          description:
            'Every success is `{success: true, status, message, result}`; every failure ' +
            '`{success: false, status, message, errors?}`. See docs/api.md.',
          version: opts.version ?? '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
