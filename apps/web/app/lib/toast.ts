import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the page's first JavaScript: the first toast fetches sonner and asks
 * the shell to mount its <Toaster/> (shell/lazy-toaster.tsx). Sonner replays a toast published
 * before its Toaster subscribed, so nothing shown early is lost. Same calls as sonner's `toast`.
 */
let wanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether a toast has been asked for, so the Toaster must be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

type Message = Parameters<typeof import('sonner').toast.success>[0];

function show(kind: 'success' | 'error' | 'info', message: Message, options?: ExternalToast): void {
  wantToaster();
  import('sonner').then(
    ({ toast: sonner }) => {
      sonner[kind](message, options);
    },
    (error: unknown) => console.error(error),
  );
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
};
