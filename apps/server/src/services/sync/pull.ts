import type { Kysely, SelectQueryBuilder } from 'kysely';
import { SYNC_PULL_PAGE_SIZE, syncVersion, type SyncPullAnswer, type SyncVersion } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import {
  byVersion,
  notificationChange,
  profileChange,
  recipeChange,
  shoppingItemChange,
  type VersionedChange,
} from './rows.ts';
import type { Executor } from '../db-executor.ts';

interface VersionRange {
  /** Versions strictly above this one. */
  after: SyncVersion;
  /** Up to and including this one. */
  upTo?: SyncVersion;
  /** Most rows per table. */
  limit?: number;
  /** Leave tombstones out (a reset snapshot holds live rows only). */
  liveOnly?: boolean;
}

/**
 * The user's changes after `cursor`, oldest first, at most `pageSize` per answer (more only when
 * one transaction changed more rows than that: a version is never split across pages, or the next
 * cursor would skip the rest of it). A cursor from before the purged tombstones, or one this
 * server never issued, is answered with `reset: true` and a snapshot of the live rows: all of those
 * up to the purge horizon, then pages as usual.
 *
 * @example
 * const { changes, cursor, hasMore } = await pullChanges(db, userId, syncVersion(0))
 */
export async function pullChanges(
  db: Kysely<Database>,
  userId: string,
  cursor: SyncVersion,
  pageSize = SYNC_PULL_PAGE_SIZE,
): Promise<SyncPullAnswer> {
  // One snapshot for all reads: on PostgreSQL's default isolation a commit between the per-table
  // queries could put a version in the answer whose other rows were missed, and the cursor would
  // then skip them forever. SQLite ignores the level and is consistent inside a transaction anyway.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const counter = await trx
        .selectFrom('sync_versions')
        .select(['version', 'purged_version'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const current = syncVersion(counter?.version ?? 0);
      const horizon = syncVersion(counter?.purged_version ?? 0);
      const lastMutationIds = await readLastMutationIds(trx, userId);
      if (cursor >= horizon && cursor <= current) {
        return { lastMutationIds, ...(await readPage(trx, userId, cursor, pageSize, current)) };
      }

      // Every live row up to the horizon comes at once: a page cursor below it would look stale
      // and be reset again. Past the horizon the snapshot pages as usual.
      const upToHorizon = await readChanges(trx, userId, { after: syncVersion(-1), upTo: horizon, liveOnly: true });
      const page = await readPage(trx, userId, horizon, pageSize, current, true);
      return { lastMutationIds, ...page, changes: [...upToHorizon.map((c) => c.change), ...page.changes], reset: true };
    });
}

/** One page of changes after `after`; a version is never split across pages. */
async function readPage(
  trx: Executor,
  userId: string,
  after: SyncVersion,
  pageSize: number,
  current: SyncVersion,
  liveOnly = false,
): Promise<Pick<SyncPullAnswer, 'cursor' | 'changes' | 'hasMore'>> {
  const candidates = await readChanges(trx, userId, { after, limit: pageSize + 1, liveOnly });
  if (candidates.length <= pageSize) {
    return { cursor: current, changes: candidates.map((c) => c.change), hasMore: false };
  }
  const boundary = candidates[pageSize]?.version ?? current;
  let page = candidates.slice(0, pageSize).filter((c) => c.version < boundary);
  if (page.length === 0)
    page = await readChanges(trx, userId, { after: syncVersion(boundary - 1), upTo: boundary, liveOnly });
  const last = page[page.length - 1]?.version ?? boundary;
  return { cursor: last, changes: page.map((c) => c.change), hasMore: true };
}

/** The tables a pull reads; each row carries the version of the change that last wrote it. */
type VersionedTable = 'profiles' | 'saved_recipes' | 'notifications' | 'shopping_items';

/** The tables whose deleted rows stay behind as tombstones until purged. */
type TombstonedTable = Exclude<VersionedTable, 'profiles'>;

/** `query`'s rows in the versions `range` names, oldest first (ties by id), at most `range.limit`. */
function inVersions<O>(query: SelectQueryBuilder<Database, VersionedTable, O>, range: VersionRange) {
  const { after, upTo, limit } = range;
  return query
    .where('version', '>', after)
    .$if(upTo !== undefined, (q) => q.where('version', '<=', upTo ?? after))
    .orderBy('version')
    .orderBy('id')
    .$if(limit !== undefined, (q) => q.limit(limit ?? 0));
}

async function readChanges(trx: Executor, userId: string, range: VersionRange): Promise<VersionedChange[]> {
  const live = <O>(query: SelectQueryBuilder<Database, TombstonedTable, O>) =>
    query.$if(range.liveOnly === true, (q) => q.where('deleted_at', 'is', null));
  const recipes = await inVersions(
    live(trx.selectFrom('saved_recipes').selectAll().where('user_id', '=', userId)),
    range,
  ).execute();
  const notifications = await inVersions(
    live(trx.selectFrom('notifications').selectAll().where('user_id', '=', userId)),
    range,
  ).execute();
  const shopping = await inVersions(
    live(trx.selectFrom('shopping_items').selectAll().where('user_id', '=', userId)),
    range,
  ).execute();
  // A profile is never deleted, so it has no tombstone to leave out; it is one row, so the order
  // and the limit change nothing.
  const profile = await inVersions(trx.selectFrom('profiles').selectAll().where('id', '=', userId), range).execute();
  const changes = [
    ...profile.map(profileChange),
    ...recipes.map(recipeChange),
    ...notifications.map(notificationChange),
    ...shopping.map(shoppingItemChange),
  ];
  return changes.sort(byVersion);
}

async function readLastMutationIds(trx: Executor, userId: string): Promise<Record<string, number>> {
  const clients = await trx
    .selectFrom('sync_clients')
    .select(['client_id', 'last_mutation_id'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(clients.map((c) => [c.client_id, c.last_mutation_id]));
}
