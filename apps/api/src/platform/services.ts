import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { Config } from './config.ts';
import type { Outbox } from './outbox.ts';
import type { Storage } from './storage.ts';

/** What every route can reach through `app` (or `request.server`). */
export interface AppServices {
  config: Config;
  db: Database;
  storage: Storage;
  outbox: Outbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: Storage;
    outbox: Outbox;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, services: AppServices) => {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('storage', services.storage);
    app.decorate('outbox', services.outbox);
  },
  { name: 'services' },
);
