import type { FastifyInstance } from 'fastify';
import { multipart } from '../helpers/app.ts';

/**
 * Calls as the original EpikCart storefront client makes them (issue 20): axios against
 * `/api/v1`, every POST body a browser FormData (multipart, arrays as repeated `key[]` fields,
 * objects as JSON strings), the token as `Authorization: Bearer`, the delivery zone in `Zone-Id`,
 * JSON asked for with `Accept`.
 */
export function legacyClient(app: FastifyInstance, zoneId = 1) {
  function headersOf(token: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'zone-id': String(zoneId) };
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }
  return {
    get(url: string, token?: string) {
      return app.inject({ method: 'GET', url: `/api/v1${url}`, headers: headersOf(token) });
    },
    postForm(url: string, token: string | undefined, fields: Record<string, string | string[]>) {
      const form = multipart(fields);
      return app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...headersOf(token), ...form.headers },
        payload: form.payload,
      });
    },
  };
}
