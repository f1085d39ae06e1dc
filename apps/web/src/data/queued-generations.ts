import type { SyncRecipeRow, WizardChoices } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import type { GenerationFailure } from '../api/generation-result.ts';
import type { Tome } from './tome-context.ts';
import { toLocalRecipe } from './tome-db.ts';

export interface QueuedGenerationEvents {
  onConjured(recipe: SyncRecipeRow): void;
  onFailed(failure: Exclude<GenerationFailure, { kind: 'offline' }>): void;
}

/** Keeps a generation asked for offline; it runs when the network returns. */
export async function queueGeneration(tome: Tome, choices: WizardChoices, idempotencyKey: string): Promise<void> {
  await tome.db.generations.put({ idempotencyKey, choices, createdAt: new Date().toISOString() });
}

/**
 * Sends the queued generations, oldest first, one tab at a time: two tabs sending the same key
 * would be charged once, but conjured twice. Each carries the key it was queued with, so the
 * server charges and saves it once even if an answer is lost and it is sent again. A recipe that
 * arrives goes straight into the tome; a refusal (no mana, say) is reported and dropped; no network
 * keeps the rest for the next try.
 *
 * @example
 * await runQueuedGenerations(tome, session.api, { onConjured, onFailed });
 */
export function runQueuedGenerations(
  tome: Tome,
  api: Pick<ApiClient, 'generate'>,
  events: QueuedGenerationEvents,
): Promise<void> {
  const task = () => drain(tome, api, events);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`feastforge-generations-${tome.db.userId}`, task) : task();
}

async function drain(tome: Tome, api: Pick<ApiClient, 'generate'>, events: QueuedGenerationEvents): Promise<void> {
  for (const queued of await tome.db.generations.orderBy('createdAt').toArray()) {
    const result = await api.generate({ ...queued.choices, idempotencyKey: queued.idempotencyKey });
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
