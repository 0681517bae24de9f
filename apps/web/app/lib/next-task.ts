/**
 * Resolves in a later task (a zero timer), so that what follows is not part of the current task:
 * Lighthouse's blocking time counts each long task's part beyond 50 ms on a 4× slower CPU, so two
 * tasks of 10 ms cost nothing where one of 20 ms costs 30 ms (docs/performance.md, "Where the
 * main-thread time goes").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
