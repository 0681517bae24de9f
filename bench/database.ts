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
