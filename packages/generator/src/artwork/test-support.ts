import type { RecipeArtworkInput } from './recipe-artwork.ts';

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = png.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') throw new Error(`not a PNG: ${signature}`);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A recipe artwork input with sensible defaults, for tests. */
export function artworkInput(overrides: Partial<RecipeArtworkInput> = {}): RecipeArtworkInput {
  return {
    title: 'Frostpeak Braised Lamb Shank',
    recipeType: 'main',
    theme: 'snowy-mountain',
    rarity: 'epic',
    ingredients: ['lamb shank', 'carrot', 'fresh rosemary', 'garlic'],
    ...overrides,
  };
}

/** Typical main ingredients for each recipe type, so every vessel gets realistic food. */
export const INGREDIENTS_BY_TYPE = {
  breakfast: ['egg', 'bacon', 'tomato', 'sourdough bread'],
  starter: ['mushroom', 'vegetable stock', 'heavy cream', 'fresh thyme'],
  main: ['salmon fillet', 'lemon', 'potato', 'fresh dill'],
  dessert: ['strawberries', 'dark chocolate', 'heavy cream', 'egg', 'all-purpose flour'],
  snacks: ['Medjool date', 'almonds', 'pita bread', 'honey'],
  elixir: ['black tea bag', 'whole milk', 'cinnamon stick', 'star anise'],
} as const;
