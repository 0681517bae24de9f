import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * How the operator commands (`npm run shops`, `npm run chat`) reach the shop: through the running
 * server's operator API when ADMIN_API_TOKEN is set (at `urlOverride`, else
 * http://127.0.0.1:$PORT), otherwise on the database directly (stop a PGlite server first).
 */
export function operatorApiBase(config: Config, urlOverride: string | undefined): string | null {
  if (!config.adminApiToken) return null;
  return (urlOverride ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
}

/** Calls an operator endpoint and returns its `result`; a failure throws with the server's message. */
export async function callOperatorApi<T>(
  config: Config,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.adminApiToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string; result?: T };
  if (!res.ok) throw new AppError(res.status, json.message ?? `HTTP ${res.status}`);
  return json.result as T;
}
