/**
 * The one HTTP client of the storefront. Every call goes through it so that every call carries
 * the same headers (API spec "Transport conventions"): the bearer token when signed in,
 * the chosen language, the delivery zone of the saved location, and, for calls that need it,
 * the guest id. Answers come back as typed results; nothing here throws for an HTTP failure.
 *
 * Answers are typed with the contract's types, not parsed with its zod schemas: the API already
 * serialises every answer through the route's response schema (the same contract module), so a
 * second parse here would only cost time, and would put zod and every schema into the browser's
 * first load (decision 28).
 */
export type ApiResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** Shown when the server gave no usable message (storefront spec §8). */
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
   * user) answer at the top level (API spec "Auth").
   */
  topLevel?: boolean;
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Registers a listener for a 401 answer to a call that carried a bearer token: the token is no
 * longer valid, so the session must end (storefront spec §4 "A 401 on any call logs the user out").
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export type FormValue = string | number | boolean | Blob | null | undefined | Array<string | number> | Blob[];

/** `T` is the answer's `result` (or, with `topLevel`, the whole body) as the contract types it. */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body: Record<string, FormValue>, options?: RequestOptions): Promise<ApiResult<T>>;
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

  async function send<T>(url: string, init: RequestInit, topLevel = false): Promise<ApiResult<T>> {
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
    return { ok: true, status: response.status, message, data: (topLevel ? body : envelope.result) as T };
  }

  return {
    get<T>(path: string, request: RequestOptions = {}) {
      const url = new URL(joinUrl(options.baseUrl, path), 'http://placeholder.invalid');
      const guest = request.withGuest ? options.guestUserId?.() : null;
      if (guest) url.searchParams.set('guestUserId', guest);
      const target = isAbsolute(options.baseUrl) ? url.toString() : `${url.pathname}${url.search}`;
      return send<T>(target, { method: 'GET', headers: headers(), signal: request.signal }, request.topLevel);
    },
    post<T>(path: string, body: Record<string, FormValue>, request: RequestOptions = {}) {
      const guest = request.withGuest ? options.guestUserId?.() : null;
      const form = toFormData(
        guest && body.guestUserId === undefined ? { ...body, guestUserId: guest } : body,
      );
      return send<T>(
        joinUrl(options.baseUrl, path),
        { method: 'POST', headers: headers(), body: form, signal: request.signal },
        request.topLevel,
      );
    },
  };
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/**
 * A failure as the contract's error body tells it (`success: false`, `message`, and per-field
 * `errors` on a 422); a body of another shape keeps only its message, and an HTTP status that is
 * not an error's becomes 500.
 */
function failure(status: number, body: unknown): ApiResult<never> {
  const { success, message, errors } = (body && typeof body === 'object' ? body : {}) as {
    success?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (success === false && typeof message === 'string' && (errors === undefined || isFieldErrors(errors))) {
    return { ok: false, status, message: message || GENERIC_ERROR, errors };
  }
  return {
    ok: false,
    status: status >= 400 ? status : 500,
    message: typeof message === 'string' ? message : GENERIC_ERROR,
  };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
