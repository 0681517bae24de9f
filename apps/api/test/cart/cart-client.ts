import { type CartResult, cartResult } from '@shop/contracts/cart';
import { envelope, errorBody } from '@shop/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { multipart } from '../helpers/app.ts';

export interface Caller {
  guestUserId?: number | string;
  token?: string;
  zoneId?: number;
  /** send the guest id as the cookie instead of a body/query field */
  asCookie?: boolean;
  lang?: string;
}

export interface CartAnswer {
  status: number;
  message: string;
  result: CartResult;
  setCookie: string | undefined;
}

function headersOf(caller: Caller): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.zoneId !== undefined) headers['zone-id'] = String(caller.zoneId);
  if (caller.lang) headers['accept-language'] = caller.lang;
  if (caller.asCookie && caller.guestUserId !== undefined)
    headers.cookie = `guestUserId=${caller.guestUserId}`;
  return headers;
}

/** Calls the cart API the way the storefront does (multipart bodies) and parses a success with the contract. */
export function cartClient(app: FastifyInstance) {
  async function raw(path: string, caller: Caller, fields?: Record<string, string | number>) {
    const headers = headersOf(caller);
    if (fields === undefined) {
      const query =
        caller.guestUserId !== undefined && !caller.asCookie ? `?guestUserId=${caller.guestUserId}` : '';
      return app.inject({ method: 'GET', url: `/api/v1${path}${query}`, headers });
    }
    const body: Record<string, string> = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, String(v)]),
    );
    if (caller.guestUserId !== undefined && !caller.asCookie) body.guestUserId = String(caller.guestUserId);
    const form = multipart(body);
    return app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  async function ok(
    path: string,
    caller: Caller,
    fields?: Record<string, string | number>,
  ): Promise<CartAnswer> {
    const res = await raw(path, caller, fields);
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    const body = envelope(cartResult).parse(res.json());
    const cookie = res.headers['set-cookie'];
    return {
      status: body.status,
      message: body.message,
      result: body.result,
      setCookie: Array.isArray(cookie) ? cookie.join('\n') : cookie,
    };
  }

  async function fails(path: string, caller: Caller, fields?: Record<string, string | number>) {
    const res = await raw(path, caller, fields);
    const body = errorBody.parse(res.json());
    return { statusCode: res.statusCode, message: body.message, errors: body.errors };
  }

  return {
    raw,
    list: (caller: Caller) => ok('/carts', caller),
    create: (caller: Caller, fields: Record<string, string | number>) => ok('/carts/create', caller, fields),
    update: (caller: Caller, fields: Record<string, string | number>) => ok('/carts/update', caller, fields),
    remove: (caller: Caller, fields: Record<string, string | number>) => ok('/carts/delete', caller, fields),
    fails,
  };
}
