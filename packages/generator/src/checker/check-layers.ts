import { mentions, type WeighedIngredient } from './step-foods.ts';
import { countOf } from './counts.ts';

/**
 * A cold layered dish (a tiramisu, a trifle) in a dish too big for what goes in (model-written
 * recipes too): a tiramisu for two in a 15 x 20 cm dish is three biscuits a layer with the floor
 * showing between them. Nothing bakes it, so no shorter time makes up for it: a cook takes a
 * smaller dish, a loaf tin, or a glass each.
 */
export interface LayerDepthProblem {
  code: 'vessel';
  message: string;
}

/** What a layered dessert weighs over its dish at the least, g per cm²: about 2 cm deep. */
const LAYERED_G_PER_CM2 = 1.8;
const DISH =
  /\b(a|an|one|two|three|four)\s+(?:small\s+|large\s+)?(\d+)\s*x\s*(\d+)\s*cm\b(?:\s*\([^)]*\))?\s+(?:[a-z-]+\s+){0,2}?dish(?:es)?\b/i;
const LAYERS = /\b(lay|layer|layers|repeat)\b/i;

/**
 * Layers laid in a dish that is not baked, spread thinner than a layered dish stands.
 *
 * @example
 * checkLayers(['Beat the mascarpone.', 'Lay half the ladyfingers in a small 15 x 20 cm (6 x 8 in) dish. Repeat.'], weighed)
 * // [{ code: 'vessel', message: 'Step 2: about 390 g laid in a small 15 x 20 cm (6 x 8 in) dish …' }] (for 2)
 */
export function checkLayers(steps: readonly string[], ingredients: readonly WeighedIngredient[]): LayerDepthProblem[] {
  const problems: LayerDepthProblem[] = [];
  steps.forEach((step, i) => {
    const dish = DISH.exec(step);
    if (!dish || !LAYERS.test(step) || /\bbake[sd]?\b/i.test(steps.slice(i).join(' '))) return;
    const area = countOf(dish[1] ?? 'a') * Number(dish[2]) * Number(dish[3]);
    const named = steps.slice(0, i + 1).join(' ');
    const grams = ingredients.filter((x) => mentions(named, x.food, ingredients)).reduce((sum, x) => sum + x.grams, 0);
    if (grams < area * LAYERED_G_PER_CM2)
      problems.push({
        code: 'vessel',
        message: `Step ${String(i + 1)}: about ${String(Math.round(grams))} g laid in ${dish[0]}, a layer too thin to stand (${(grams / area).toFixed(1)} g a cm²); use a smaller dish or a glass each.`,
      });
  });
  return problems;
}
