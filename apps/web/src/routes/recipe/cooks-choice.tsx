import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UnitSystem } from '@feastforge/domain';
import type { CooksChoice } from '../../lib/print-recipe.ts';
import { clampServings, useUnitSystem } from './servings-control.tsx';

interface CooksChoiceState extends CooksChoice {
  setServings(servings: number): void;
  setUnits(units: UnitSystem): void;
}

const CooksChoiceContext = createContext<CooksChoiceState | null>(null);

/**
 * The servings and units the cook picks on the recipe page, shared by the ingredient list, the
 * Serves card and Print Recipe, so what is printed is what is on screen. It starts from the
 * recipe's own servings; key it by recipe so another recipe starts again from its own.
 *
 * @example
 * <CooksChoiceProvider servings={recipe.servings}>{page}</CooksChoiceProvider>
 */
export function CooksChoiceProvider({ servings: written, children }: { servings: number; children: ReactNode }) {
  const [servings, setServings] = useState(() => clampServings(Math.max(1, written)));
  const [units, setUnits] = useUnitSystem();
  const value = useMemo(() => ({ servings, units, setServings, setUnits }), [servings, units, setUnits]);
  return <CooksChoiceContext.Provider value={value}>{children}</CooksChoiceContext.Provider>;
}

/** The cook's choice on this recipe page; null outside one (a tome card prints the recipe as written). */
export function useCooksChoice(): CooksChoiceState | null {
  return useContext(CooksChoiceContext);
}
