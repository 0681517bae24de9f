import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshSession, signOut } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';
import type { DashboardInfo, SessionUser } from './session-wire.ts';
import { useApi } from './shop-context.tsx';

/**
 * Session hooks for any feature: who is signed in, whether start-up has decided yet, and logout.
 * (Signing in is the auth feature's job.)
 */
export function useUser(): SessionUser | null {
  return useSessionStore((s) => s.user);
}

export function useSessionLoading(): boolean {
  return useSessionStore((s) => s.isLoading);
}

export function useDashboardInfo(): DashboardInfo | null {
  return useSessionStore((s) => s.dashboardInfo);
}

/** Logout for the account menu and the account sidebar; `pending` while it runs. */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    try {
      await signOut(api, queryClient);
    } finally {
      setPending(false);
    }
  }
  return { logout, pending };
}

/** Reads the user and dashboard numbers again (after a profile change, on the dashboard). */
export function useRefreshSession(): () => Promise<boolean> {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => refreshSession(api, queryClient);
}
