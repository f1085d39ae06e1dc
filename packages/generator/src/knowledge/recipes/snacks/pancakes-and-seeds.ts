import type { BaseRecipe } from '../../types.ts';

/** Snacks (pancakes and seeds), in the order the engine reads them. */
export const pancakesAndSeeds: BaseRecipe[] = [
  {
    id: 'scallion-pancakes',
    dish: 'Scallion pancakes (cong you bing)',
    type: 'snacks',
    servings: 4,
    prepMinutes: 60,
    cookMinutes: 20,
    difficulty: 'Medium',
    ingredients: [
      { food: 'all-purpose-flour', qty: 250, unit: 'g' },
      { food: 'salt', qty: 1, unit: 'tsp' },
      { food: 'water', qty: 0.75, unit: 'cup', prep: 'just boiled' },
      { food: 'sesame-oil', qty: 1, unit: 'tbsp' },
      { food: 'vegetable-oil', qty: 4, unit: 'tbsp' },
      { food: 'scallion', qty: 6, unit: 'piece', prep: 'green parts mostly, thinly sliced' },
      { food: 'soy-sauce', qty: 2, unit: 'tbsp' },
      { food: 'rice-vinegar', qty: 1, unit: 'tbsp' },
    ],
    steps: [
      'Mix the {all-purpose-flour} with half the {salt} in a bowl. Pour in the hot {water} while stirring with chopsticks until shaggy, then knead for 5 minutes into a smooth, soft dough. Cover and rest for 30 minutes.',
      'Mix the {sesame-oil} with {vegetable-oil|1/4} of the {vegetable-oil} and the rest of the salt. Shape the dough into {n:ball}. Roll out each ball in turn into a thin 20 cm round, brush with the oil mixture and scatter with an even share of the {scallion}.',
      'Roll the round up tightly like a cigar, then coil the rope into a snail and tuck the end under. Flatten gently and roll out again into a 16 cm pancake; some of the scallion may poke through.',
      'Heat a spoonful of the remaining vegetable oil in {@=24cm frying pan} over medium heat. Fry each pancake on its own for 2-3 minutes per side, until golden and crisp with flaky layers; push in from the sides with spatulas to scrunch it and separate the layers. Add a little more oil before each one.',
      'Cut into wedges and serve hot with the {soy-sauce} mixed with the {rice-vinegar} for dipping.',
    ],
    biomes: { 'dragons-lair': 1, 'snowy-mountain': 1 },
    classes: { bard: 2, wizard: 1 },
    tags: ['pan-fried', 'chinese', 'flatbread', 'sharing', 'gluten-structured'],
  },
  {
    id: 'chili-lime-pepitas',
    dish: 'Chili-lime roasted pumpkin seeds',
    type: 'snacks',
    servings: 8,
    prepMinutes: 5,
    cookMinutes: 15,
    difficulty: 'Easy',
    ingredients: [
      { food: 'pumpkin-seeds', qty: 2, unit: 'cup', prep: 'hulled (pepitas)' },
      { food: 'olive-oil', qty: 1, unit: 'tbsp' },
      { food: 'chili-powder', qty: 1, unit: 'tsp' },
      { food: 'salt', qty: 0.75, unit: 'tsp' },
      { food: 'lime', qty: 1, unit: 'piece', prep: 'zested and juiced' },
    ],
    steps: [
      'Heat the oven to 160°C (325°F). Toss the {pumpkin-seeds} with the {olive-oil}, {chili-powder} and {salt} on {@1 rimmed baking tray}.',
      'Roast for 12-15 minutes, stirring every 5 minutes, until the seeds are puffed, lightly golden and popping.',
      'While hot, toss with the grated zest of the {lime} and a good squeeze of lime juice; return to the oven for 1 minute to dry. Cool completely on {@tray}, where they crisp. Keep in a jar for up to 2 weeks.',
    ],
    biomes: { 'mystic-forest': 1, 'desert-oasis': 1, 'dragons-lair': 1 },
    classes: { ranger: 2, druid: 2 },
    tags: ['roasted', 'crunchy', 'mexican', 'portable'],
    keeps: 'Keeps in an airtight jar at room temperature for up to 1 week.',
  },
];
