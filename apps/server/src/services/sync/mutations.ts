import { assertNever, DomainError, RECIPE_NOT_FOUND_MESSAGE, type ParsedSyncMutation } from '@feastforge/domain';
import { applyProfilePatch } from '../accounts/me.ts';
import type { Executor } from '../db-executor.ts';
import { markAllNotificationsRead, markNotificationRead } from '../notifications/read-marks.ts';
import { deleteRecipe } from '../recipes/delete.ts';
import { setRecipePublished } from '../recipes/publish.ts';
import { addShoppingItems, checkShoppingItems, removeShoppingItems } from '../shopping/shopping-items.ts';

const recipeNotFound = () => new DomainError('not_found', RECIPE_NOT_FOUND_MESSAGE);

/**
 * Applies one client mutation for `userId` inside the caller's transaction, stamping every row
 * it changes. Each write is one conditional statement scoped to the user, so a row of someone else
 * (or a missing one) throws `not_found` without having changed a row (the version it took just
 * stays unused): the caller can then commit the advanced mutation id and answer it as rejected.
 *
 * @example
 * await db.transaction().execute((trx) => applyMutation(trx, userId, { id: 3, name: 'recipe.delete', args: { id } }))
 */
export async function applyMutation(trx: Executor, userId: string, mutation: ParsedSyncMutation): Promise<void> {
  switch (mutation.name) {
    case 'recipe.publish':
    case 'recipe.unpublish':
      return publish(trx, userId, mutation.args.id, mutation.name === 'recipe.publish');
    case 'recipe.delete':
      return remove(trx, userId, mutation.args.id);
    case 'profile.update':
      // The badges it unlocks wrote their notifications in this transaction; the push route tells the tabs.
      await applyProfilePatch(trx, userId, mutation.args);
      return;
    case 'notification.read':
      return markNotificationRead(trx, userId, mutation.args.id);
    case 'notification.readAll':
      return markAllNotificationsRead(trx, userId);
    case 'shopping.add':
      return addShoppingItems(trx, userId, mutation.args.items);
    case 'shopping.check':
      return checkShoppingItems(trx, userId, mutation.args.ids, mutation.args.checked);
    case 'shopping.remove':
      return removeShoppingItems(trx, userId, mutation.args.ids);
    default:
      return assertNever(mutation);
  }
}

async function publish(trx: Executor, userId: string, recipeId: string, published: boolean) {
  const outcome = await setRecipePublished(trx, userId, recipeId, published);
  if (!outcome.found) throw recipeNotFound();
}

async function remove(trx: Executor, userId: string, recipeId: string) {
  if ((await deleteRecipe(trx, userId, recipeId)) === 'not_found') throw recipeNotFound();
}
