/**
 * Resolves in a later task (a zero timer), so that what follows is not part of the current task:
 * Lighthouse's blocking time counts each long task's part beyond 50 ms on a 4× slower CPU, so two
 * tasks of 10 ms cost nothing where one of 20 ms costs 30 ms (docs/performance.md, "Where the
 * main-thread time goes").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `run` in a later task (as `nextTask`) unless the returned cancel is called first: an
 * effect's work moved out of hydration's effects returns it as its cleanup, so a component gone
 * meanwhile does nothing (decision 164).
 */
export function inNextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
