import type { SyncChange, SyncTable } from '@feastforge/domain';
import { toProfile } from '../services/accounts/me.ts';
import { toNotificationRow, toRecipeRow, toShoppingItem } from '../services/sync/rows.ts';
import type { TestApp } from './harness.ts';

type Rows = Record<SyncTable, Map<string, unknown>>;

/**
 * A device's local copy, kept the way the client keeps it: puts and deletes applied in order,
 * a reset answer replaces everything. Pulls until `hasMore` is false.
 */
export class SyncReplica {
  cursor = 0;
  rows: Rows = emptyRows();
  lastMutationIds: Record<string, number> = {};
  pages = 0;
  resets = 0;

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
  ) {}

  async pull(): Promise<this> {
    let more = true;
    while (more) {
      const res = await this.t
        .client({ token: this.token })
        .api.sync.pull.$get({ query: { cursor: String(this.cursor) } });
      if (res.status !== 200) throw new Error(`pull failed: ${res.status} ${JSON.stringify(res.body)}`);
      const answer = res.body;
      if (answer.reset) {
        this.rows = emptyRows();
        this.resets += 1;
      }
      for (const change of answer.changes) apply(this.rows, change);
      this.cursor = answer.cursor;
      this.lastMutationIds = answer.lastMutationIds;
      this.pages += 1;
      more = answer.hasMore;
    }
    return this;
  }

  /** The replica as plain data: one `{id: row}` object per table, for deep comparison. */
  state(): Record<SyncTable, Record<string, unknown>> {
    return {
      saved_recipes: Object.fromEntries(this.rows.saved_recipes),
      notifications: Object.fromEntries(this.rows.notifications),
      profiles: Object.fromEntries(this.rows.profiles),
      shopping_items: Object.fromEntries(this.rows.shopping_items),
    };
  }
}

function emptyRows(): Rows {
  return { saved_recipes: new Map(), notifications: new Map(), profiles: new Map(), shopping_items: new Map() };
}

function apply(rows: Rows, change: SyncChange): void {
  if (change.op === 'del') rows[change.table].delete(change.id);
  else rows[change.table].set(change.id, change.row);
}

/** The user's live rows read straight from the database, in the replica's shape. */
export async function serverState(t: TestApp, userId: string): Promise<Record<SyncTable, Record<string, unknown>>> {
  const recipes = await t.db
    .selectFrom('saved_recipes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  const notifications = await t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  const shopping = await t.db
    .selectFrom('shopping_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    saved_recipes: Object.fromEntries(recipes.map((r) => [r.id, toRecipeRow(r)])),
    notifications: Object.fromEntries(notifications.map((n) => [n.id, toNotificationRow(n)])),
    profiles: { [profile.id]: toProfile(profile) },
    shopping_items: Object.fromEntries(shopping.map((s) => [s.id, toShoppingItem(s)])),
  };
}
