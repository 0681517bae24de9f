/**
 * The bench database: dropped and created again before seeding, or kept with --reuse when it
 * already holds the requested number of products. Uses the `pg` package of apps/api.
 */
import pg from 'pg';

function parts(databaseUrl: string): { name: string; adminUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) {
    throw new Error(`the bench database name must be letters, digits and _ (got "${name}")`);
  }
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the database (closing its connections) and creates it empty. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const { name, adminUrl } = parts(databaseUrl);
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** The number of products in the database, or null when it does not exist or has no catalogue. */
export async function countProducts(databaseUrl: string): Promise<number | null> {
  const { name, adminUrl } = parts(databaseUrl);
  const exists = await withClient(adminUrl, async (client) => {
    const r = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (r.rowCount ?? 0) > 0;
  });
  if (!exists) return null;
  return withClient(databaseUrl, async (client) => {
    const table = await client.query("select to_regclass('public.products') as t");
    if (!table.rows[0]?.t) return null;
    const r = await client.query('select count(*)::int as n from products');
    return Number(r.rows[0]?.n);
  });
}

export async function postgresVersion(databaseUrl: string): Promise<string> {
  const { adminUrl } = parts(databaseUrl);
  return withClient(adminUrl, async (client) => {
    const r = await client.query('show server_version');
    return `PostgreSQL ${String(r.rows[0]?.server_version ?? '?')}`;
  });
}

/**
 * Refreshes the planner's statistics of the tables the load writes to (carts grow by thousands of
 * guests a run), as autovacuum does on a default PostgreSQL. Without them, on a server that has
 * autovacuum off, the planner would guess that a guest holds hundreds of lines and scan the whole
 * table for each cart.
 */
export async function analyzeWrittenTables(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('analyze carts, guest_users');
  });
}

/**
 * Waits until no query of other sessions is running in the database: a load run stops sending,
 * but the server still works through the requests it had queued, and that work must not be
 * measured as the next scenario's. Returns the seconds waited; gives up after `maxMs`.
 */
export async function waitForIdleDatabase(databaseUrl: string, maxMs = 120_000): Promise<number> {
  const { name, adminUrl } = parts(databaseUrl);
  const started = Date.now();
  return withClient(adminUrl, async (client) => {
    let idleChecks = 0;
    while (Date.now() - started < maxMs) {
      const r = await client.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()",
        [name],
      );
      // idle twice in a row, 100 ms apart: the server is not between two queries of one request
      idleChecks = Number(r.rows[0]?.n) === 0 ? idleChecks + 1 : 0;
      if (idleChecks >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (Date.now() - started) / 1000;
  });
}
