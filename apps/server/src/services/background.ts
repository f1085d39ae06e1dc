import { logger } from '../logger.ts';
/**
 * Work done after the answer is sent (so a response's timing reveals nothing about it), tracked
 * so tests and shutdown can wait for it.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly onError: (error: unknown) => void = (error) =>
      logger.error({ err: error }, 'background task failed'),
  ) {}

  run(task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch(this.onError)
      .finally(() => this.#pending.delete(promise));
    this.#pending.add(promise);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
