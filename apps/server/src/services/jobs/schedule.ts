import type { BackgroundTasks } from '../background.ts';
import type { JobWorker } from './job-worker.ts';

/** What a timer needs: the instance's jobs and its background work. */
export interface ScheduleDeps {
  jobs: JobWorker;
}

/**
 * Runs job `kind` once per `periodMs` slot across every instance (ADR 023): each instance looks
 * now and then every `checkMs`, and the slot's job key (`kind:slot`) lets only the first instance
 * that asks add and run it; the others find it taken. A crash mid-run leaves the claimed job to
 * another instance after its lease. Answers the function that stops the timer.
 *
 * @example
 * const stop = scheduleEvery(deps, deps.background, 'sync.purge', DAY_MS, HOUR_MS)
 */
export function scheduleEvery(
  deps: ScheduleDeps,
  background: BackgroundTasks,
  kind: string,
  periodMs: number,
  checkMs: number = periodMs,
  clock: () => Date = () => new Date(),
): () => void {
  const tick = () => {
    const slot = Math.floor(clock().getTime() / periodMs);
    background.run(async () => void (await deps.jobs.runOnce(kind, `${kind}:${slot}`)));
  };
  tick();
  const timer = setInterval(tick, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
