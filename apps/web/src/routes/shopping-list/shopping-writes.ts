import { itemsForRecipe, SHOPPING_BATCH_MAX, type ShoppingItem, type UnitSystem } from '@feastforge/domain';
import type { Tome } from '../../data/tome-context.ts';
import type { LocalRecipe } from '../../data/tome-db.ts';

/**
 * The shopping list's writes, each a sync mutation on the rows it names: applied on this device at
 * once (offline too) and queued for the server, which applies it exactly once.
 */
export function shoppingWrites(tome: Tome) {
  return {
    addText: (text: string) => add(tome, [{ foodId: null, text, grams: null, recipeId: null, recipeTitle: null }]),
    check: (ids: string[], checked: boolean) =>
      inBatches(ids, (batch) => tome.write({ name: 'shopping.check', args: { ids: batch, checked } })),
    remove: (ids: string[]) => inBatches(ids, (batch) => tome.write({ name: 'shopping.remove', args: { ids: batch } })),
  };
}

/**
 * One write per SHOPPING_BATCH_MAX ids (the most one mutation may name), so 'Clear checked' on a
 * long list is not refused by the server; answers how the last one synced.
 */
async function inBatches<T>(ids: readonly string[], write: (batch: string[]) => Promise<T>): Promise<T | undefined> {
  let outcome: T | undefined;
  for (let start = 0; start < ids.length; start += SHOPPING_BATCH_MAX)
    outcome = await write(ids.slice(start, start + SHOPPING_BATCH_MAX));
  return outcome;
}

type NewItem = Omit<ShoppingItem, 'id' | 'createdAt' | 'checked'>;

/** Adds items with ids made here; answers the ids (to undo) and how the sync went. */
async function add(tome: Tome, items: NewItem[]) {
  const createdAt = new Date().toISOString();
  const withIds = items.map((item) => ({ ...item, id: crypto.randomUUID(), createdAt }));
  const outcome = await tome.write({ name: 'shopping.add', args: { items: withIds } });
  return { ids: withIds.map((item) => item.id), outcome };
}

/**
 * Adds a recipe's ingredients at the servings and units its page shows. The shop catalogue comes
 * with its own chunk, loaded only when a cook adds a recipe or opens the list.
 *
 * @example
 * await addRecipeToList(tome, { id, recipeData }, 6, 'metric')
 */
export async function addRecipeToList(
  tome: Tome,
  recipe: Pick<LocalRecipe, 'id' | 'recipeData'>,
  servings: number,
  units: UnitSystem,
) {
  const { SHOP_CATALOGUE } = await import('@feastforge/domain/shop-catalogue');
  return add(tome, itemsForRecipe(recipe, servings, units, SHOP_CATALOGUE));
}

/** The standing larder of the cook's profile, when this version of the profile has one. */
export function larderOf(profile: unknown): ReadonlySet<string> {
  if (typeof profile !== 'object' || profile === null || !('larder' in profile)) return new Set();
  const { larder } = profile;
  return new Set(Array.isArray(larder) ? larder.filter((id): id is string => typeof id === 'string') : []);
}
