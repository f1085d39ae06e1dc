import { ingredientsFor, type RecipeData } from '@feastforge/domain';
import { useMemo, useState } from 'react';
import { clampServings, ServingsControl, UnitsToggle, useUnitSystem } from './servings-control.tsx';

/**
 * The ingredient list for the servings and units the cook picks; the recipe's own figures are
 * the starting point, so the page opens exactly as the recipe was written.
 */
export function RecipeIngredients({ recipe }: { recipe: Pick<RecipeData, 'ingredients' | 'servings' | 'measures'> }) {
  const [chosen, setChosen] = useState(() => clampServings(Math.max(1, recipe.servings)));
  const [units, setUnits] = useUnitSystem();
  const lines = useMemo(() => ingredientsFor(recipe, chosen, units), [recipe, chosen, units]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ServingsControl value={chosen} onChange={setChosen} />
        <UnitsToggle value={units} onChange={setUnits} />
      </div>
      <ul className="flex flex-col gap-2">
        {lines.map((ingredient, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rotate-45 bg-accent" />
            {ingredient}
          </li>
        ))}
      </ul>
    </>
  );
}
