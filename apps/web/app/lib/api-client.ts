import { errorBody } from '@shop/contracts/envelope';
import type { z } from 'zod';

/**
 * The one HTTP client of the storefront. Every call goes through it so that every call carries
 * the same headers (API-CONTRACT.md "Transport conventions"): the bearer token when signed in,
 * the chosen language, the delivery zone of the saved location, and, for calls that need it,
 * the guest id. Answers come back as typed results; nothing here throws for an HTTP failure.
 */
export type ApiResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** Shown when the server gave no usable message (SPEC §8). */
export const GENERIC_ERROR = 'Something went wrong';

export interface ApiClientOptions {
  /** e.g. `/api/v1` in the browser or `http://127.0.0.1:3000/api/v1` on the server. */
  baseUrl: string;
  language?: () => string | null | undefined;
  token?: () => string | null | undefined;
  zoneId?: () => number | null | undefined;
  guestUserId?: () => string | null | undefined;
  /** Headers copied onto every request (the server forwards the shopper's cookies this way). */
  forwardHeaders?: Record<string, string>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Adds `guestUserId` (query string for GET, form field for POST) when a guest id is known. */
  withGuest?: boolean;
  signal?: AbortSignal;
  /**
   * Parses the whole body instead of its `result` field: the auth calls (login, signup, verify,
   * user) answer at the top level (API-CONTRACT.md "Auth").
   */
  topLevel?: boolean;
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Registers a listener for a 401 answer to a call that carried a bearer token: the token is no
 * longer valid, so the session must end (SPEC §4 "A 401 on any call logs the user out").
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export type FormValue = string | number | boolean | Blob | null | undefined | Array<string | number> | Blob[];

export interface ApiClient {
  get<S extends z.ZodType>(
    path: string,
    result: S,
    options?: RequestOptions,
  ): Promise<ApiResult<z.output<S>>>;
  post<S extends z.ZodType>(
    path: string,
    body: Record<string, FormValue>,
    result: S,
    options?: RequestOptions,
  ): Promise<ApiResult<z.output<S>>>;
}

/** Builds multipart form data the way the contract asks: nulls left out, arrays (also of files) as `key[]`. */
export function toFormData(body: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${key}[]`, item instanceof Blob ? item : String(item));
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function headers(): Headers {
    const h = new Headers(options.forwardHeaders);
    h.set('Accept', 'application/json');
    const language = options.language?.();
    if (language) h.set('Accept-Language', language);
    const token = options.token?.();
    if (token) h.set('Authorization', `Bearer ${token}`);
    const zoneId = options.zoneId?.();
    if (zoneId !== null && zoneId !== undefined) h.set('Zone-Id', String(zoneId));
    return h;
  }

  async function send<S extends z.ZodType>(
    url: string,
    init: RequestInit,
    result: S,
    topLevel = false,
  ): Promise<ApiResult<z.output<S>>> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return { ok: false, status: 0, message: GENERIC_ERROR };
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 401 && (init.headers as Headers).has('Authorization')) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    if (!response.ok) return failure(response.status, body);
    if (!body || typeof body !== 'object') {
      return { ok: false, status: response.status, message: GENERIC_ERROR };
    }
    const envelope = body as { success?: unknown; message?: unknown; result?: unknown };
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    if (envelope.success === false) return failure(response.status, body);
    const parsed = result.safeParse(topLevel ? body : envelope.result);
    if (!parsed.success) {
      return { ok: false, status: 502, message: GENERIC_ERROR };
    }
    return { ok: true, status: response.status, message, data: parsed.data };
  }

  return {
    get(path, result, request = {}) {
      const url = new URL(joinUrl(options.baseUrl, path), 'http://placeholder.invalid');
      const guest = request.withGuest ? options.guestUserId?.() : null;
      if (guest) url.searchParams.set('guestUserId', guest);
      const target = isAbsolute(options.baseUrl) ? url.toString() : `${url.pathname}${url.search}`;
      return send(
        target,
        { method: 'GET', headers: headers(), signal: request.signal },
        result,
        request.topLevel,
      );
    },
    post(path, body, result, request = {}) {
      const guest = request.withGuest ? options.guestUserId?.() : null;
      const form = toFormData(
        guest && body.guestUserId === undefined ? { ...body, guestUserId: guest } : body,
      );
      return send(
        joinUrl(options.baseUrl, path),
        { method: 'POST', headers: headers(), body: form, signal: request.signal },
        result,
        request.topLevel,
      );
    },
  };
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

function failure(status: number, body: unknown): ApiResult<never> {
  const parsed = errorBody.safeParse(body);
  if (parsed.success) {
    return { ok: false, status, message: parsed.data.message || GENERIC_ERROR, errors: parsed.data.errors };
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : GENERIC_ERROR;
  return { ok: false, status: status >= 400 ? status : 500, message };
}
