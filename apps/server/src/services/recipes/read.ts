import type { Kysely } from 'kysely';
import type { RecipeAnswer } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { AuthState } from '../../http/auth-middleware.ts';
import { isAdmin } from '../accounts/me.ts';
import { toRecipeRow } from '../sync/rows.ts';

/**
 * A recipe the viewer may see, or null: published ones for everyone, unpublished ones for their
 * owner and admins (spec section 6). Deleted rows are gone for everyone.
 */
export async function findVisibleRecipe(
  db: Kysely<Database>,
  id: string,
  viewer: AuthState | null,
): Promise<RecipeAnswer | null> {
  const row = await db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .selectAll('saved_recipes')
    .select('profiles.display_name as author_display_name')
    .where('saved_recipes.id', '=', id)
    .where('saved_recipes.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const visible =
    row.is_published === 1 ||
    (viewer !== null && (viewer.userId === row.user_id || (await isAdmin(db, viewer.userId))));
  if (!visible) return null;
  return { ...toRecipeRow(row), author: { id: row.user_id, displayName: row.author_display_name ?? null } };
}
