import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';

/** `gone` when the recipe was already deleted; `not_found` when the user never had it. */
export type DeleteOutcome = 'deleted' | 'gone' | 'not_found';

/**
 * Deletes one of the user's recipes; the rule behind both `DELETE /api/recipes/:id` and the sync
 * mutation `recipe.delete`. Deleting keeps a tombstone, stamped with a new version, so other
 * devices learn of it and drop their copy. Deleting twice is not an error: two devices deleting
 * the same recipe offline both meant it gone.
 *
 * @example
 * const outcome = await db.transaction().execute((trx) => deleteRecipe(trx, userId, id))
 */
export async function deleteRecipe(trx: Executor, userId: string, recipeId: string): Promise<DeleteOutcome> {
  const version = await nextVersion(trx, userId);
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('saved_recipes')
    .set({ deleted_at: now, updated_at: now, is_published: 0, version })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'deleted';
  const tombstone = await trx
    .selectFrom('saved_recipes')
    .select('id')
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return tombstone ? 'gone' : 'not_found';
}
