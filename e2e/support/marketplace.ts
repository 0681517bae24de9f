import type { ShopShort } from '@shop/contracts/catalog';
import type { ChatMessage, Conversation } from '@shop/contracts/chat';

/**
 * Marketplace calls for end-to-end journeys: a shopper's token and conversations through the
 * public API, and the operator's part (a shop's reply, approving a shop) through the admin API
 * with the harness's ADMIN_API_TOKEN, the way `npm run chat -- reply` and `npm run shops --
 * approve` do it.
 */

async function call<T>(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; topLevel?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const body = (await response.json()) as { result?: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.message}`);
  return (options.topLevel ? body : body.result) as T;
}

/** Signs in through POST /auth/login and returns the bearer token. */
export async function signInToken(baseURL: string, phone: string, password: string): Promise<string> {
  const body = await call<{ access_token: string }>(baseURL, 'POST', '/auth/login', {
    json: { authVia: 'phone', phone, password },
    topLevel: true,
  });
  return body.access_token;
}

/** The listed shops (first page, newest first). */
export async function listedShops(baseURL: string, query = ''): Promise<ShopShort[]> {
  const qs = query ? `?${new URLSearchParams({ query })}` : '';
  const page = await call<{ data: ShopShort[] }>(baseURL, 'GET', `/shops${qs}`);
  return page.data;
}

/** POST /chats as the shopper: starts or reopens the conversation with a shop. */
export async function startConversation(
  baseURL: string,
  token: string,
  shopId: number,
): Promise<Conversation> {
  const body = await call<{ conversation: Conversation }>(baseURL, 'POST', '/chats', {
    token,
    json: { shopId },
  });
  return body.conversation;
}

/** GET chats as the shopper. */
export async function conversations(baseURL: string, token: string): Promise<Conversation[]> {
  return call<Conversation[]>(baseURL, 'GET', '/chats', { token });
}

/** The operator's list of conversations, read to check what was sent without reading as the shopper. */
export async function operatorConversations(
  baseURL: string,
  adminToken: string,
): Promise<Array<{ id: number; lastMessage: string; lastFromShop: boolean }>> {
  return call(baseURL, 'GET', '/admin/chats', { token: adminToken });
}

/** The shop's reply in a conversation (POST /admin/chats/{id}/reply). */
export async function operatorReply(
  baseURL: string,
  adminToken: string,
  conversationId: number,
  message: string,
): Promise<ChatMessage[]> {
  const body = await call<{ messages: ChatMessage[] }>(
    baseURL,
    'POST',
    `/admin/chats/${conversationId}/reply`,
    {
      token: adminToken,
      json: { message },
    },
  );
  return body.messages;
}

/** The shops as the operator sees them (first 100, pending ones first), or those matching `search`. */
export async function operatorShops(
  baseURL: string,
  adminToken: string,
  search = '',
): Promise<
  Array<{ id: number; slug: string; name: string; status: 'approved' | 'pending' | 'rejected' | 'suspended' }>
> {
  const qs = new URLSearchParams({ limit: '100', ...(search ? { search } : {}) });
  const page = await call<{
    data: Array<{
      id: number;
      slug: string;
      name: string;
      status: 'approved' | 'pending' | 'rejected' | 'suspended';
    }>;
  }>(baseURL, 'GET', `/admin/shops?${qs}`, { token: adminToken });
  return page.data;
}

/** Approves and publishes a shop (POST /admin/shops/{slug}/approve). */
export async function approveShop(baseURL: string, adminToken: string, slug: string): Promise<void> {
  await call(baseURL, 'POST', `/admin/shops/${encodeURIComponent(slug)}/approve`, { token: adminToken });
}
