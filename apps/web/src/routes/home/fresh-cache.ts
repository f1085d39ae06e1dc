/** One cached answer and when it arrived (milliseconds since the epoch). */
export interface CacheEntry<T> {
  value: T;
  fetchedAt: number;
}

/**
 * Holds the last answer of one request and says when it is too old to show without asking
 * again. Loads made while one is under way share it, so a focus event during a load does not
 * send a second request.
 *
 * @example
 * const cache = new FreshCache<HomeFeed>(5 * 60_000);
 * if (cache.isStale()) await cache.load(() => api.home());
 * cache.read()?.value;
 */
export class FreshCache<T> {
  private entry: CacheEntry<T> | undefined;
  private loading: Promise<CacheEntry<T>> | undefined;

  constructor(
    private readonly staleAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  read(): CacheEntry<T> | undefined {
    return this.entry;
  }

  write(value: T): CacheEntry<T> {
    this.entry = { value, fetchedAt: this.now() };
    return this.entry;
  }

  /** Nothing cached yet, or the answer is at least `staleAfterMs` old. */
  isStale(): boolean {
    return this.entry === undefined || this.now() - this.entry.fetchedAt >= this.staleAfterMs;
  }

  /** Runs `fetcher` and keeps its answer; a call while one is running gets that one's answer. */
  load(fetcher: () => Promise<T>): Promise<CacheEntry<T>> {
    this.loading ??= fetcher()
      .then((value) => this.write(value))
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
