import { z } from 'zod';
import { gramsOf } from './ingredient-line.ts';
import { ingredientsFor, type UnitSystem } from './ingredient-scale.ts';
import { larderFoodOfIngredient } from './larder/larder.ts';
import type { RecipeData } from './recipe.ts';
import { shopAmount, type ShopUnit } from './shopping-amounts.ts';

export { shopAmount, type ShopAmount, type ShopUnit } from './shopping-amounts.ts';

/** The aisles of issue 29, in the order a shop walk meets them; the list shows them in this order. */
export const SHOP_AISLES = [
  'produce',
  'dairy and eggs',
  'meat and fish',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'drinks',
] as const;
export type ShopAisle = (typeof SHOP_AISLES)[number];
/** Where a line goes when its food is not one the knowledge base knows (free text, a model's line). */
export const OTHER_AISLE = 'other';
export type ListAisle = ShopAisle | typeof OTHER_AISLE;

/** A food as the shopping list needs it: its name, its aisle and what a shop sells it as. */
export interface ShopFood {
  name: string;
  aisle: ShopAisle;
  shop: ShopUnit;
}

/** Looks a food up by id (the catalogue the generator keeps, loaded with the list). */
export type ShopCatalogue = Readonly<Record<string, ShopFood>>;

/** Most characters of a free-text item or an ingredient line on the list. */
export const SHOPPING_TEXT_MAX = 200;
/** Most items one mutation adds, checks or removes (a recipe has far fewer ingredients). */
export const SHOPPING_BATCH_MAX = 200;

const ItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Item ids are 1-64 letters, digits, '-' or '_'");

/**
 * One item on a cook's list, as stored on the device and synced: a free-text item, or one
 * ingredient of one recipe. Items are never merged in storage (two devices adding the same food
 * offline both keep theirs); the list merges them when it shows them.
 */
export const ShoppingItemSchema = z.object({
  id: ItemIdSchema,
  /** The knowledge-base food, when known (a measured ingredient, or a line whose food was recognised). */
  foodId: z.string().max(64).nullable(),
  /** The line as the recipe page showed it, or the cook's own words. */
  text: z.string().trim().min(1, 'Write what to buy').max(SHOPPING_TEXT_MAX, 'That item is too long'),
  /** Grams needed, when the amount is known from the recipe's measures; lines without one are shown as written. */
  grams: z.number().positive().max(1_000_000).nullable(),
  recipeId: z.string().max(64).nullable(),
  recipeTitle: z.string().max(200).nullable(),
  checked: z.boolean(),
  createdAt: z.string().max(40),
});
export type ShoppingItem = z.infer<typeof ShoppingItemSchema>;

/** A recipe a line is needed for. */
export interface LineRecipe {
  id: string;
  title: string;
}

/** One line of the list as the cook sees it: one food from every recipe that needs it. */
export interface ShoppingLine {
  key: string;
  aisle: ListAisle;
  /** '4', '2 cans (400 g each)', '250 g'; empty for a line kept as written. */
  amount: string;
  name: string;
  recipes: LineRecipe[];
  /** The stored items behind the line: checking or removing the line acts on all of them. */
  itemIds: string[];
  /** Every item behind it is checked (a recipe added later that needs more unchecks it). */
  checked: boolean;
}

export interface ShoppingGroup {
  aisle: ListAisle;
  lines: ShoppingLine[];
}

export interface MergeOptions {
  units: UnitSystem;
  /**
   * Foods of the cook's standing larder; their lines are left off unless `includeLarder`. A labelled
   * variant counts as its food: a coeliac's gluten-free stock is the 'chicken stock' of the larder.
   */
  larder?: ReadonlySet<string>;
  includeLarder?: boolean;
}

export interface MergedList {
  groups: ShoppingGroup[];
  /** How many lines were left off as larder staples. */
  larderLeftOff: number;
}

/**
 * The list as the cook reads it: items of one food from several recipes merged into one line,
 * summed in grams and rounded UP to what a shop sells in the cook's units, grouped by aisle in
 * shop order ('other' last). Lines kept as written (a model's line, free text) merge only with the
 * same words. Larder staples are left off unless asked for.
 *
 * @example
 * mergeShoppingList(items, SHOP_CATALOGUE, { units: 'metric' }).groups[0]
 * // { aisle: 'produce', lines: [{ amount: '3', name: 'onions', recipes: [...], ... }] }
 */
export function mergeShoppingList(
  items: readonly ShoppingItem[],
  catalogue: ShopCatalogue,
  options: MergeOptions,
): MergedList {
  const byKey = new Map<string, { items: ShoppingItem[]; food: ShopFood | undefined; measured: boolean }>();
  const larderLines = new Set<string>();
  for (const item of items) {
    // Own entries only: an item naming 'constructor' is a food the catalogue does not know.
    const food = item.foodId !== null && Object.hasOwn(catalogue, item.foodId) ? catalogue[item.foodId] : undefined;
    const measured = food !== undefined && item.grams !== null;
    const key = measured ? `food:${item.foodId}` : `text:${item.text.trim().toLowerCase()}`;
    if (item.foodId !== null && !options.includeLarder && inLarder(item.foodId, options.larder)) {
      larderLines.add(key);
      continue;
    }
    const entry = byKey.get(key) ?? { items: [], food, measured };
    entry.items.push(item);
    byKey.set(key, entry);
  }

  const lines = [...byKey].map(([key, { items: group, food, measured }]): ShoppingLine => {
    const recipes = new Map<string, string>();
    for (const item of group) if (item.recipeId) recipes.set(item.recipeId, item.recipeTitle ?? 'Recipe');
    const first = group[0];
    const aisle: ListAisle = food?.aisle ?? OTHER_AISLE;
    const base = {
      key,
      aisle,
      recipes: [...recipes].map(([id, title]) => ({ id, title })),
      itemIds: group.map((item) => item.id),
      checked: group.every((item) => item.checked),
    };
    if (measured && food) {
      const grams = group.reduce((sum, item) => sum + (item.grams ?? 0), 0);
      return { ...base, ...shopAmount(grams, food.shop, food.name, options.units) };
    }
    return { ...base, amount: '', name: first?.text.trim() ?? '' };
  });

  const order: readonly ListAisle[] = [...SHOP_AISLES, OTHER_AISLE];
  const groups = order
    .map((aisle) => ({
      aisle,
      lines: lines.filter((line) => line.aisle === aisle).sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.lines.length > 0);
  return { groups, larderLeftOff: larderLines.size };
}

/** The food is in the larder, itself or as the food it is a labelled variant of. */
function inLarder(foodId: string, larder: ReadonlySet<string> | undefined): boolean {
  if (!larder) return false;
  return larder.has(foodId) || larder.has(larderFoodOfIngredient(foodId) ?? foodId);
}

/** Catalogue names and plurals, longest first, so 'red onion' wins over 'onion'. */
function nameIndex(catalogue: ShopCatalogue): Array<[RegExp, string]> {
  const names: Array<[string, string]> = [];
  for (const [id, food] of Object.entries(catalogue)) {
    const plain = food.name
      .replace(/\s*\(.*\)\s*/g, ' ')
      .trim()
      .toLowerCase();
    names.push([plain, id]);
  }
  names.sort((a, b) => b[0].length - a[0].length);
  return names.map(([name, id]) => [new RegExp(`(^|[^\\p{L}])${escape(name)}(e?s)?($|[^\\p{L}])`, 'u'), id]);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const indexes = new WeakMap<ShopCatalogue, Array<[RegExp, string]>>();

/**
 * The food an ingredient line names, when the catalogue knows it (the longest name found wins):
 * how a line of a model-written recipe, which has no measures, finds its aisle.
 *
 * @example
 * recogniseFood('2 red onions, sliced', SHOP_CATALOGUE) // 'red-onion'
 * recogniseFood('a handful of moonberries', SHOP_CATALOGUE) // null
 */
export function recogniseFood(line: string, catalogue: ShopCatalogue): string | null {
  let index = indexes.get(catalogue);
  if (!index) {
    index = nameIndex(catalogue);
    indexes.set(catalogue, index);
  }
  const text = line.toLowerCase();
  return index.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** A new item before its id and time are given. */
export type NewShoppingItem = Omit<ShoppingItem, 'id' | 'createdAt' | 'checked'>;

/**
 * A recipe's ingredients as list items at the servings and units the page shows. A measured line
 * carries its food and grams (so it merges with other recipes' lines of that food); a line without
 * measures (a model-written recipe) keeps its words and the food recognised in them, if any.
 *
 * @example
 * itemsForRecipe({ id, recipeData }, 6, 'metric', SHOP_CATALOGUE)
 * // [{ foodId: 'onion', grams: 330, text: '3 onions, diced', recipeId: id, ... }, ...]
 */
export function itemsForRecipe(
  recipe: { id: string; recipeData: Pick<RecipeData, 'title' | 'ingredients' | 'servings' | 'measures'> },
  servings: number,
  units: UnitSystem,
  catalogue: ShopCatalogue,
): NewShoppingItem[] {
  const data = recipe.recipeData;
  const lines = ingredientsFor(data, servings, units);
  const measures = data.measures?.length === data.ingredients.length ? data.measures : undefined;
  return lines.map((line, i) => {
    const measure = measures?.[i];
    const text = line.slice(0, SHOPPING_TEXT_MAX);
    const common = { text, recipeId: recipe.id, recipeTitle: data.title.slice(0, 200) };
    if (measure) {
      const qty = (measure.qty * servings) / measure.for;
      return { ...common, foodId: measure.food, grams: gramsOf(measure, { qty, unit: measure.unit }) };
    }
    return { ...common, foodId: recogniseFood(line, catalogue), grams: null };
  });
}

const AISLE_TITLES: Record<ListAisle, string> = {
  produce: 'Produce',
  'dairy and eggs': 'Dairy and eggs',
  'meat and fish': 'Meat and fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices',
  frozen: 'Frozen',
  drinks: 'Drinks',
  other: 'Other',
};

/** An aisle's heading as the list shows it. */
export const aisleTitle = (aisle: ListAisle) => AISLE_TITLES[aisle];

/**
 * The list as plain text to share or copy: aisles as headings, unchecked lines only.
 *
 * @example
 * shoppingListText(groups) // 'Produce\n- 3 onions\n\nPantry\n- 2 cans (400 g each) canned chickpeas'
 */
export function shoppingListText(groups: readonly ShoppingGroup[]): string {
  return groups
    .map((group) => ({ group, lines: group.lines.filter((line) => !line.checked) }))
    .filter(({ lines }) => lines.length > 0)
    .map(({ group, lines }) =>
      [aisleTitle(group.aisle), ...lines.map((line) => `- ${[line.amount, line.name].filter(Boolean).join(' ')}`)].join(
        '\n',
      ),
    )
    .join('\n\n');
}
