import { ERROR_TITLE, FLOW_TOASTS, PUBLISHED_BADGE_TITLE, TOASTS } from '@feastforge/domain';
import { useCallback, useMemo } from 'react';
import { useSession } from '../auth/use-session.ts';
import { notify } from '../lib/notify.ts';
import { printRecipe } from '../lib/print-recipe.ts';
import { refreshBadges } from './badge-store.ts';
import { useTome } from './tome-context.ts';
import type { LocalRecipe, TomeDb } from './tome-db.ts';

/**
 * Publish, unpublish, delete and print for a recipe of the signed-in user's tome. Writes go
 * through the local tome, so they work offline and the screen changes at once.
 */
export function useRecipeActions() {
  const tome = useTome();
  const { api } = useSession();

  const run = useCallback(
    async (write: Parameters<NonNullable<typeof tome>['write']>[0], texts: { title: string; message: string }) => {
      if (!tome) return;
      try {
        // The server's clock dates the unlock; a minute's leeway covers a device clock running ahead.
        const since = new Date(Date.now() - CLOCK_LEEWAY_MS).toISOString();
        const outcome = await tome.write(write);
        // A first publish may unlock a badge (the server checks in the publish's transaction): the
        // badges are read again and a new one changes the toast (spec section 8).
        const unlockedNow =
          write.name === 'recipe.publish' && outcome === 'synced' ? await badgesUnlockedNow(tome.db, api, since) : [];
        if (unlockedNow.length > 0) {
          notify.success(PUBLISHED_BADGE_TITLE, unlockedNow.join(', '));
          return;
        }
        notify.success(texts.title, outcome === 'synced' ? texts.message : `${texts.message} ${FLOW_TOASTS.offlineQueuedNote}`);
      } catch (error) {
        console.warn('Local write failed:', error);
        notify.error(ERROR_TITLE, TOASTS.unexpected.message);
      }
    },
    [tome, api],
  );

  // Stable across renders, so memoised cards do not re-render on every keystroke.
  return useMemo(
    () => ({
      setPublished: (recipe: LocalRecipe, published: boolean) =>
        run(
          { name: published ? 'recipe.publish' : 'recipe.unpublish', args: { id: recipe.id } },
          published ? FLOW_TOASTS.published : FLOW_TOASTS.unpublished,
        ),
      remove: (recipe: LocalRecipe) =>
        run({ name: 'recipe.delete', args: { id: recipe.id } }, FLOW_TOASTS.deleted),
      print: (recipe: LocalRecipe) => printRecipe(api, recipe),
    }),
    [run, api],
  );
}

const CLOCK_LEEWAY_MS = 60_000;

/** The badges the server has unlocked since this device last looked; none when it cannot say. */
async function badgesUnlockedNow(db: TomeDb, api: Parameters<typeof refreshBadges>[1], since: string): Promise<string[]> {
  try {
    return await refreshBadges(db, api, since);
  } catch (error) {
    console.warn('Could not read the badges after publishing:', error);
    return [];
  }
}
