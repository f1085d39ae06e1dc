import type { Food } from '../types.ts';

/**
 * The labelled variants of foods whose usual product breaks a diet the food itself need not: the
 * cheese made without animal rennet for a vegetarian (`diet.rennet`), the product labelled
 * gluten-free where gluten often hides (`diet.mayContainGluten`), the loaf labelled dairy-free
 * where many makers add milk (`diet.mayContainDairy`). Each keeps the food's figures and
 * measures; ../substitutions.ts swaps to it before any other stand-in, so a vegetarian still gets
 * cheese and a coeliac still gets stock.
 */

/** What a vegetarian cook buys for a cheese whose own rules require animal rennet. */
const VEGETARIAN_NAMES: Readonly<Record<string, string>> = {
  // Parmigiano-Reggiano and Gruyère AOP must be made with calf rennet: there is no vegetarian one.
  parmesan: 'vegetarian hard cheese',
  gruyere: 'vegetarian Gruyère-style cheese',
};

/** What a dairy-free cook looks for on the pack, where the food has a word of its own for it. */
const DAIRY_FREE_LABELS: Readonly<Record<string, string>> = {
  // Kosher challah is pareve so it can be eaten with meat: no milk, no butter.
  challah: 'labelled pareve (dairy-free)',
  // A loaf free of milk may still hold egg or honey: the vegan label answers both cooks.
  bread: 'labelled vegan',
};

/** The id of a food's variant labelled dairy-free. */
export const dairyFreeVariantId = (id: string) => `dairy-free-${id}`;

/** The id of a food's vegetarian variant (made without animal rennet). */
export const vegetarianVariantId = (id: string) => `vegetarian-${id}`;

/** The id of a food's variant labelled gluten-free. */
export const glutenFreeVariantId = (id: string) => `gluten-free-${id}`;

function vegetarianVariant(food: Food): Food {
  const { rennet: _rennet, ...diet } = food.diet;
  const { plural: _plural, ...rest } = food;
  return {
    ...rest,
    id: vegetarianVariantId(food.id),
    name: VEGETARIAN_NAMES[food.id] ?? `vegetarian ${food.name}`,
    label: 'made without animal rennet',
    diet,
  };
}

function glutenFreeVariant(food: Food): Food {
  const { mayContainGluten: _hides, ...diet } = food.diet;
  return {
    ...food,
    id: glutenFreeVariantId(food.id),
    name: `gluten-free ${food.name}`,
    ...(food.plural ? { plural: `gluten-free ${food.plural}` } : {}),
    diet,
  };
}

/** The same food bought by its label: its name, with the label in its line. */
function dairyFreeVariant(food: Food): Food {
  const { mayContainDairy: _hides, ...diet } = food.diet;
  return {
    ...food,
    id: dairyFreeVariantId(food.id),
    label: DAIRY_FREE_LABELS[food.id] ?? 'labelled dairy-free',
    diet,
  };
}

/** The labelled variants of `foods`, one per food that has a diet fact calling for one. */
export function labelledVariants(foods: readonly Food[]): Food[] {
  return foods.flatMap((food) => [
    ...(food.diet.rennet ? [vegetarianVariant(food)] : []),
    ...(food.diet.mayContainGluten ? [glutenFreeVariant(food)] : []),
    ...(food.diet.mayContainDairy ? [dairyFreeVariant(food)] : []),
  ]);
}
