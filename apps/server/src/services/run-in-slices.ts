import { performance } from 'node:perf_hooks';

/**
 * Runs `steps` a slice of `sliceMs` at a time, giving way to I/O (requests, timers) between slices,
 * until they are done or the returned function stops them. For work that may be done ahead, such
 * as the recipe engine's warm-up, which must never hold a request up for long. A slice ends after
 * the step that passes `sliceMs`, so the steps should be short. A step that throws ends the run
 * (`onError`): the work was optional, and the process goes on.
 *
 * @example
 * const stop = runInSlices(engineWarmUp(), { onDone: (ms) => logger.info({ ms }, 'warmed') });
 */
export function runInSlices(
  steps: Iterator<unknown>,
  {
    sliceMs = 4,
    onDone,
    onError,
  }: { sliceMs?: number; onDone?: (elapsedMs: number) => void; onError?: (error: unknown) => void } = {},
): () => void {
  const start = performance.now();
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    try {
      do {
        if (steps.next().done) {
          onDone?.(performance.now() - start);
          return;
        }
      } while (performance.now() < until);
    } catch (error) {
      onError?.(error);
      return;
    }
    setImmediate(slice);
  };
  setImmediate(slice);
  return () => {
    stopped = true;
  };
}
