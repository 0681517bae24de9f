/**
 * The consoles' HTTP client (the seller center under `/api/v1/seller`, the operator console under
 * `/api/v1/admin`; decision 81): JSON to and from the console's API with its bearer token and the
 * page's language. Answers come back as typed results; nothing throws for an HTTP failure except
 * through `unwrap` (for TanStack Query, whose error state shows the message). A 401 means the
 * session ended: the token is dropped and the listeners (the layout) send the user to sign in.
 */
export type ConsoleResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** A failed call as an Error, for queries and mutations. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

const GENERIC = 'Something went wrong';

export interface ConsoleRequest {
  signal?: AbortSignal;
  /** the sign-in call answers at the top level instead of in `result` */
  topLevel?: boolean;
}

/** Where a console keeps its token (local storage, one key per console). */
export interface TokenStore {
  read: (now?: number) => string | null;
  save: (token: string, expiresAt: number) => void;
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A console's bearer token (scope `seller` or `admin`, decision 62), kept in this browser's local
 * storage apart from the shopper's token: the same person may be signed in to the storefront and
 * to a console at once, each API accepting only its own token.
 */
export function tokenStore(key: string): TokenStore {
  return {
    read(now = Date.now()) {
      const raw = storage()?.getItem(key);
      if (!raw) return null;
      try {
        const stored = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
        if (typeof stored.token !== 'string' || typeof stored.expiresAt !== 'number') return null;
        return stored.expiresAt * 1000 > now ? stored.token : null;
      } catch {
        return null;
      }
    },
    save(token, expiresAt) {
      storage()?.setItem(key, JSON.stringify({ token, expiresAt }));
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}

export interface ConsoleApi {
  base: string;
  get: <T>(path: string, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  post: <T>(path: string, body?: unknown, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  patch: <T>(path: string, body?: unknown, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  put: <T>(path: string, body?: unknown, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  delete: <T>(path: string, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  /** multipart upload (images, files); `form` fields as the endpoint documents them */
  upload: <T>(path: string, form: FormData, options?: ConsoleRequest) => Promise<ConsoleResult<T>>;
  /** A file download that needs the token (a PDF, a CSV), saved with the server's file name. */
  download: (path: string, fallbackName: string) => Promise<ConsoleResult<null>>;
  /** The page's language, sent as `Accept-Language` for the messages (the layout sets it). */
  setLanguage: (code: string) => void;
  /** Called when a call with a token answers 401 (the session ended); returns the unsubscribe. */
  onUnauthorized: (listener: () => void) => () => void;
}

export function createConsoleApi(base: string, token: TokenStore): ConsoleApi {
  let language = 'en-US';
  const unauthorized = new Set<() => void>();

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: ConsoleRequest = {},
  ): Promise<ConsoleResult<T>> {
    const bearer = token.read();
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: payload, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return { ok: false, status: 0, message: GENERIC };
    }
    let json: Record<string, unknown> | null = null;
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      json = null;
    }
    const message = typeof json?.message === 'string' ? json.message : '';
    if (!response.ok) {
      if (response.status === 401 && bearer) {
        token.clear();
        for (const listener of unauthorized) listener();
      }
      const errors = json?.errors as Record<string, string[]> | undefined;
      return {
        ok: false,
        status: response.status,
        message: message || GENERIC,
        ...(errors ? { errors } : {}),
      };
    }
    const data = (options.topLevel ? json : json?.result) as T;
    return { ok: true, status: response.status, message, data };
  }

  async function download(path: string, fallbackName: string): Promise<ConsoleResult<null>> {
    const bearer = token.read();
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), 'accept-language': language },
      });
    } catch {
      return { ok: false, status: 0, message: GENERIC };
    }
    if (!response.ok) {
      let message = GENERIC;
      try {
        const json = (await response.json()) as { message?: string };
        if (json.message) message = json.message;
      } catch {
        // not JSON
      }
      return { ok: false, status: response.status, message };
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, status: response.status, message: '', data: null };
  }

  return {
    base,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body = {}, options) => request('POST', path, body, options),
    patch: (path, body = {}, options) => request('PATCH', path, body, options),
    put: (path, body = {}, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    upload: (path, form, options) => request('POST', path, form, options),
    download,
    setLanguage: (code) => {
      language = code;
    },
    onUnauthorized: (listener) => {
      unauthorized.add(listener);
      return () => {
        unauthorized.delete(listener);
      };
    },
  };
}

/** The data of a successful result, or a thrown `ConsoleApiError` (query and mutation functions). */
export async function unwrap<T>(result: Promise<ConsoleResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new ConsoleApiError(settled.status, settled.message, settled.errors);
  return settled.data;
}

/** A URL with the defined, non-empty parameters as its query string (`?page=2&q=mug`). */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
