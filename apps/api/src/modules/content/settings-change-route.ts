import { envelope } from '@shop/contracts/envelope';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type AuditActor, operatorActor } from '../audit/index.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A console call that saves storefront content kept in the settings (`changeSettings`): a PUT
 * behind the operator guard whose body is parsed with the contract's schema; it declares
 * `changesCatalog`, so the storefront's answers and pages are emptied on every instance at once.
 */
export function settingsChangeRoute<
  Body extends z.ZodType,
  Answer extends z.ZodType,
  Params extends z.ZodType = z.ZodType<Record<string, never>>,
>(
  app: App,
  path: string,
  route: {
    summary: string;
    params?: Params;
    body: Body;
    response: Answer;
    /** the message of the answer */
    message: string;
    save: (
      db: Database,
      actor: AuditActor,
      body: z.infer<Body>,
      params: z.infer<Params>,
    ) => Promise<z.infer<Answer>>;
  },
): void {
  // Typed loosely: the provider cannot resolve a generic schema; the save's parameters carry the types.
  const schema: FastifySchema = {
    tags: ['operator'],
    summary: route.summary,
    ...(route.params ? { params: route.params } : {}),
    body: route.body,
    response: { 200: envelope(route.response) },
  };
  app.put(path, { config: { changesCatalog: true }, schema }, async (request, reply) =>
    reply.ok(
      await route.save(
        app.db,
        operatorActor(request),
        request.body as z.infer<Body>,
        request.params as z.infer<Params>,
      ),
      route.message,
    ),
  );
}
