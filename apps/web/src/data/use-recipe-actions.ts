import { TOASTS } from '@feastforge/domain';
import { useCallback, useMemo } from 'react';
import { notify } from '../lib/notify.ts';
import { printRecipe } from '../lib/print-recipe.ts';
import { useTome } from './tome-context.ts';
import type { LocalRecipe } from './tome-db.ts';

/** Added to a toast when the change was kept on the device for later. */
export const OFFLINE_QUEUED_NOTE = 'Saved on this device. It will reach the server when you are back online.';

export const RECIPE_ACTION_TEXTS = {
  published: { title: 'Recipe Published!', message: 'It now has a place in the Feast Hall.' },
  unpublished: { title: 'Recipe Unpublished', message: 'It has been taken down from the Feast Hall.' },
  deleted: { title: 'Recipe Deleted', message: 'It has been removed from your tome.' },
} as const;

/**
 * Publish, unpublish, delete and print for a recipe of the signed-in user's tome. Writes go
 * through the local tome, so they work offline and the screen changes at once.
 */
export function useRecipeActions() {
  const tome = useTome();

  const run = useCallback(
    async (write: Parameters<NonNullable<typeof tome>['write']>[0], texts: { title: string; message: string }) => {
      if (!tome) return;
      try {
        const outcome = await tome.write(write);
        notify.success(texts.title, outcome === 'synced' ? texts.message : `${texts.message} ${OFFLINE_QUEUED_NOTE}`);
      } catch (error) {
        console.warn('Local write failed:', error);
        notify.error('Error', TOASTS.unexpected.message);
      }
    },
    [tome],
  );

  // Stable across renders, so memoised cards do not re-render on every keystroke.
  return useMemo(
    () => ({
      setPublished: (recipe: LocalRecipe, published: boolean) =>
        run(
          { name: published ? 'recipe.publish' : 'recipe.unpublish', args: { id: recipe.id } },
          published ? RECIPE_ACTION_TEXTS.published : RECIPE_ACTION_TEXTS.unpublished,
        ),
      remove: (recipe: LocalRecipe) =>
        run({ name: 'recipe.delete', args: { id: recipe.id } }, RECIPE_ACTION_TEXTS.deleted),
      print: (recipe: LocalRecipe) => printRecipe(recipe),
    }),
    [run],
  );
}
