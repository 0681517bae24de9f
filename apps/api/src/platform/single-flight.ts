/**
 * "Concurrent requests for the same key wait for one computation": the response cache's answers
 * (response-cache.ts) and the page cache's renders (page-cache.ts). One request claims a key and
 * computes; the others wait for it to be done, or for `waitMs` at most, then look again.
 */
export class SingleFlight {
  /** keys being computed now, and when that computation ends */
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly waitMs: number) {}

  /** Whether the key is being computed now. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  /**
   * Waits until the key's computation is done or `waitMs` has passed, whichever comes first; at
   * once when none runs. The timer is cleared either way, so no waiter leaves one behind.
   */
  async wait(key: string): Promise<void> {
    const running = this.running.get(key);
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, this.waitMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Claims the key for a computation: returns the `done` to call when it ends (more than once is
   * harmless: only the first call counts, and never ends a later claim of the same key), or a no-op
   * when another computation of the key already runs.
   */
  claim(key: string): () => void {
    if (this.running.has(key)) return () => {};
    let resolve = () => {};
    const claimed = new Promise<void>((r) => {
      resolve = r;
    });
    this.running.set(key, claimed);
    return () => {
      if (this.running.get(key) === claimed) this.running.delete(key);
      resolve();
    };
  }
}
