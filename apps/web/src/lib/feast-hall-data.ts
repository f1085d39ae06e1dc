import type { GalleryPage, RecipeCard } from '@feastforge/domain';

// Hand-written checks of the shapes `RecipeCardSchema` and `GalleryPageSchema` describe: the
// schemas would bring the schema library into the first load of / and /gallery, and what these
// read comes from the same server answer as the page (or from this device's own hall cache).

const isString = (value: unknown): value is string => typeof value === 'string';
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

/**
 * Whether `value` is a recipe card as the server sends it.
 *
 * @example
 * isRecipeCard(JSON.parse(text)) // true for { id, title, description, rarity, recipeType, image, createdAt, author }
 */
export function isRecipeCard(value: unknown): value is RecipeCard {
  if (typeof value !== 'object' || value === null) return false;
  const card: Partial<Record<keyof RecipeCard, unknown>> = value;
  const author = card.author;
  return (
    isString(card.id) &&
    isString(card.title) &&
    isString(card.description) &&
    isString(card.rarity) &&
    isString(card.recipeType) &&
    (card.image === null || isString(card.image)) &&
    isString(card.createdAt) &&
    typeof author === 'object' &&
    author !== null &&
    'id' in author &&
    isString(author.id) &&
    'displayName' in author &&
    (author.displayName === null || isString(author.displayName))
  );
}

/** Whether `value` is a list of recipe cards. */
export const isCardList = (value: unknown): value is RecipeCard[] => Array.isArray(value) && value.every(isRecipeCard);

/**
 * A Feast Hall page (the answer of `GET /api/gallery`) from data that should hold one, or null
 * when it is missing or not one.
 *
 * @example
 * readGalleryPage(usePageData()?.gallery) // { recipes: [...], page: 1, pageSize: 40, total: 12, totalPages: 1 } or null
 */
export function readGalleryPage(value: unknown): GalleryPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const page: Partial<Record<keyof GalleryPage, unknown>> = value;
  const { recipes, page: number, pageSize, total, totalPages } = page;
  if (!isCardList(recipes) || !isWholeNumber(number) || !isWholeNumber(pageSize)) return null;
  if (!isWholeNumber(total) || !isWholeNumber(totalPages)) return null;
  return { recipes, page: number, pageSize, total, totalPages };
}
