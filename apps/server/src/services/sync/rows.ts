import {
  syncVersion,
  type Profile,
  type RecipeData,
  type SyncChange,
  type SyncNotificationRow,
  type ShoppingItem,
  type SyncRecipeRow,
  type SyncTable,
  type SyncVersion,
} from '@feastforge/domain';
import type { NotificationRow, ProfileRow, SavedRecipeRow, ShoppingItemRow } from '@feastforge/db';
import { toProfile } from '../accounts/me.ts';

/** A change with the version that orders it in a pull. */
export interface VersionedChange {
  version: SyncVersion;
  change: SyncChange;
}

// recipe_data is written only after the recipe checker accepted it. It is not re-validated here:
// a row from an older schema must still reach the tome rather than fail the whole pull.
function readRecipeData(text: string): RecipeData {
  return JSON.parse(text) as RecipeData;
}

export function toRecipeRow(row: SavedRecipeRow): SyncRecipeRow {
  return {
    id: row.id,
    userId: row.user_id,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
    recipeData: readRecipeData(row.recipe_data),
  };
}

export function toNotificationRow(row: NotificationRow): SyncNotificationRow {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read === 1,
    actionUrl: row.action_url,
    createdAt: row.created_at,
  };
}

function removal(table: SyncTable, row: { id: string; version: number }): VersionedChange {
  return { version: syncVersion(row.version), change: { table, id: row.id, op: 'del' } };
}

/** A recipe as a change: its tombstone becomes `del`. */
export function recipeChange(row: SavedRecipeRow): VersionedChange {
  if (row.deleted_at !== null) return removal('saved_recipes', row);
  const change = { table: 'saved_recipes', id: row.id, op: 'put', row: toRecipeRow(row) } as const;
  return { version: syncVersion(row.version), change };
}

export function notificationChange(row: NotificationRow): VersionedChange {
  if (row.deleted_at !== null) return removal('notifications', row);
  const change = { table: 'notifications', id: row.id, op: 'put', row: toNotificationRow(row) } as const;
  return { version: syncVersion(row.version), change };
}

export function toShoppingItem(row: ShoppingItemRow): ShoppingItem {
  return {
    id: row.id,
    foodId: row.food_id,
    text: row.text,
    grams: row.grams,
    recipeId: row.recipe_id,
    recipeTitle: row.recipe_title,
    checked: row.checked === 1,
    createdAt: row.created_at,
  };
}

export function shoppingItemChange(row: ShoppingItemRow): VersionedChange {
  if (row.deleted_at !== null) return removal('shopping_items', row);
  const change = { table: 'shopping_items', id: row.id, op: 'put', row: toShoppingItem(row) } as const;
  return { version: syncVersion(row.version), change };
}

export function profileChange(row: ProfileRow): VersionedChange {
  const profile: Profile = toProfile(row);
  return { version: syncVersion(row.version), change: { table: 'profiles', id: row.id, op: 'put', row: profile } };
}

const TABLE_ORDER: Record<SyncTable, number> = { profiles: 0, saved_recipes: 1, notifications: 2, shopping_items: 3 };

/** Version order; rows sharing a version (one transaction) keep a stable order between pulls. */
export function byVersion(a: VersionedChange, b: VersionedChange): number {
  return (
    a.version - b.version ||
    TABLE_ORDER[a.change.table] - TABLE_ORDER[b.change.table] ||
    (a.change.id < b.change.id ? -1 : a.change.id > b.change.id ? 1 : 0)
  );
}
