/**
 * `npm run conjure -- --theme dragons-lair --class barbarian --type main --party 6
 *   --diet vegan,gluten-free [--dish pad-thai] [--rarity epic] [--seed 42] [--json] [--image out.png]`
 * Prints a recipe a person can read (or its JSON), and writes its artwork as a PNG.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RARITIES, WizardChoicesSchema, type Rarity } from '@feastforge/domain';
import { conjure, ImpossibleRequestError } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { formatRecipe } from './format-recipe.ts';

const { values } = parseArgs({
  options: {
    theme: { type: 'string', default: 'mystic-forest' },
    class: { type: 'string', default: 'druid' },
    type: { type: 'string', default: 'main' },
    party: { type: 'string', default: '4' },
    diet: { type: 'string', default: '' },
    rarity: { type: 'string' },
    dish: { type: 'string' },
    booster: { type: 'string', default: '1' },
    seed: { type: 'string', default: String(Date.now()) },
    json: { type: 'boolean', default: false },
    image: { type: 'string' },
  },
});

const parsed = WizardChoicesSchema.safeParse({
  theme: values.theme,
  characterClass: values.class,
  recipeType: values.type,
  partySize: Number(values.party),
  dietary: values.diet ? values.diet.split(',').map((d) => d.trim()) : [],
  manaCost: Number(values.booster),
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
  process.exit(2);
}
if (values.rarity && !(RARITIES as readonly string[]).includes(values.rarity)) {
  console.error(`--rarity must be one of ${RARITIES.join(', ')}`);
  process.exit(2);
}

try {
  const recipe = conjure(parsed.data, {
    rng: seededRng(values.seed),
    ...(values.rarity ? { rarity: values.rarity as Rarity } : {}),
    ...(values.dish ? { baseRecipeId: values.dish } : {}),
  });
  if (values.image) {
    const { recipeArtwork, ARTWORK_WIDTH } = await import('../artwork/recipe-artwork.ts');
    const { renderPng } = await import('../artwork/png.ts');
    const svg = recipeArtwork({
      title: recipe.data.title,
      recipeType: recipe.data.recipeType,
      theme: parsed.data.theme,
      rarity: recipe.data.rarity,
      ingredients: recipe.mainIngredients,
    });
    writeFileSync(values.image, renderPng(svg, ARTWORK_WIDTH));
  }
  console.log(values.json ? JSON.stringify(recipe, null, 2) : formatRecipe(recipe));
  if (values.image) console.error(`Artwork written to ${values.image}`);
} catch (error) {
  if (error instanceof ImpossibleRequestError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
