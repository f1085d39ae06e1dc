import { buildRecipeData } from '@feastforge/domain/testing';
import type { RecipeData } from '@feastforge/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CooksChoiceProvider } from './cooks-choice.tsx';
import { RecipeSteps, useRecipeSteps } from './recipe-steps.tsx';

const oil = {
  food: 'olive-oil',
  name: 'olive oil',
  plural: 'olive oil',
  grams: { ml: 0.91, tbsp: 13.5 },
  whole: false,
  countable: false,
  qty: 2,
  unit: 'tbsp' as const,
  for: 4,
};

const conjured = buildRecipeData({
  servings: 4,
  instructions: ['Warm 2 tbsp (30 ml) olive oil in a 28 cm (11 in) frying pan.'],
  stepTemplates: {
    for: 4,
    templates: ['Warm {olive-oil|1/1} {olive-oil} in {@28cm frying pan}.'],
    foods: { 'olive-oil': oil },
  },
});

function Steps({ recipe }: { recipe: RecipeData }) {
  return <RecipeSteps steps={useRecipeSteps(recipe)} />;
}

/** The steps as the server renders the page, for the servings the cook's choice starts from. */
const rendered = (recipe: RecipeData, servings: number) =>
  renderToStaticMarkup(
    <CooksChoiceProvider servings={servings}>
      <Steps recipe={recipe} />
    </CooksChoiceProvider>,
  );

describe('RecipeSteps', () => {
  it('renders a recipe’s own steps at its servings, on the server as in the browser', () => {
    const html = rendered(conjured, 4);
    expect(html).toContain('Warm 2 tbsp (30 ml) olive oil in a 28 cm (11 in) frying pan.');
    expect(html).not.toContain('written for');
  });

  it('writes the steps for other servings from the templates', () => {
    const html = rendered(conjured, 20);
    expect(html).toContain('two 30 cm (12 in) frying pans');
    expect(html).not.toContain('28 cm');
  });

  it('keeps the steps of a recipe without templates and says for how many they are written', () => {
    const { stepTemplates: _none, ...old } = conjured;
    const html = rendered(old, 8);
    expect(html).toContain('28 cm (11 in) frying pan');
    expect(html).toContain('The steps are written for 4 servings.');
  });
});
