import { performance } from 'node:perf_hooks';

/**
 * Runs `steps` a slice of `sliceMs` at a time, giving way to I/O (requests, timers) between slices,
 * until they are done or the returned function stops them. For work that may be done ahead, such
 * as the recipe engine's warm-up, which must never hold a request up for long.
 *
 * @example
 * const stop = runInSlices(engineWarmUp(), { onDone: (ms) => logger.info({ ms }, 'warmed') });
 */
export function runInSlices(
  steps: Iterator<unknown>,
  { sliceMs = 4, onDone }: { sliceMs?: number; onDone?: (elapsedMs: number) => void } = {},
): () => void {
  const start = performance.now();
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    do {
      if (steps.next().done) {
        onDone?.(performance.now() - start);
        return;
      }
    } while (performance.now() < until);
    setImmediate(slice);
  };
  setImmediate(slice);
  return () => {
    stopped = true;
  };
}
