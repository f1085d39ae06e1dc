import type { SyncRecipeRow, WizardChoices } from '@feastforge/domain';
import { requestGeneration, type GenerationFailure } from '../api/generation-api.ts';
import type { Tome } from './tome-context.ts';
import { toLocalRecipe } from './tome-db.ts';

type Fetcher = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface QueuedGenerationEvents {
  onConjured(recipe: SyncRecipeRow): void;
  onFailed(failure: Exclude<GenerationFailure, { kind: 'offline' }>): void;
}

/** Keeps a generation asked for offline; it runs when the network returns. */
export async function queueGeneration(tome: Tome, choices: WizardChoices, idempotencyKey: string): Promise<void> {
  await tome.db.generations.put({ idempotencyKey, choices, createdAt: new Date().toISOString() });
}

let running: Promise<void> | null = null;

/**
 * Sends the queued generations, oldest first. Each carries the key it was queued with, so the
 * server charges and saves it once even if an answer is lost and it is sent again. A recipe that
 * arrives goes straight into the tome; a refusal (no mana, say) is reported and dropped; no network
 * keeps the rest for the next try.
 *
 * @example
 * await runQueuedGenerations(tome, session.authFetch, { onConjured, onFailed });
 */
export function runQueuedGenerations(tome: Tome, fetcher: Fetcher, events: QueuedGenerationEvents): Promise<void> {
  const task = () => drain(tome, fetcher, events);
  // One tab at a time: two tabs sending the same key would be charged once, but conjured twice.
  const name = `feastforge-generations-${tome.db.userId}`;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  running ??= (locks ? locks.request(name, task) : task()).finally(() => {
    running = null;
  });
  return running;
}

async function drain(tome: Tome, fetcher: Fetcher, events: QueuedGenerationEvents): Promise<void> {
  for (const queued of await tome.db.generations.orderBy('createdAt').toArray()) {
    const result = await requestGeneration(fetcher, { ...queued.choices, idempotencyKey: queued.idempotencyKey });
    // Kept for the next try unless the server refused this very request: no network, a session to
    // renew, or a server that could not answer now.
    if (!result.ok && keepForLater(result.failure)) return;
    if (result.ok && !result.answer.isTrial) {
      const recipe = result.answer.recipe;
      await tome.db.transaction('rw', [tome.db.recipes, tome.db.generations], async () => {
        await tome.db.recipes.put(toLocalRecipe(recipe));
        await tome.db.generations.delete(queued.idempotencyKey);
      });
      events.onConjured(recipe);
    } else {
      await tome.db.generations.delete(queued.idempotencyKey);
      if (!result.ok && result.failure.kind !== 'offline') events.onFailed(result.failure);
    }
  }
}

function keepForLater(failure: GenerationFailure): boolean {
  return failure.kind === 'offline' || failure.kind === 'auth-required' || (failure.kind === 'failed' && failure.retryable);
}
