import { XP_PUBLISH, type XpResult } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { awardXp } from '../generation/award-xp.ts';
import { checkBadges } from '../progression/check-badges.ts';
import { nextVersion } from '../sync/versions.ts';

/**
 * What publishing did: nothing when the user has no live recipe of that id; otherwise the XP and
 * the badges a first publish earned (null and empty for any other change).
 */
export type PublishOutcome = { found: false } | { found: true; xp: XpResult | null; newBadges: string[] };

/**
 * Publishes or unpublishes one of the user's recipes; the rule behind both `PATCH /api/recipes/:id`
 * and the sync mutations `recipe.publish`/`recipe.unpublish`. The first publish of a recipe awards
 * XP_PUBLISH once (spec section 4 'Publish'): the flag is claimed with a conditional update, so a
 * repeat publish, or two devices publishing at once, award nothing more; the first publish then
 * checks badges in the same transaction. The recipe and the profile are stamped with one new
 * version, so every device pulls both. After the commit, tell the user's tabs (`announceProgress`).
 *
 * A recipe of someone else, a deleted or a missing one changes no row (the version it took just
 * stays unused); the caller answers `{found: false}` in its own words.
 *
 * @example
 * const outcome = await db.transaction().execute((trx) => setRecipePublished(trx, userId, id, true))
 */
export async function setRecipePublished(
  trx: Executor,
  userId: string,
  recipeId: string,
  published: boolean,
): Promise<PublishOutcome> {
  const version = await nextVersion(trx, userId);
  const result = await trx
    .updateTable('saved_recipes')
    .set({ is_published: published ? 1 : 0, updated_at: new Date().toISOString(), version })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return { found: false };
  if (!published) return { found: true, xp: null, newBadges: [] };
  const firstPublish = await trx
    .updateTable('saved_recipes')
    .set({ publish_xp_awarded: 1 })
    .where('id', '=', recipeId)
    .where('user_id', '=', userId)
    .where('publish_xp_awarded', '=', 0)
    .executeTakeFirst();
  if (firstPublish.numUpdatedRows === 0n) return { found: true, xp: null, newBadges: [] };
  const xp = await awardXp(trx, userId, XP_PUBLISH, version);
  return { found: true, xp, newBadges: await checkBadges(trx, userId, version) };
}
