import { describe, expect, it } from 'vitest';
import { BASE_RECIPES } from './recipes/index.ts';

/** A sentence that brushes a food on: 'Brush the pastry all over with the {egg}', 'Brush with more of the {egg}'. */
const brushed = (id: string) =>
  new RegExp(`\\bbrush[^.;]*\\bwith (?:more of |some of |the rest of )?the \\{${id}\\}`, 'i');

describe('a glaze brushed on', () => {
  it('is marked `wash` for an egg the steps only ever brush on, so it never keeps a small party from the dish', () => {
    const wrong: string[] = [];
    for (const recipe of BASE_RECIPES)
      // An egg is what a small party cannot halve; a brushed oil or milk is measured and scales.
      for (const ingredient of recipe.ingredients.filter((i) => /^egg(?:-|$)/.test(i.food))) {
        const uses = recipe.steps
          .flatMap((step) => step.split(/(?<=[.;])\s+/))
          .filter((s) => s.includes(`{${ingredient.food}}`));
        const onlyBrushed = uses.length > 0 && uses.every((s) => brushed(ingredient.food).test(s));
        if (onlyBrushed !== (ingredient.wash === true))
          wrong.push(
            `${recipe.id}: ${ingredient.food} is ${onlyBrushed ? 'only brushed on but not' : 'marked but not only'} a wash`,
          );
      }
    expect(wrong).toEqual([]);
  });
});
