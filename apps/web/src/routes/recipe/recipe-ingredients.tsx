import { ingredientsFor, type RecipeData, type UnitSystem } from '@feastforge/domain';
import { useMemo } from 'react';
import { useCooksChoice } from './cooks-choice.tsx';
import { ServingsControl, UnitsToggle } from './servings-control.tsx';

/**
 * The ingredient list for the servings and units the cook picks; the recipe's own figures are
 * the starting point, so the page opens exactly as the recipe was written. The choice is the
 * page's (`CooksChoiceProvider`), so Print Recipe prints these same lines.
 */
export function RecipeIngredients({ recipe }: { recipe: Pick<RecipeData, 'ingredients' | 'servings' | 'measures'> }) {
  const { servings, units, setServings, setUnits } = useCooksChoice() ?? missingProvider();
  const lines = useMemo(() => ingredientsFor(recipe, servings, units), [recipe, servings, units]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ServingsControl value={servings} onChange={setServings} />
        <UnitsToggle value={units} onChange={setUnits} />
      </div>
      {/* On paper the control is left off; this says which servings and measures the lines are for. */}
      <p className="mb-2 hidden text-sm text-muted print:block">
        For {servings} {servings === 1 ? 'serving' : 'servings'}, {UNIT_NAMES[units]} measures first
      </p>
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

const UNIT_NAMES: Record<UnitSystem, string> = { metric: 'metric', us: 'US' };

function missingProvider(): never {
  throw new Error('RecipeIngredients needs a CooksChoiceProvider around it');
}
