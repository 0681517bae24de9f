import { clearSellerToken, readSellerToken } from './seller-token.ts';

/**
 * The seller center's HTTP client: JSON to and from `/api/v1/seller/...` with the seller token
 * and the page's language. Answers come back as typed results; nothing throws for an HTTP
 * failure except through `unwrap` (for TanStack Query, whose error state shows the message).
 * A 401 means the session ended: the token is dropped and the listeners (the layout) send the
 * seller to /login.
 */
export type SellerResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** A failed call as an Error, for queries and mutations. */
export class SellerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'SellerApiError';
  }
}

export const SELLER_API_BASE = '/api/v1/seller';
const GENERIC = 'Something went wrong';

let language = 'en-US';
/** The layout tells the client the page's language, sent as `Accept-Language` for the messages. */
export function setSellerApiLanguage(code: string): void {
  language = code;
}

const unauthorized = new Set<() => void>();
export function onSellerUnauthorized(listener: () => void): () => void {
  unauthorized.add(listener);
  return () => {
    unauthorized.delete(listener);
  };
}

export interface SellerRequest {
  signal?: AbortSignal;
  /** the sign-in call answers at the top level instead of in `result` */
  topLevel?: boolean;
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: SellerRequest = {},
): Promise<SellerResult<T>> {
  const token = readSellerToken();
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${SELLER_API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
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
    if (response.status === 401 && token) {
      clearSellerToken();
      for (const listener of unauthorized) listener();
    }
    const errors = json?.errors as Record<string, string[]> | undefined;
    return { ok: false, status: response.status, message: message || GENERIC, ...(errors ? { errors } : {}) };
  }
  const data = (options.topLevel ? json : json?.result) as T;
  return { ok: true, status: response.status, message, data };
}

export const sellerApi = {
  get: <T>(path: string, options?: SellerRequest) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: SellerRequest) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown = {}, options?: SellerRequest) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body: unknown = {}, options?: SellerRequest) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: SellerRequest) => request<T>('DELETE', path, undefined, options),
  /** multipart upload (images, files); `form` fields as the endpoint documents them */
  upload: <T>(path: string, form: FormData, options?: SellerRequest) =>
    request<T>('POST', path, form, options),
};

/** The data of a successful result, or a thrown `SellerApiError` (query and mutation functions). */
export async function unwrap<T>(result: Promise<SellerResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new SellerApiError(settled.status, settled.message, settled.errors);
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

/**
 * A file download that needs the bearer token (a PDF, a CSV): fetched, then saved through a
 * temporary object URL with the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<SellerResult<null>> {
  const token = readSellerToken();
  let response: Response;
  try {
    response = await fetch(`${SELLER_API_BASE}${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
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
