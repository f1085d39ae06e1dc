import type { Rarity, RecipeType, Theme } from '@feastforge/domain';
import { paintFrame, rarityFrame } from './frame.ts';
import { hashString } from './hash.ts';
import { categorizeIngredient, type FoodSketch } from './ingredients/categorize.ts';
import { lightRays, paintScenery } from './scenery/index.ts';
import { Sketch } from './sketch.ts';
import { escapeXml, glow } from './svg.ts';
import { chooseVessel, drawVessel } from './vessels/index.ts';
import { isWarm } from './warmth.ts';

/** What a recipe picture is drawn from. */
export interface RecipeArtworkInput {
  title: string;
  recipeType: RecipeType;
  theme: Theme;
  rarity: Rarity;
  /** Main ingredient names, most important first, e.g. ['lamb shank', 'carrot', 'rosemary']. */
  ingredients: string[];
  dietary?: string[];
}

/** The artwork's size; 4:3 as the spec asks of recipe images, and exactly the social image size. */
export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 900;
const BAND = 40;
const MAX_FOODS = 6;

/** When a recipe lists nothing drawable, the dish still gets something recognisable on it. */
const FALLBACK_FOODS: Record<RecipeType, readonly string[]> = {
  breakfast: ['egg', 'sourdough bread', 'fresh chives'],
  starter: ['tomato', 'fresh basil', 'baguette'],
  main: ['beef', 'potato', 'fresh rosemary'],
  dessert: ['strawberries', 'heavy cream', 'fresh mint'],
  snacks: ['sourdough bread', 'cheddar', 'apple'],
  elixir: ['lemon', 'fresh mint', 'honey'],
};

function foodsFor(input: RecipeArtworkInput): FoodSketch[] {
  const names = input.ingredients.map((name) => name.trim()).filter((name) => name.length > 0);
  const chosen = names.length > 0 ? names : [...(FALLBACK_FOODS[input.recipeType] ?? FALLBACK_FOODS.main)];
  const foods = chosen.slice(0, MAX_FOODS).map(categorizeIngredient);
  // Plant-based recipes get a herb on the table: a small cue that the dish is green.
  const plantBased = (input.dietary ?? []).some((d) => d === 'vegan' || d === 'vegetarian');
  if (plantBased && foods.length < MAX_FOODS && !foods.some((f) => f.category === 'leafy'))
    foods.push(categorizeIngredient('fresh parsley'));
  return foods;
}

/**
 * The recipe picture as an SVG string: a vessel suited to the recipe type, its main ingredients on
 * and around it, the biome behind it, and a frame that shows the rarity. Pure and deterministic:
 * the same input always gives byte-identical output, and no text is drawn (the title only appears,
 * escaped, in the accessible `<title>`).
 *
 * @example
 * const svg = recipeArtwork({ title: 'Frostpeak Lamb', recipeType: 'main', theme: 'snowy-mountain',
 *   rarity: 'epic', ingredients: ['lamb shank', 'carrot', 'rosemary'] });
 */
export function recipeArtwork(input: RecipeArtworkInput): string {
  const seed = hashString(
    `${input.title}\u0000${input.recipeType}\u0000${input.theme}\u0000${input.rarity}\u0000${input.ingredients.join('\u0001')}`,
  );
  const sk = new Sketch(seed, 'ff');
  const foods = foodsFor(input);
  const warm = isWarm(input.recipeType, input.title, input.ingredients);
  const scenery = paintScenery(sk, input.theme);
  const vessel = chooseVessel(input.recipeType, input.title, foods, warm, sk.rng);

  const behind = glow(600, 600, 470, 300, scenery.palette.glow, 0.55);
  const dish = drawVessel(vessel, {
    sk,
    palette: scenery.palette,
    foods,
    warm,
    title: input.title.toLowerCase(),
    recipeType: input.recipeType,
  });
  const morning = input.recipeType === 'breakfast' ? lightRays(sk, sk.rng.chance(0.5), '#fff1c8', 0.22) : '';
  const frame = paintFrame(sk, ARTWORK_WIDTH, ARTWORK_HEIGHT, BAND, rarityFrame(input.rarity, sk.rng));

  const body = `${scenery.back}${behind}${dish}${scenery.front}${morning}${frame}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" role="img"><title>${escapeXml(input.title)}</title>${sk.defsMarkup()}${body}</svg>`;
}
