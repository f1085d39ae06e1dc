import type { SyncMutation } from '@feastforge/domain';
import type { QueryClient } from '@tanstack/react-query';
import { readKeys, type Viewer } from './queries.ts';

/**
 * A write the server has taken, in the words of what it changes. The one place that knows which
 * reads each write makes stale (ADR 018): screens and services report writes, never keys.
 */
export type Write =
  /** A publish, unpublish or delete reached the server (through the outbox or a call). */
  | { kind: 'recipe'; recipeId: string }
  /** Name, race, class, gender or portrait changed. */
  | { kind: 'profile' }
  /** Today's chest was opened (here or elsewhere). */
  | { kind: 'chest' }
  /**
   * Mana, XP or level changed on the server: a reward, a promotion code, a live event (which may be
   * a purchase the payment provider confirmed, or one it took back).
   */
  | { kind: 'progress' }
  /** Badges were unlocked (a check, a portrait, a publish). */
  | { kind: 'badges' }
  /** A purchase was paid (mana credited) or changed state (canceled, refunded). */
  | { kind: 'purchase' }
  /** An admin added mana to a user. */
  | { kind: 'admin-mana'; userId: string }
  /** An admin created a promotion code or switched one on or off. */
  | { kind: 'admin-code' }
  /** An admin unpublished a recipe that breaks the terms. */
  | { kind: 'admin-unpublish'; recipeId: string }
  /** An admin sent a user a password-reset email. */
  | { kind: 'admin-reset' };

/**
 * Marks every read a write changed as stale; the ones on screen are asked for again at once,
 * the others when they are next shown.
 *
 * @example
 * await afterWrite(client, viewer, { kind: 'chest' });
 */
export async function afterWrite(client: QueryClient, viewer: Viewer, write: Write): Promise<void> {
  const own = readKeys.heroTome(viewer, viewer);
  switch (write.kind) {
    case 'recipe':
      await Promise.all([
        client.invalidateQueries({ queryKey: readKeys.home }),
        client.invalidateQueries({ queryKey: readKeys.hall }),
        client.invalidateQueries({ queryKey: readKeys.recipe(viewer, write.recipeId) }),
        client.invalidateQueries({ queryKey: own }),
      ]);
      return;
    case 'profile':
      await client.invalidateQueries({ queryKey: own });
      return;
    case 'chest':
      await client.invalidateQueries({ queryKey: readKeys.chest(viewer) });
      return;
    case 'progress':
    case 'purchase':
      await Promise.all([
        client.invalidateQueries({ queryKey: own }),
        client.invalidateQueries({ queryKey: readKeys.referrals(viewer) }),
        client.invalidateQueries({ queryKey: readKeys.purchases(viewer) }),
      ]);
      return;
    case 'badges':
      await Promise.all([
        client.invalidateQueries({ queryKey: readKeys.badges(viewer) }),
        client.invalidateQueries({ queryKey: own }),
      ]);
      return;
    case 'admin-mana':
      await Promise.all([
        client.invalidateQueries({ queryKey: readKeys.adminUser(viewer, write.userId) }),
        client.invalidateQueries({ queryKey: readKeys.adminUsers(viewer) }),
        client.invalidateQueries({ queryKey: readKeys.adminStats(viewer) }),
        client.invalidateQueries({ queryKey: readKeys.adminAudit(viewer) }),
        // An admin may grant mana to themselves.
        write.userId === viewer ? afterWrite(client, viewer, { kind: 'progress' }) : undefined,
      ]);
      return;
    case 'admin-code':
      await Promise.all([
        client.invalidateQueries({ queryKey: readKeys.adminCodes(viewer) }),
        client.invalidateQueries({ queryKey: readKeys.adminAudit(viewer) }),
      ]);
      return;
    case 'admin-unpublish':
      await Promise.all([
        afterWrite(client, viewer, { kind: 'recipe', recipeId: write.recipeId }),
        client.invalidateQueries({ queryKey: readKeys.adminRecipes(viewer) }),
        client.invalidateQueries({ queryKey: [...readKeys.admin(viewer), 'user'] }),
        // The author's tome as the admin sees it.
        client.invalidateQueries({ queryKey: ['viewer', viewer, 'hero-tome'] }),
        client.invalidateQueries({ queryKey: readKeys.adminStats(viewer) }),
        client.invalidateQueries({ queryKey: readKeys.adminAudit(viewer) }),
      ]);
      return;
    case 'admin-reset':
      await client.invalidateQueries({ queryKey: readKeys.adminAudit(viewer) });
      return;
  }
}

/**
 * The writes of an outbox batch the server took, each once (a batch of publishes refreshes the
 * hall once, not once per recipe).
 *
 * @example
 * await Promise.all(writesOfBatch(entries).map((write) => afterWrite(client, viewer, write)));
 */
export function writesOfBatch(mutations: SyncMutation[]): Write[] {
  const writes = new Map<string, Write>();
  for (const mutation of mutations) {
    const write = writeOfMutation(mutation);
    if (write) writes.set(JSON.stringify(write), write);
  }
  return [...writes.values()];
}

/**
 * What an outbox write changed on the server, or null when no read shows it (read marks, the
 * shopping list).
 *
 * @example
 * writeOfMutation({ id: 7, name: 'recipe.publish', args: { id } }) // { kind: 'recipe', recipeId: id }
 */
export function writeOfMutation(mutation: SyncMutation): Write | null {
  switch (mutation.name) {
    case 'recipe.publish':
    case 'recipe.unpublish':
    case 'recipe.delete':
      return { kind: 'recipe', recipeId: mutation.args.id };
    case 'profile.update':
      return { kind: 'profile' };
    // The shopping list reads this device's copy (Dexie), never the server.
    case 'notification.read':
    case 'notification.readAll':
    case 'shopping.add':
    case 'shopping.check':
    case 'shopping.remove':
      return null;
  }
}
