import { createContext, use, useEffect } from 'react';
import type { GenerationController } from './generation-controller.ts';
import type { NotificationFeed } from './notification-feed.ts';
import type { SyncClient, SyncOutcome } from './sync-client.ts';
import type { LocalRecipe, TomeDb } from './tome-db.ts';
import type { TomeWrite } from './tome-writes.ts';

export interface Tome {
  db: TomeDb;
  sync: SyncClient;
  /**
   * Applies a write on this device and queues it for the server, then syncs. Resolves once the
   * local write is done and the sync has ended or taken too long: 'synced' means the server has it.
   */
  write(write: TomeWrite): Promise<SyncOutcome | 'pending'>;
  /**
   * Calls `onChange` with a recipe as this device has it (null when it is not in the tome), then
   * again after every write that changes it. Returns the function that stops watching. Screens use
   * it rather than Dexie's hooks, so their own code does not load Dexie before they paint.
   */
  watchRecipe(id: string, onChange: (recipe: LocalRecipe | null) => void): () => void;
  /** Like `watchRecipe`, for the bell: the newest notifications and the unread count. */
  watchNotifications(onChange: (feed: NotificationFeed) => void): () => void;
  /** Closes the database for good (sign-out, another user). */
  close(): void;
}

/** The signed-in user's tome, or null for visitors (and while the session is being restored). */
export const TomeContext = createContext<Tome | null>(null);

/**
 * The signed-in user's local tome.
 *
 * @example
 * const tome = useTome();
 * const recipes = useLiveQuery(() => tome?.db.recipes.toArray(), [tome]);
 */
export function useTome(): Tome | null {
  return use(TomeContext);
}

/**
 * The app's generation flow and offline queue (one per page, for visitors too). Its code is
 * loaded the first time a screen asks for it, so public pages paint without it.
 */
export interface Generations {
  controller: GenerationController | null;
  /** Starts loading the controller; a no-op once it is there. */
  load(): void;
}

export const GenerationsContext = createContext<Generations | null>(null);

/**
 * The generation controller, or null for the moment its code is still loading.
 *
 * @example
 * const generations = useGenerations();
 * generations?.start(request, { tome });
 */
export function useGenerations(): GenerationController | null {
  const generations = use(GenerationsContext);
  if (!generations) throw new Error('useGenerations must be used inside <TomeProvider>');
  const { controller, load } = generations;
  useEffect(() => {
    if (!controller) load();
  }, [controller, load]);
  return controller;
}

/** The generation controller if a screen has loaded it, without loading it. */
export function useLoadedGenerations(): GenerationController | null {
  return use(GenerationsContext)?.controller ?? null;
}
