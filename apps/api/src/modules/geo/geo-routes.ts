import { envelope } from '@shop/contracts/envelope';
import { areas, cities, states } from '@shop/contracts/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { idString } from '../../platform/schemas.ts';
import { activeAreasOf, activeCitiesOf, activeStatesOf } from './geo-queries.ts';

/** Location pickers: states of a country, cities of a state, areas (with their zone) of a city. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/get-states/:countryId',
    {
      schema: {
        tags: ['locations'],
        summary: 'Active states of a country, by name',
        params: z.object({ countryId: idString }),
        response: { 200: envelope(states) },
      },
    },
    async (request, reply) => reply.ok(await activeStatesOf(app.db, request.params.countryId)),
  );

  app.get(
    '/get-cities/:stateId',
    {
      schema: {
        tags: ['locations'],
        summary: 'Active cities of a state, by name',
        params: z.object({ stateId: idString }),
        response: { 200: envelope(cities) },
      },
    },
    async (request, reply) => reply.ok(await activeCitiesOf(app.db, request.params.stateId)),
  );

  app.get(
    '/get-areas/:cityId',
    {
      schema: {
        tags: ['locations'],
        summary: 'Active areas of a city, by name, with their delivery zone',
        params: z.object({ cityId: idString }),
        response: { 200: envelope(areas) },
      },
    },
    async (request, reply) => reply.ok(await activeAreasOf(app.db, request.params.cityId)),
  );
};
