import type { RecipeAnswer } from '@feastforge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { useTome, type Tome } from '../../data/tome-context.ts';
import type { LocalRecipe } from '../../data/tome-db.ts';
import { recipeRead, VISITOR } from '../../reads/queries.ts';
import { readFailure } from '../../reads/read-failure.ts';
import { useViewer } from '../../reads/use-viewer.ts';

export type RecipeLookup =
  | { state: 'loading' }
  | { state: 'local'; recipe: LocalRecipe }
  | { state: 'remote'; recipe: RecipeAnswer }
  | { state: 'not-found' }
  | { state: 'offline' };

/**
 * A recipe by id: from this device's tome when it is there (so it opens offline), otherwise from
 * the server through the read cache, which only answers for published recipes or the viewer's
 * own. A published recipe the server rendered this page with is shown at once, so hydration
 * matches its HTML; it is the same for every viewer, so a cook signing in keeps it.
 */
export function useRecipe(id: string): RecipeLookup {
  const { status, api } = useSession();
  const viewer = useViewer();
  const client = useQueryClient();
  const tome = useTome();
  // Each answer names the tome and recipe it came from, so an answer from before the tome opened
  // is not taken for 'not on this device'.
  const [found, setFound] = useState<{ tome: Tome; id: string; recipe: LocalRecipe | null }>();
  useEffect(() => tome?.watchRecipe(id, (recipe) => setFound({ tome, id, recipe })), [tome, id]);
  const local = !tome ? null : found?.tome === tome && found.id === id ? found.recipe : undefined;
  // A signed-in cook's tome opens just after the page: until it has answered, the recipe may be in it.
  const lookingLocally = status === 'signed-in' && (!tome || local === undefined);

  const visitorKey = recipeRead(api, VISITOR, id).queryKey;
  const read = useQuery({
    ...recipeRead(api, viewer ?? VISITOR, id),
    enabled: viewer !== null && !lookingLocally && !local,
    initialData: () => publishedCopy(client.getQueryData(visitorKey)),
    initialDataUpdatedAt: () => client.getQueryState(visitorKey)?.dataUpdatedAt,
  });

  if (local) return { state: 'local', recipe: local };
  if (read.data) return { state: 'remote', recipe: read.data };
  if (lookingLocally || viewer === null) return { state: 'loading' };
  const failure = readFailure(read);
  if (failure === 'offline') return { state: 'offline' };
  return failure ? { state: 'not-found' } : { state: 'loading' };
}

/** The recipe as a visitor read it (the server's render), when it is published and so anyone's to see. */
function publishedCopy(copy: RecipeAnswer | undefined): RecipeAnswer | undefined {
  return copy?.isPublished ? copy : undefined;
}
