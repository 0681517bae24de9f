import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Most distinct statements one process names. PostgreSQL keeps a named statement per connection
 * until the connection closes, so the count is capped: statements beyond it (queries whose text
 * varies without end) run unnamed, as before.
 */
const MAX_NAMED_STATEMENTS = 1_000;
const names = new Map<string, string>();

/** The statement name of a parameterised query text, or undefined once the cap is reached. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

type QueryConfig = pg.QueryConfig & { submit?: unknown };

/**
 * A node-postgres client that sends every parameterised query as a named prepared statement,
 * keyed by its text. PostgreSQL then parses each statement once per connection and, after a few
 * runs, reuses its plan: the catalogue's short queries spent several times longer being planned
 * than being run (a cart read is a dozen of them). Queries without parameters keep the simple
 * protocol, which allows several statements in one text (migrations, seed scripts); COPY streams
 * and other submittables pass through untouched.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query() has a dozen overloads
  override query(config: any, values?: any, callback?: any): any {
    return super.query(named(config, values), values, callback);
  }
}

/** The query config with its statement name, when it should have one. */
// biome-ignore lint/suspicious/noExplicitAny: what query() takes
export function named(config: any, values: unknown): any {
  if (typeof config === 'string') {
    const name = Array.isArray(values) ? statementName(config) : undefined;
    return name ? { text: config, name } : config;
  }
  if (config === null || typeof config !== 'object') return config;
  const query = config as QueryConfig;
  if (typeof query.submit === 'function' || typeof query.text !== 'string' || query.name !== undefined) {
    return config;
  }
  if (!Array.isArray(values) && !Array.isArray(query.values)) return config;
  const name = statementName(query.text);
  return name ? { ...query, name } : config;
}
