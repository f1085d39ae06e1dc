/**
 * The Feast Hall's searches, remembered until the listing changes (ADR 013). The trigram index
 * finds a search's matches, but their exact count and their order take a walk over every match
 * (milliseconds at 100,000 recipes) that each page of that search would repeat. Kept as the
 * ordered ids, a page is a slice of them and one read of its 40 rows.
 *
 * Entries live under the listing version read *before* they were worked out (triggers bump it in
 * every transaction that changes the listing), so an entry never outlives the listing it came
 * from, whichever server instance changed it; a newer version empties the cache. Work for a key
 * already under way is shared, not repeated, and the cache holds at most `budget` ids, dropping
 * the least recently used searches first. A search with more than `maxKept` matches is not kept
 * (its pages are found from the index each time, ADR 013).
 *
 * @example
 * const ids = await searches.get(version, key, () => matchingIds(db, query))
 */
export class HallSearches {
  readonly #entries = new Map<string, Promise<readonly string[] | null>>();
  readonly #sizes = new Map<string, number>();
  #version = -1;
  #held = 0;

  /** The most ids the cache holds, over all its searches. */
  readonly budget: number;
  /** The most matches one search may have and still be kept. */
  readonly maxKept: number;

  constructor(options: { budget?: number; maxKept?: number } = {}) {
    this.budget = options.budget ?? 200_000;
    this.maxKept = options.maxKept ?? 20_000;
  }

  /**
   * The ids `find` works out for `key` at listing `version`, from the cache when it has them.
   * `find` answers null for a search too broad to keep, and that answer is kept too, so the
   * caller goes straight to its other way; a reader of an older version is answered null too.
   */
  get(version: number, key: string, find: () => Promise<readonly string[] | null>): Promise<readonly string[] | null> {
    // A reader that read an older version than another already did takes its other way (the
    // page from the index), rather than working out a whole search nobody will keep.
    if (version < this.#version) return Promise.resolve(null);
    if (version > this.#version) this.#clear(version);
    const cached = this.#entries.get(key);
    if (cached) {
      // Most recently used goes last, so eviction takes the oldest first.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const found = find();
    this.#entries.set(key, found);
    found.then(
      (ids) => this.#hold(version, key, ids?.length ?? 1),
      () => this.#entries.delete(key),
    );
    return found;
  }

  /** How many ids the cache holds (searches whose work has finished). */
  get held(): number {
    return this.#held;
  }

  #hold(version: number, key: string, size: number): void {
    if (version !== this.#version || !this.#entries.has(key)) return;
    this.#sizes.set(key, size);
    this.#held += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#held <= this.budget) break;
      const oldestSize = this.#sizes.get(oldest);
      // Still being worked out: its size is not known yet, and whoever waits on it keeps it.
      if (oldestSize === undefined) continue;
      this.#entries.delete(oldest);
      this.#sizes.delete(oldest);
      this.#held -= oldestSize;
    }
  }

  #clear(version: number): void {
    this.#version = version;
    this.#entries.clear();
    this.#sizes.clear();
    this.#held = 0;
  }
}
