import { z } from 'zod';
import { RECIPE_NOT_FOUND_MESSAGE } from './messages.ts';
import { SyncRecipeRowSchema } from './sync.ts';

/** Saved recipe ids are UUIDs; anything else can never name a recipe. */
export const RecipeIdParams = z.object({
  id: z.guid(RECIPE_NOT_FOUND_MESSAGE),
});

export const RecipeAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
});

/**
 * Answer of `GET /api/recipes/{id}`: the recipe as the tome stores it, with its author.
 *
 * @example
 * const { recipeData, author } = RecipeAnswerSchema.parse(await res.json())
 */
export const RecipeAnswerSchema = SyncRecipeRowSchema.extend({
  author: RecipeAuthorSchema,
});
export type RecipeAnswer = z.infer<typeof RecipeAnswerSchema>;

/**
 * Body of `PATCH /api/recipes/{id}`: publish or unpublish one of your recipes (the REST door to
 * the sync mutations `recipe.publish` and `recipe.unpublish`).
 *
 * @example
 * await client.api.recipes[':id'].$patch({ param: { id }, json: { isPublished: true } })
 */
export const RecipePatchBody = z.object({ isPublished: z.boolean() }).strict();
export type RecipePatchBody = z.input<typeof RecipePatchBody>;

/**
 * Answer of `PATCH /api/recipes/{id}`: the recipe as it is now, and the names of the badges a
 * first publish unlocked (spec section 8: '🎉 Published & Badge Unlocked!' when there are any).
 */
export const PublishAnswerSchema = RecipeAnswerSchema.extend({
  newBadges: z.array(z.string()),
});
export type PublishAnswer = z.infer<typeof PublishAnswerSchema>;
