import { getTableName, isTable } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { type DatabaseHandle, schema } from '../../src/db/client.ts';
import { requestScope } from '../../src/platform/lifecycle.ts';

/**
 * The catalogue cache is emptied by routes declaring `config: { changesCatalog: true }`
 * (platform/response-cache.ts, decision 38). Forgetting the flag on a route that writes what
 * public answers show leaves stale answers for the cache's time to live, which the API tests,
 * running with the cache off, would never see. So every API test checks it: the database driver
 * records which tables each request wrote and read (its statements, in the request's
 * `requestScope`), and the app's close fails the test file when
 * - a request answered below 400 wrote a catalogue table and its route lacks `changesCatalog`, or
 * - a public answer the cache keeps read a table missing from `CATALOGUE_TABLES` and from
 *   `READ_STALE` (so the list follows what the public answers really read: a new table they read
 *   must be added, and then every route writing it needs the flag).
 * A route that writes a catalogue table, but nothing public answers show, is named with the
 * reason in `WRITES_NOTHING_SHOWN`.
 * A route no test calls is not checked: every route has tests (docs/spec-coverage.md).
 */
export const CATALOGUE_TABLES: ReadonlySet<string> = new Set([
  'areas',
  'badge_translations',
  'badges',
  'brand_translations',
  'brands',
  'campaign_products',
  'campaign_translations',
  'campaigns',
  'catalog_price_state',
  'categories',
  'category_translations',
  'category_variations',
  'cities',
  'countries',
  'coupon_categories',
  'coupon_conditions',
  'coupon_products',
  'coupons',
  'languages',
  'page_translations',
  'pages',
  'product_badges',
  'product_categories',
  'product_images',
  'product_reviews',
  'product_tags',
  'product_taxes',
  'product_translations',
  'product_variation_combinations',
  'product_variation_stocks',
  'product_variations',
  'products',
  'review_images',
  'settings',
  'shop_rating_counts',
  'shop_section_translations',
  'shop_sections',
  'shops',
  'states',
  'tags',
  'taxes',
  'unit_translations',
  'units',
  'variation_translations',
  'variation_value_translations',
  'variation_values',
  'variations',
  'warehouse_zones',
  'warehouses',
  'zone_shipping_charges',
  'zones',
]);

/**
 * Tables a public answer reads whose changes it may show only after the cache's time to live:
 * counts and names that change with every visit or order, where emptying the cache each time
 * would leave it empty.
 */
export const READ_STALE: Readonly<Record<string, string>> = {
  users: "a reviewer's name on a review (renaming oneself shows after the time to live)",
  orders: "a shop's count of orders on its profile",
  shop_impressions: "a shop's count of visits on its profile",
};

/**
 * Routes that write a catalogue table but nothing any public answer shows (by column), so they
 * need not empty the cache.
 */
export const WRITES_NOTHING_SHOWN: Readonly<Record<string, string>> = {
  'PUT /api/v1/admin/shops/default-commission': 'the commission rate of new shops (a setting no page shows)',
  'PUT /api/v1/admin/shops/:shop/commission': "a shop's commission rate",
  'POST /api/v1/seller/signup': 'a new shop waits for approval (approving it is flagged)',
  'POST /api/v1/seller/orders/:code/payment': "the shop's balance",
  'POST /api/v1/admin/payouts/:id/paid': "the shop's balance",
  'PATCH /api/v1/seller/inventory/settings': "the seller center's low-stock threshold",
};

const TABLES: ReadonlySet<string> = new Set(
  Object.values(schema).flatMap((value) => (isTable(value) ? [getTableName(value)] : [])),
);

interface Tables {
  written: Set<string>;
  read: Set<string>;
}

/** The tables each request's statements touched, by the request's scope object. */
const touched = new WeakMap<object, Tables>();

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function record(text: unknown): void {
  const scope = requestScope.getStore();
  if (!scope || typeof text !== 'string') return;
  let tables = touched.get(scope);
  if (!tables) {
    tables = { written: new Set(), read: new Set() };
    touched.set(scope, tables);
  }
  for (const [, name] of text.matchAll(WRITE)) {
    const table = name?.toLowerCase();
    if (table && TABLES.has(table)) tables.written.add(table);
  }
  for (const [, name] of text.matchAll(READ)) {
    const table = name?.toLowerCase();
    if (table && TABLES.has(table)) tables.read.add(table);
  }
}

const textOf = (query: unknown): unknown =>
  typeof query === 'object' && query !== null && 'text' in query ? query.text : query;

const watched = new WeakSet<object>();

type Method = (query: unknown, ...rest: unknown[]) => unknown;

function recording<T extends object>(target: T, method: 'query' | 'exec'): void {
  const original = (target as Record<string, unknown>)[method];
  if (typeof original !== 'function') return;
  (target as Record<string, unknown>)[method] = (query: unknown, ...rest: unknown[]) => {
    record(textOf(query));
    return (original as Method).call(target, query, ...rest);
  };
}

/** A proxy of a driver object (a PGlite transaction, a pooled client) whose statements are recorded. */
function recordingProxy<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object);
      if ((key === 'query' || key === 'exec') && typeof value === 'function')
        return (query: unknown, ...rest: unknown[]) => {
          record(textOf(query));
          return (value as Method).call(object, query, ...rest);
        };
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** Records, from now on, the statements run on `handle` by requests (once per handle). */
export function watchStatements(handle: DatabaseHandle): void {
  const client = (handle.db as unknown as { $client: object }).$client;
  if (watched.has(client)) return;
  watched.add(client);
  if (handle.driver === 'pglite') {
    const pglite = client as {
      transaction: (fn: (tx: object) => Promise<unknown>) => Promise<unknown>;
    };
    recording(pglite, 'query');
    recording(pglite, 'exec');
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (fn) => transaction((tx) => fn(recordingProxy(tx)));
    return;
  }
  const pool = client as pg.Pool;
  // pool.query runs on a client the pool picks, perhaps in another request's context: record it
  // here, in the caller's; a client checked out (a transaction) is recorded through a proxy
  recording(pool, 'query');
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) => {
    if (typeof cb === 'function') return connect(cb); // pool.query's own checkout
    return (connect() as Promise<pg.PoolClient>).then((pooled) => recordingProxy(pooled));
  };
}

/** What `checkCatalogueFlags` found wrong, one line per route. */
export interface FlagCheck {
  problems: Set<string>;
}

/**
 * Checks every request of `app` (see above). Call before the app is ready; read `problems` after.
 */
export function checkCatalogueFlags(app: FastifyInstance): FlagCheck {
  const problems = new Set<string>();
  const scopes = new WeakMap<FastifyRequest, object>();
  app.addHook('onRequest', async (request) => {
    const scope = requestScope.getStore();
    if (scope) scopes.set(request, scope);
  });
  app.addHook('onResponse', async (request, reply) => {
    const scope = scopes.get(request);
    const tables = scope && touched.get(scope);
    if (!tables) return;
    const { config } = request.routeOptions;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (reply.statusCode < 400 && config.changesCatalog !== true && !(route in WRITES_NOTHING_SHOWN)) {
      const written = [...tables.written].filter((table) => CATALOGUE_TABLES.has(table));
      if (written.length > 0)
        problems.add(`${route} writes ${written.sort().join(', ')} but lacks config.changesCatalog`);
    }
    // what the response cache keeps: public routes called without a bearer token
    if (config.publicCache === true && !request.headers.authorization) {
      const unlisted = [...tables.read].filter(
        (table) => !CATALOGUE_TABLES.has(table) && !(table in READ_STALE),
      );
      if (unlisted.length > 0)
        problems.add(
          `${route} is a public answer reading ${unlisted.sort().join(', ')}, missing from CATALOGUE_TABLES`,
        );
    }
  });
  return { problems };
}
