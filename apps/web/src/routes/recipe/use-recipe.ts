import type { RecipeAnswer } from '@feastforge/domain';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { useTome, type Tome } from '../../data/tome-context.ts';
import type { LocalRecipe } from '../../data/tome-db.ts';
import { usePageData } from '../../lib/page-data.ts';

export type RecipeLookup =
  | { state: 'loading' }
  | { state: 'local'; recipe: LocalRecipe }
  | { state: 'remote'; recipe: RecipeAnswer }
  | { state: 'not-found' }
  | { state: 'offline' };

/**
 * A recipe by id: from this device's tome when it is there (so it opens offline), otherwise from
 * the server, which only answers for published recipes or the viewer's own. A published recipe
 * the server rendered this page with is shown at once, so hydration matches its HTML.
 */
export function useRecipe(id: string): RecipeLookup {
  const { status, api } = useSession();
  const tome = useTome();
  // Each answer names the tome and recipe it came from, so an answer from before the tome opened
  // is not taken for 'not on this device'.
  const [found, setFound] = useState<{ tome: Tome; id: string; recipe: LocalRecipe | null }>();
  useEffect(() => tome?.watchRecipe(id, (recipe) => setFound({ tome, id, recipe })), [tome, id]);
  const local = !tome ? null : found?.tome === tome && found.id === id ? found.recipe : undefined;
  // A signed-in cook's tome opens just after the page: until it has answered, the recipe may be in it.
  const lookingLocally = status === 'signed-in' && (!tome || local === undefined);
  const [remote, setRemote] = useState<{ id: string; lookup: RecipeLookup } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pageRecipe = usePageData()?.recipe;
  const rendered = useMemo(() => renderedRecipe(pageRecipe, id), [pageRecipe, id]);

  const needsServer = status !== 'loading' && !lookingLocally && !local && !rendered;
  useEffect(() => {
    if (!needsServer) return;
    let cancelled = false;
    api.recipes
      .get(id)
      .then((recipe) => !cancelled && setRemote({ id, lookup: { state: 'remote', recipe } }))
      .catch((error: unknown) => {
        if (cancelled) return;
        const offline = error instanceof ApiError && error.isNetwork;
        setRemote({ id, lookup: offline ? { state: 'offline' } : { state: 'not-found' } });
      });
    return () => {
      cancelled = true;
    };
  }, [needsServer, id, api, attempt]);

  // Retry when the network comes back.
  useEffect(() => {
    if (remote?.lookup.state !== 'offline') return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [remote]);

  if (local) return { state: 'local', recipe: local };
  if (rendered) return { state: 'remote', recipe: rendered };
  if (needsServer && remote?.id === id) return remote.lookup;
  return { state: 'loading' };
}

/**
 * The recipe the server rendered this page with, from the page's data block. The same server wrote
 * that block, in the same answer as the page and its script tags, from a recipe it validated when it
 * was saved; so its shape is checked here rather than the full schema, which would bring zod into
 * the page's first load.
 */
function renderedRecipe(value: unknown, id: string): RecipeAnswer | null {
  if (typeof value !== 'object' || value === null || !('id' in value) || value.id !== id) return null;
  if (!('recipeData' in value) || typeof value.recipeData !== 'object' || value.recipeData === null) return null;
  const data = value.recipeData;
  const complete =
    'title' in data &&
    typeof data.title === 'string' &&
    'ingredients' in data &&
    Array.isArray(data.ingredients) &&
    'instructions' in data &&
    Array.isArray(data.instructions);
  return complete ? (value as RecipeAnswer) : null;
}
