import { Navigate } from 'react-router';
import { GenerationView } from './generation-view.tsx';
import { readGenerationState, readTrialState } from './generation-state.ts';
import { TrialRecipe } from './trial-recipe.tsx';

/**
 * /recipe without an id: what the wizard handed over in the navigation state, a visitor's trial
 * recipe kept in its history entry or the choices to conjure with. Its own chunk, so a saved
 * recipe's page does not load the generation flow (and its schemas) to paint.
 */
export function WizardHandoff({ state }: { state: unknown }) {
  const trial = readTrialState(state);
  if (trial) return <TrialRecipe recipe={trial} />;
  const request = readGenerationState(state);
  // Without wizard data, a saved recipe or an id there is nothing to show (spec 'Recipe page').
  if (!request) return <Navigate to="/" replace />;
  return <GenerationView key={request.idempotencyKey} request={request} />;
}
