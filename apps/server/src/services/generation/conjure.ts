import {
  DIETARY_OPTIONS,
  DomainError,
  TOASTS,
  xpForRarity,
  type RecipeData,
  type WizardChoices,
} from '@feastforge/domain';
import { ImpossibleRequestError } from '@feastforge/generator';
import type { ImageMaker } from '../../providers/image-maker.ts';
import type { RecipeWriter, Roll } from '../../providers/recipe-writer.ts';
import { discardImage } from '../media/discard.ts';
import { logger } from '../../logger.ts';
import type { MediaStore } from '../media/store.ts';

/** The providers a generation uses; the app's configured ones, or local stand-ins in tests. */
export interface GenerationProviders {
  recipeWriter: RecipeWriter;
  imageMaker: ImageMaker;
  /** Where the image maker stores images: a generation that is not saved deletes its image here. */
  media: MediaStore;
}

/** The spec's 'Fizzle': the image failed, so nothing is charged, saved or counted. */
export function fizzle(): DomainError {
  return new DomainError('image_failed', TOASTS.fizzle.message);
}

/**
 * Steps 2 and 3 of the generation flow (spec section 4): writes the recipe for the server's roll,
 * then makes its image under `imageKey`. Touches no account: a failure here costs the user nothing
 * and leaves no file. Once it answers, the image file is the caller's to keep or delete.
 * Throws `generation_failed` when no dish fits the dietary needs and `image_failed` (Fizzle) when
 * the image could not be made.
 *
 * @example
 * const data = await conjureRecipe(deps, choices, { rng, rarity, booster }, generationId)
 */
export async function conjureRecipe(
  providers: GenerationProviders,
  choices: WizardChoices,
  roll: Roll,
  imageKey: string,
): Promise<RecipeData> {
  const { recipe } = await providers.recipeWriter.write(choices, roll).catch((error: unknown) => {
    if (error instanceof ImpossibleRequestError) throw new DomainError('generation_failed', error.message);
    throw error;
  });
  const image = await providers.imageMaker.recipeImage({
    key: imageKey,
    title: recipe.data.title,
    dish: recipe.dish,
    recipeType: choices.recipeType,
    theme: choices.theme,
    rarity: roll.rarity,
    mainIngredients: recipe.mainIngredients,
  });
  if (!image.ok) {
    logger.warn({ reason: image.reason }, 'recipe image failed (Fizzle)');
    // A write that failed halfway can leave part of a file under the key; failing to remove it
    // must not turn the Fizzle into a 500 (the start-up sweep removes what is left).
    await discardImage(providers.media, `/media/recipes/${imageKey}.png`).catch((error: unknown) =>
      logger.error({ err: error }, 'could not remove a failed recipe image'),
    );
    throw fizzle();
  }
  // Price and XP follow the server's roll whoever wrote the text.
  return {
    ...recipe.data,
    image: image.url,
    rarity: roll.rarity,
    manaCost: roll.booster.cost,
    xp_gained: xpForRarity(roll.rarity),
    // The checker held the recipe to these needs, whoever wrote it: the page can say it meets them.
    dietary: DIETARY_OPTIONS.filter((need) => choices.dietary.includes(need)),
  };
}
