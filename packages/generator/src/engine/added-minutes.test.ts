import { describe, expect, it } from 'vitest';
import { parseMinutes, type RecipeType } from '@feastforge/domain';
import { stepsMinutes } from '../checker/check-times.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { conjure } from './conjure.ts';
import { seededRng } from './rng.ts';

const card = (id: string, recipeType: RecipeType, partySize: number) =>
  conjure(
    { theme: 'mystic-forest', characterClass: 'wizard', recipeType, partySize, dietary: [], manaCost: 1 },
    { rng: seededRng(1), baseRecipeId: id },
  );

describe('the cook time on the card', () => {
  it("brings an oven round round again at the oven's work, not at the simmer before it", () => {
    // Fruit leather for 20 dries on two trays in two rounds: 5 hours each, not 10 minutes of simmering.
    const forSix = card('strawberry-fruit-leather', 'snacks', 6);
    const forTwenty = card('strawberry-fruit-leather', 'snacks', 20);
    expect(forTwenty.data.instructions[0]).toMatch(/in two batches, on two shelves/);
    expect(
      (parseMinutes(forTwenty.data.cookTime) ?? 0) - (parseMinutes(forSix.data.cookTime) ?? 0),
    ).toBeGreaterThanOrEqual(300);
  });

  it('grows by a second batch of gemista for 20', () => {
    const forFour = card('gemista', 'main', 4);
    const forTwenty = card('gemista', 'main', 20);
    expect(forTwenty.data.instructions.join(' ')).toMatch(/baking dishes .*\(in two batches, on two shelves/);
    expect(forTwenty.cookMinutes).toBeGreaterThanOrEqual(forFour.cookMinutes + 60);
  });

  it('grows with milk that takes longer to heat for 20 mugs of hot chocolate', () => {
    const recipe = card('mexican-hot-chocolate', 'elixir', 20);
    expect(recipe.data.instructions.join(' ')).toMatch(/13-16 minutes/);
    expect(recipe.prepMinutes + recipe.cookMinutes).toBeGreaterThanOrEqual(stepsMinutes(recipe.data.instructions));
    expect(recipe.cookMinutes).toBeGreaterThan(20);
  });
});

describe('the work done ahead', () => {
  it('grows with the party: grating potatoes for 8, scrubbing 5 kg of mussels for 20', () => {
    const prep = (id: string, type: RecipeType, party: number) => card(id, type, party).prepMinutes;
    expect(prep('potato-rosti-with-fried-eggs', 'breakfast', 8)).toBeGreaterThanOrEqual(
      prep('potato-rosti-with-fried-eggs', 'breakfast', 2) + 15,
    );
    expect(prep('impepata-di-cozze', 'starter', 20)).toBeGreaterThanOrEqual(
      prep('impepata-di-cozze', 'starter', 4) + 20,
    );
    // Not the waiting: a gazpacho's 2 hours in the fridge are the same for 20.
    expect(prep('gazpacho', 'starter', 20)).toBeLessThan(prep('gazpacho', 'starter', 4) + 20);
    expect(prep('impepata-di-cozze', 'starter', 1)).toBe(prep('impepata-di-cozze', 'starter', 4));
  });
});

describe('the card of a dish never heated', () => {
  it('keeps a cold brew for 20 at Cook 0 and gives its longer drip to the prep', () => {
    for (const partySize of [1, 2, 7, 20]) {
      const recipe = card('cold-brew-coffee', 'elixir', partySize);
      expect(recipe.cookMinutes).toBe(0);
      expect(recipe.prepMinutes).toBeGreaterThanOrEqual(stepsMinutes(recipe.data.instructions));
    }
    expect(card('cold-brew-coffee', 'elixir', 20).data.instructions.join(' ')).toMatch(/drip for 13-30 minutes/);
    // The longer drip, and the grinding and weighing done ahead for five times as much.
    expect(card('cold-brew-coffee', 'elixir', 20).prepMinutes).toBeGreaterThanOrEqual(735 + 8);
  });

  it('chills the trays of energy balls for 20 side by side: no batches of chilling on the card', () => {
    const recipe = card('date-and-almond-energy-balls', 'snacks', 20);
    expect(recipe.cookMinutes).toBe(0);
    // One round of chilling (the rolling grows with the party, the chilling does not).
    expect(recipe.prepMinutes - untimed(recipe)).toBe(stepsMinutes(recipe.data.instructions));
    expect(stepsMinutes(recipe.data.instructions)).toBe(
      stepsMinutes(card('date-and-almond-energy-balls', 'snacks', 8).data.instructions),
    );
  });

  it('keeps a gazpacho blended in five batches at Cook 0', () => {
    const recipe = card('gazpacho', 'starter', 20);
    expect(recipe.data.instructions.join(' ')).toMatch(/in five batches/);
    expect(recipe.cookMinutes).toBe(0);
  });
});

describe('the cook time on the card for a small party', () => {
  it('shrinks with the shorter bake of brownies for six in a shallower tin', () => {
    const forSix = conjure(
      {
        theme: 'mystic-forest',
        characterClass: 'wizard',
        recipeType: 'dessert',
        partySize: 6,
        dietary: [],
        manaCost: 1,
      },
      { rng: seededRng(16), baseRecipeId: 'chocolate-brownies' },
    );
    expect(forSix.data.instructions.join(' ')).toMatch(/15 cm \(6 in\) square tin.*bake 20-30 minutes/);
    expect(forSix.cookMinutes).toBe(25);
  });

  it('keeps the full bake of a tarta de santiago for one, made as two at full depth in a 10 cm tin', () => {
    const forOne = conjure(
      {
        theme: 'mystic-forest',
        characterClass: 'wizard',
        recipeType: 'dessert',
        partySize: 1,
        dietary: [],
        manaCost: 1,
      },
      { rng: seededRng(16), baseRecipeId: 'tarta-de-santiago' },
    );
    expect(forOne.data.instructions.join(' ')).toMatch(/10 cm \(4 in\) springform tin.*bake 35-40 minutes/);
    expect(forOne.cookMinutes).toBe(40);
  });
});

/** The card's minutes beyond what its steps take: the untimed work, which the party does not change. */
const untimed = (recipe: ReturnType<typeof card>) =>
  recipe.prepMinutes + recipe.cookMinutes - stepsMinutes(recipe.data.instructions);

describe('the card follows the steps both ways', () => {
  it('shrinks by the batch of skewers a chicken satay for one does not grill, not by its marinade', () => {
    const forOne = card('chicken-satay', 'starter', 1);
    const forSix = card('chicken-satay', 'starter', 6);
    expect(forSix.data.instructions.join(' ')).toMatch(/in two batches, 8-10 minutes each/);
    expect(forOne.data.instructions.join(' ')).toMatch(/marinate in the fridge for at least 1 hour/);
    expect(forOne.cookMinutes).toBe(forSix.cookMinutes - 8);
    expect(forOne.prepMinutes).toBe(forSix.prepMinutes);
  });

  it('bakes a second round of crème brûlée for 20, but chills them all at once', () => {
    const base = BASE_RECIPES.find((r) => r.id === 'creme-brulee');
    const forTwenty = card('creme-brulee', 'dessert', 20);
    expect(forTwenty.data.instructions.join(' ')).toMatch(/in two batches/);
    expect(forTwenty.cookMinutes).toBe((base?.cookMinutes ?? 0) + 35);
  });

  it('adds no rounds for trays of energy balls that all chill at once', () => {
    const forEight = card('date-and-almond-energy-balls', 'snacks', 8);
    const forTwenty = card('date-and-almond-energy-balls', 'snacks', 20);
    expect(forTwenty.data.instructions.join(' ')).not.toMatch(/batches/);
    expect(stepsMinutes(forTwenty.data.instructions)).toBe(stepsMinutes(forEight.data.instructions));
  });

  it('says the batches of spanakopita baked on two trays at a time, and times them', () => {
    const forTwenty = card('spanakopita-triangles', 'snacks', 20);
    expect(forTwenty.data.instructions.join(' ')).toMatch(
      /on two trays and brush the top with oil \(in two batches, on two shelves/,
    );
    // The folding grows with the party; the second round of baking is in the steps' own times.
    expect(untimed(forTwenty)).toBeGreaterThan(untimed(card('spanakopita-triangles', 'snacks', 8)));
  });

  it('keeps the untimed work of every dish for fewer, and grows what is done ahead for more, slower than the party', () => {
    const off: string[] = [];
    for (const base of BASE_RECIPES) {
      const id = base.id;
      const written = untimed(card(id, base.type, base.servings));
      for (const party of [1, 2, 7, 13, 20]) {
        if (party > (base.largestParty ?? 20)) continue;
        let made;
        try {
          made = card(id, base.type, party);
        } catch {
          continue; // not offered to this party
        }
        const drift = untimed(made) - written;
        const factor = made.data.servings / base.servings;
        // At most the prep as written grows, as the party to the power 0.6.
        const most = factor > 1 ? base.prepMinutes * (factor ** 0.6 - 1) : 0;
        if (drift <= -5 || drift >= most + 5) off.push(`${id} for ${String(party)}: ${String(Math.round(drift))} min`);
      }
    }
    expect(off).toEqual([]);
  });
});
