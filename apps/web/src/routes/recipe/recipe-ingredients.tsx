import { ingredientsFor, larderLineMarks, larderUseLine, type RecipeData, type UnitSystem } from '@feastforge/domain';
import { Archive } from 'lucide-react';
import { useMemo } from 'react';
import { useCooksChoice } from './cooks-choice.tsx';
import { ServingsControl, UnitsToggle } from './servings-control.tsx';

/**
 * The ingredient list for the servings and units the cook picks; the recipe's own figures are
 * the starting point, so the page opens exactly as the recipe was written. The choice is the
 * page's (`CooksChoiceProvider`), so Print Recipe prints these same lines.
 */
export function RecipeIngredients({
  recipe,
}: {
  recipe: Pick<RecipeData, 'ingredients' | 'servings' | 'measures' | 'larderUse'>;
}) {
  const { servings, units, setServings, setUnits } = useCooksChoice() ?? missingProvider();
  const lines = useMemo(() => ingredientsFor(recipe, servings, units), [recipe, servings, units]);
  // The lines keep their order at any servings, so the marks follow the recipe as written.
  const fromLarder = useMemo(() => larderLineMarks(recipe), [recipe]);

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
      {recipe.larderUse && recipe.larderUse.asked.length > 0 && (
        <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-accent/50 bg-accent-soft px-3 py-1 text-sm font-semibold text-fg">
          <Archive aria-hidden className="size-4 text-accent" />
          {larderUseLine(recipe.larderUse)}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {lines.map((ingredient, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rotate-45 bg-accent" />
            <span>
              {ingredient}
              {fromLarder[index] && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-fg">
                  <Archive aria-hidden className="size-3 text-accent" />
                  from your larder
                </span>
              )}
            </span>
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
