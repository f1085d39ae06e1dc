import { assertNever, DomainError, XP_PUBLISH, type ParsedSyncMutation } from '@feastforge/domain';
import { applyProfilePatch } from '../accounts/me.ts';
import { awardXp } from '../generation/award-xp.ts';
import { nextVersion, type Executor } from './versions.ts';

const recipeNotFound = () => new DomainError('not_found', 'Recipe not found');
const notificationNotFound = () => new DomainError('not_found', 'Notification not found');

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
      return setPublished(trx, userId, mutation.args.id, mutation.name === 'recipe.publish');
    case 'recipe.delete':
      return deleteRecipe(trx, userId, mutation.args.id);
    case 'profile.update':
      return applyProfilePatch(trx, userId, mutation.args);
    case 'notification.read':
      return markRead(trx, userId, mutation.args.id);
    case 'notification.readAll':
      return markAllRead(trx, userId);
    default:
      return assertNever(mutation);
  }
}

/**
 * The first publish of a recipe awards XP_PUBLISH once (spec section 4 'Publish'): the flag is
 * claimed with a conditional update, so a repeat publish, or two devices publishing at once,
 * award nothing more. The profile is stamped with the same version so devices pull the new XP.
 */
async function setPublished(trx: Executor, userId: string, recipeId: string, published: boolean) {
  const version = await nextVersion(trx, userId);
  const result = await trx
    .updateTable('saved_recipes')
    .set({ is_published: published ? 1 : 0, updated_at: new Date().toISOString(), version })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw recipeNotFound();
  if (!published) return;
  const firstPublish = await trx
    .updateTable('saved_recipes')
    .set({ publish_xp_awarded: 1 })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('publish_xp_awarded', '=', 0)
    .executeTakeFirst();
  // Badge check (spec section 4 'Publish') belongs here too, once badges exist.
  if (firstPublish.numUpdatedRows > 0n) await awardXp(trx, userId, XP_PUBLISH, version);
}

/** Deleting keeps a tombstone so other devices learn of it; deleting twice is not an error. */
async function deleteRecipe(trx: Executor, userId: string, recipeId: string) {
  const version = await nextVersion(trx, userId);
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('saved_recipes')
    .set({ deleted_at: now, updated_at: now, is_published: 0, version })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return;
  // Two devices deleting the same recipe offline both meant it gone, so the second one succeeds.
  const tombstone = await trx
    .selectFrom('saved_recipes')
    .select('id')
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!tombstone) throw recipeNotFound();
}

async function markRead(trx: Executor, userId: string, notificationId: string) {
  const version = await nextVersion(trx, userId);
  const result = await trx
    .updateTable('notifications')
    .set({ read: 1, version })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notificationNotFound();
}

async function markAllRead(trx: Executor, userId: string) {
  const version = await nextVersion(trx, userId);
  await trx
    .updateTable('notifications')
    .set({ read: 1, version })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
}
