/**
 * Runs `task` once the browser has nothing more urgent to do, and within `timeoutMs` at the
 * latest: for work a page needs soon but not before it can be used (loading code, filling a
 * cache). Where there is no idle callback (Safari), it runs on the next turn of the event loop.
 *
 * @example
 * whenIdle(() => void import('./toaster-panel.tsx').then(show));
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}
