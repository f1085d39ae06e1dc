import type { Kysely } from 'kysely';
import { ADMIN_PAGE_SIZE, DomainError, type AdminRecipePage, type AdminRecipeRow } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';
import { writeAudit } from './audit.ts';
import { countOf } from './pages.ts';

/** The answer to a recipe id that names no live recipe. */
export const noSuchRecipe = () => new DomainError('not_found', 'No such recipe.');

/** Live (not deleted) recipes with their author's name, ready to select as admin rows. */
export function recipeRows(db: Executor) {
  return db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .select([
      'saved_recipes.id',
      'saved_recipes.title',
      'saved_recipes.user_id',
      'profiles.display_name',
      'saved_recipes.is_published',
      'saved_recipes.created_at',
    ])
    .where('saved_recipes.deleted_at', 'is', null);
}

export function toRecipeRow(row: {
  id: string;
  title: string;
  user_id: string;
  display_name: string | null;
  is_published: number;
  created_at: string;
}): AdminRecipeRow {
  return {
    id: row.id,
    title: row.title,
    authorId: row.user_id,
    authorName: row.display_name ?? null,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
  };
}

/**
 * One page of every live recipe, published or private, newest first (ties by id), with the exact total.
 *
 * @example
 * const { rows, total } = await adminRecipePage(db, 1)
 */
export async function adminRecipePage(db: Kysely<Database>, page: number): Promise<AdminRecipePage> {
  const rows = await recipeRows(db)
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const total = await countOf(db.selectFrom('saved_recipes').where('deleted_at', 'is', null));
  return { rows: rows.map(toRecipeRow), total, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * Takes a recipe that breaks the terms out of the Feast Hall, the home page and the sitemap (they
 * all read published rows, and the listing version moves with it, so no kept search serves it),
 * stamped with the author's next sync version so their devices pull it as private, and records it
 * in the audit log in the same transaction. A recipe already private changes nothing and writes no
 * row; `changed` says which.
 *
 * @example
 * const { recipe, changed } = await unpublishRecipe(db, adminId, recipeId)
 */
export async function unpublishRecipe(
  db: Kysely<Database>,
  adminId: string,
  recipeId: string,
): Promise<{ recipe: AdminRecipeRow; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('saved_recipes')
      .select('user_id')
      .where('id', '=', recipeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!owner) throw noSuchRecipe();
    // The author's version lock first, as every writer of their rows takes it: a publish from one
    // of their devices, or a second admin, waits here, and the check below sees what they did.
    const version = await nextVersion(trx, owner.user_id);
    const result = await trx
      .updateTable('saved_recipes')
      .set({ is_published: 0, updated_at: new Date().toISOString(), version })
      .where('id', '=', recipeId)
      .where('is_published', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const changed = result.numUpdatedRows > 0n;
    const recipe = await recipeRows(trx).where('saved_recipes.id', '=', recipeId).executeTakeFirst();
    if (!recipe) throw noSuchRecipe();
    if (changed) {
      await writeAudit(trx, {
        actorId: adminId,
        action: 'recipe_unpublished',
        targetType: 'recipe',
        targetId: recipeId,
        details: { title: recipe.title, authorId: recipe.user_id },
      });
    }
    return { recipe: toRecipeRow(recipe), changed };
  });
}
