import { useEffect, useState } from 'react';

/** Seconds a shopper waits before asking for another code (the API rate-limits resends too). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A countdown that starts when `start()` is called; `remaining` is 0 when a resend is allowed. */
export function useResendCooldown(initial = 0) {
  const [remaining, setRemaining] = useState(initial);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: () => setRemaining(RESEND_COOLDOWN_SECONDS) };
}
