import type { OperatorLoginResult, OperatorSession } from '@shop/contracts/admin/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConsoleResult } from '../../console/lib/console-api.ts';
import { adminApi, adminTokenStore, unwrap } from './admin-api.ts';

/** Query keys of the operator console: every key starts with 'admin', so signing out clears all. */
export const adminSessionKeys = {
  all: ['admin'] as const,
  session: () => ['admin', 'session'] as const,
};

/** Keeps the token of a sign-in (or a set-password) answer. */
export function keepOperatorSession(result: ConsoleResult<OperatorLoginResult>) {
  if (result.ok) adminTokenStore.save(result.data.access_token, result.data.expires_at);
  return result;
}

/** The session part of a sign-in answer, to prime the session query. */
export function sessionOf(result: OperatorLoginResult): OperatorSession {
  return { user: result.user };
}

export async function signInOperator(body: { phone: string; password: string }) {
  return keepOperatorSession(
    await adminApi.post<OperatorLoginResult>('/auth/login', body, { topLevel: true }),
  );
}

/** Ends the session on the server (best effort) and in this browser. */
export async function signOutOperator(): Promise<void> {
  if (adminTokenStore.read()) await adminApi.post('/auth/logout');
  adminTokenStore.clear();
}

/**
 * The token is in local storage, so it is known only in the browser: during the server render and
 * the first client render (hydration) the session is "checking", then present or absent.
 */
export function useHasOperatorToken(): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => setHas(adminTokenStore.read() !== null), []);
  return has;
}

/** The signed-in operator (GET /admin/auth/session). */
export function useOperatorSession(enabled = true) {
  return useQuery({
    queryKey: adminSessionKeys.session(),
    queryFn: ({ signal }) => unwrap(adminApi.get<OperatorSession>('/auth/session', { signal })),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 401,
  });
}
