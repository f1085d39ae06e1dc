import type { ShoppingItem } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';

/** An item as the 'shopping.add' mutation carries it: new rows start unchecked. */
export type NewItem = Omit<ShoppingItem, 'checked'>;

/**
 * Adds items to the user's list, stamped with a new sync version, inside the caller's transaction.
 * An id the user already has (live or removed) is left as it is: ids are made on the device, so a
 * second add of one id can only be a replay, never a different item.
 *
 * @example
 * await db.transaction().execute((trx) => addShoppingItems(trx, userId, [{ id, foodId: 'onion', text: '2 onions', grams: 220, ... }]))
 */
export async function addShoppingItems(trx: Executor, userId: string, items: readonly NewItem[]): Promise<void> {
  const version = await nextVersion(trx, userId);
  await trx
    .insertInto('shopping_items')
    .values(
      items.map((item) => ({
        user_id: userId,
        id: item.id,
        food_id: item.foodId,
        text: item.text,
        grams: item.grams,
        recipe_id: item.recipeId,
        recipe_title: item.recipeTitle,
        checked: 0,
        created_at: item.createdAt,
        version,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
    .execute();
}

/**
 * Checks or unchecks the user's items. Ids another device already removed are skipped, not
 * refused: the removal wins, and the list of both devices ends the same.
 *
 * @example
 * await db.transaction().execute((trx) => checkShoppingItems(trx, userId, [id], true))
 */
export async function checkShoppingItems(
  trx: Executor,
  userId: string,
  ids: readonly string[],
  checked: boolean,
): Promise<void> {
  const version = await nextVersion(trx, userId);
  await trx
    .updateTable('shopping_items')
    .set({ checked: checked ? 1 : 0, version })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Removes the user's items, leaving tombstones so every device learns of it on its next pull.
 *
 * @example
 * await db.transaction().execute((trx) => removeShoppingItems(trx, userId, checkedIds))
 */
export async function removeShoppingItems(trx: Executor, userId: string, ids: readonly string[]): Promise<void> {
  const version = await nextVersion(trx, userId);
  await trx
    .updateTable('shopping_items')
    .set({ deleted_at: new Date().toISOString(), version })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}
