import {
  adminZone,
  adminZonesResult,
  GEO_KINDS,
  geoBodies,
  geoListQuery,
  geoListResult,
  geoParams,
  geoRow,
  SHIPPING_MESSAGES as M,
  zoneBody,
  zoneUpdateBody,
} from '@shop/contracts/admin/shipping';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorActor } from '../audit/index.ts';
import {
  createGeo,
  createZone,
  deleteGeo,
  editZone,
  listGeo,
  listZones,
  removeZone,
  updateGeo,
} from './geo-admin.ts';

const tags = ['operator'];
const changesCatalog = { changesCatalog: true };

const WHAT: Record<(typeof GEO_KINDS)[number], string> = {
  countries: 'countries',
  states: 'states (of a country: parentId)',
  cities: 'cities (of a state: parentId)',
  areas: 'areas (of a city: parentId; of a zone: zoneId)',
};

/**
 * Shipping in the operator console (issue 18 §5), under `/admin`: countries, states, cities and
 * areas (`/geo/<kind>`), delivery zones and the platform shop's charge per zone (`/zones`). Every
 * write empties the storefront's caches, so its location pickers and checkout follow at once.
 */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, decimals: app.config.currency.decimals });

  for (const kind of GEO_KINDS) {
    const body = geoBodies[kind];
    app.get(
      `/geo/${kind}`,
      {
        schema: {
          tags,
          summary: `A page of ${WHAT[kind]} by name, active or not, with what uses them`,
          querystring: geoListQuery,
          response: { 200: envelope(geoListResult) },
        },
      },
      async (request, reply) => reply.ok(await listGeo(app.db, kind, request.query)),
    );
    app.post(
      `/geo/${kind}`,
      {
        config: changesCatalog,
        schema: { tags, summary: `Creates one of the ${kind}`, body, response: { 200: envelope(geoRow) } },
      },
      async (request, reply) =>
        reply.ok(await createGeo(app.db, operatorActor(request), kind, request.body), M.created),
    );
    app.patch(
      `/geo/${kind}/:id`,
      {
        config: changesCatalog,
        schema: {
          tags,
          summary: `Changes one of the ${kind} (only the fields sent), e.g. switches it on or off`,
          params: geoParams,
          body: body.partial(),
          response: { 200: envelope(geoRow) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await updateGeo(app.db, operatorActor(request), kind, request.params.id, request.body),
          M.saved,
        ),
    );
    app.delete(
      `/geo/${kind}/:id`,
      {
        config: changesCatalog,
        schema: {
          tags,
          summary: `Deletes one of the ${kind} that nothing uses (409 while it has children or saved addresses)`,
          params: geoParams,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request, reply) => {
        await deleteGeo(app.db, operatorActor(request), kind, request.params.id);
        return reply.ok(null, M.deleted);
      },
    );
  }

  app.get(
    '/zones',
    {
      schema: {
        tags,
        summary:
          "Every delivery zone with its areas, the platform shop's charge there and how many shops deliver there",
        response: { 200: envelope(adminZonesResult) },
      },
    },
    async (_request, reply) => reply.ok(await listZones(deps())),
  );

  app.post(
    '/zones',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "Creates a zone covering the areas listed (taken from their zone) with the platform shop's charge (null: its default)",
        body: zoneBody,
        response: { 200: envelope(adminZone) },
      },
    },
    async (request, reply) =>
      reply.ok(await createZone(deps(), operatorActor(request), request.body), M.zoneCreated),
  );

  app.patch(
    '/zones/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          "Changes a zone (only the fields sent): name, on/off, exactly the areas it covers, the platform shop's charge",
        params: geoParams,
        body: zoneUpdateBody,
        response: { 200: envelope(adminZone) },
      },
    },
    async (request, reply) =>
      reply.ok(await editZone(deps(), operatorActor(request), request.params.id, request.body), M.zoneSaved),
  );

  app.delete(
    '/zones/:id',
    {
      config: changesCatalog,
      schema: {
        tags,
        summary:
          'Deletes a zone no warehouse delivers to (409 otherwise); its areas are no longer delivered to',
        params: geoParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await removeZone(deps(), operatorActor(request), request.params.id);
      return reply.ok(null, M.zoneDeleted);
    },
  );
};
