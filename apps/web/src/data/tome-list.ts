import { Dexie, RangeSet, type ObservabilitySet } from 'dexie';
import { useLayoutEffect, useState } from 'react';
import type { LocalRecipe, TomeDb } from './tome-db.ts';

/** Recipes read before the whole tome, enough to fill the first screens. */
export const FIRST_PAGE = 24;

/** A write that changed more recipes than this (a sync's snapshot) reads the whole tome again. */
const MOST_PATCHED = 200;

export interface TomeList {
  /** Newest first: only the first page until `complete`. */
  recipes: readonly LocalRecipe[];
  /** How many recipes the tome holds. */
  total: number;
  complete: boolean;
}

/**
 * Lists a tome's recipes, newest first, and keeps the list in step with every write (this tab's,
 * a sync's or another tab's). The newest few come first so a large tome shows cards at once.
 * After that a write reads back only the recipes it changed: reading a tome of 10,000 recipes
 * again after each publish held the button for up to a second.
 *
 * @example
 * const stop = watchTomeList(db, (list) => render(list.recipes));
 */
export function watchTomeList(db: TomeDb, onChange: (list: TomeList) => void): () => void {
  // How Dexie 4 names a table in its change events (ObservabilitySet keys): `idb://{database}/{table}/`.
  // It is not a documented API; tome-list.test.ts fails if a Dexie upgrade changes it.
  const part = `idb://${db.name}/recipes/`;
  const changed = new Set<string>();
  let recipes: LocalRecipe[] = [];
  let readEverything = false;
  let running = false;
  let stopped = false;
  // A read failed (the database closed under it): the next write reads everything again.
  let stale = false;
  let published = false;
  // A first read that failed is tried again, less and less often, or the screen would load forever.
  let retryMs = 1000;

  const publish = (list: TomeList) => {
    published = true;
    if (!stopped) onChange(list);
  };

  const catchUp = async () => {
    while (!stopped && (readEverything || changed.size > 0)) {
      if (readEverything || changed.size > MOST_PATCHED) {
        readEverything = false;
        changed.clear();
        recipes = await readAll(db);
      } else {
        const ids = [...changed];
        changed.clear();
        const rows = await db.recipes.bulkGet(ids);
        recipes = patchTomeList(recipes, new Map(ids.map((id, i) => [id, rows[i]])));
      }
      publish({ recipes, total: recipes.length, complete: true });
    }
  };

  // One read at a time, in order: a write that lands during a read is read back after it.
  const run = (task: () => Promise<void>) => {
    running = true;
    void task()
      .catch((error: unknown) => {
        stale = true;
        if (stopped) return;
        if (retryMs === 1000) console.warn('Could not read the tome:', error);
        if (!published) {
          setTimeout(() => {
            if (stopped || running || !stale) return;
            stale = false;
            readEverything = true;
            run(catchUp);
          }, retryMs);
          retryMs = Math.min(retryMs * 2, 30_000);
        }
      })
      .finally(() => {
        running = false;
        if (!stopped && !stale && (readEverything || changed.size > 0)) run(catchUp);
      });
  };

  const onMutated = (parts: ObservabilitySet) => {
    // 'all': the page is back from the back-forward cache, and anything may have changed meanwhile.
    const tree = parts['all'] ?? parts[part];
    if (!tree) return;
    if (stale || parts['all']) readEverything = true;
    stale = false;
    for (const { from, to } of RangeSet(tree)) {
      if (typeof from === 'string' && from === to) changed.add(from);
      else readEverything = true; // a cleared table or a bulk write: Dexie names no keys
    }
    if (!running) run(catchUp);
  };

  // Dexie's event for every committed write, this tab's or (relayed by Dexie) another tab's.
  Dexie.on('storagemutated', onMutated);
  run(async () => {
    const newest = db.recipes.orderBy('createdAt').reverse().limit(FIRST_PAGE);
    const [first, total] = await Promise.all([newest.toArray(), db.recipes.count()]);
    if (first.length < total) publish({ recipes: first, total, complete: false });
    readEverything = true;
    await catchUp();
  });
  return () => {
    stopped = true;
    Dexie.on.storagemutated.unsubscribe(onMutated);
  };
}

/**
 * The tome's recipes for a screen, newest first; undefined until the first read.
 *
 * @example
 * const list = useTomeList(tome.db);
 */
export function useTomeList(db: TomeDb): TomeList | undefined {
  const [state, setState] = useState<{ db: TomeDb; list: TomeList }>();
  // A layout effect starts reading before the screen's first paint rather than after it.
  useLayoutEffect(() => watchTomeList(db, (list) => setState({ db, list })), [db]);
  return state?.db === db ? state.list : undefined;
}

/**
 * The list after some recipes changed: `changed` maps an id to its row now, or to undefined once
 * deleted. Unchanged recipes keep their place and identity, so their cards do not render again.
 *
 * @example
 * patchTomeList(recipes, new Map([[published.id, published], [deletedId, undefined]]))
 */
export function patchTomeList(
  recipes: readonly LocalRecipe[],
  changed: ReadonlyMap<string, LocalRecipe | undefined>,
): LocalRecipe[] {
  const next: LocalRecipe[] = [];
  const inPlace = new Set<string>();
  for (const recipe of recipes) {
    if (!changed.has(recipe.id)) {
      next.push(recipe);
      continue;
    }
    const row = changed.get(recipe.id);
    if (row && row.createdAt === recipe.createdAt) {
      next.push(row);
      inPlace.add(row.id);
    }
  }
  for (const row of changed.values()) {
    if (row && !inPlace.has(row.id)) next.splice(placeFor(next, row), 0, row);
  }
  return next;
}

/** The order of `orderBy('createdAt').reverse()`: newest first, and a tie by id, descending. */
function isBefore(a: LocalRecipe, b: LocalRecipe): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

function placeFor(recipes: readonly LocalRecipe[], row: LocalRecipe): number {
  let low = 0;
  let high = recipes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = recipes[middle];
    if (other && isBefore(other, row)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every recipe, newest first. Read oldest first and turned round: browsers without IndexedDB 3's
 * getAll direction walk a cursor for a reversed read, one record at a time.
 */
async function readAll(db: TomeDb): Promise<LocalRecipe[]> {
  return (await db.recipes.orderBy('createdAt').toArray()).reverse();
}
