import { logger } from './logger.ts';

/** One thing a stopping server does, named for the log. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<void> | void;
}

/**
 * Runs `steps` one after another, in the order given, logging each. A step that fails is logged
 * and the rest still run (the database must close even if a background task would not finish);
 * the answer says whether every step succeeded.
 *
 * @example
 * const clean = await shutDown([{ name: 'close the database', run: () => db.destroy() }])
 * process.exit(clean ? 0 : 1)
 */
export async function shutDown(steps: readonly ShutdownStep[]): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    const started = performance.now();
    try {
      await step.run();
      logger.info({ step: step.name, ms: Math.round(performance.now() - started) }, 'shutdown step done');
    } catch (error) {
      clean = false;
      logger.error({ err: error, step: step.name }, 'shutdown step failed');
    }
  }
  return clean;
}

/**
 * Resolves once `close` has called back, or after `ms` when `onTimeout` has cut what was still
 * open (a request that would hold the shutdown forever).
 */
export function withinTime(
  close: (done: (error?: Error) => void) => void,
  ms: number,
  onTimeout: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      logger.warn({ ms }, 'requests still open at the shutdown deadline; closing them');
      onTimeout();
    }, ms);
    timer.unref();
    close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
  });
}
