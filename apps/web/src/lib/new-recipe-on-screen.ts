import { useSyncExternalStore } from 'react';

// A freshly conjured recipe is on screen from its reveal's start until the cook leaves it. While
// it is, the push prompt keeps away: the cook came to read the recipe, not to answer a question.
let showing = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Marks a new recipe as on screen; answers the function that takes the mark away again.
 *
 * @example
 * useEffect(() => showNewRecipe(), []); // in the reveal
 */
export function showNewRecipe(): () => void {
  showing += 1;
  changed();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    showing -= 1;
    changed();
  };
}

/** Whether a freshly conjured recipe is on screen now. */
export function newRecipeOnScreen(): boolean {
  return showing > 0;
}

/** Whether a freshly conjured recipe is on screen; re-renders when that changes. */
export function useNewRecipeOnScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newRecipeOnScreen,
    () => false,
  );
}
