import { assertNever, ProfilePatchBody, type SyncMutation } from '@feastforge/domain';
import type { OutboxEntry, TomeDb } from './tome-db.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A mutation before it is numbered: what a screen asks for. */
export type TomeWrite = WithoutId<SyncMutation>;

/**
 * Applies a write to this device's copy and queues it for the server in one transaction, so the
 * screen changes at once (offline too) and the server gets exactly the writes the user saw.
 *
 * @example
 * await writeLocally(db, { name: 'recipe.unpublish', args: { id: recipeId } });
 */
export async function writeLocally(db: TomeDb, write: TomeWrite): Promise<OutboxEntry> {
  return db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
    const id = (await db.getMeta('nextMutationId')) ?? 1;
    // The spread of a union member keeps its name and args paired.
    const entry = { ...write, id, createdAt: new Date().toISOString() } as OutboxEntry;
    await applyLocally(db, entry);
    await db.outbox.add(entry);
    await db.setMeta('nextMutationId', id + 1);
    return entry;
  });
}

/** The tables a pull writes and the local effect of a mutation touches. */
export function syncedTables(db: TomeDb) {
  return [db.recipes, db.profile, db.notifications, db.shoppingItems];
}

/**
 * The local effect of a mutation. Runs inside the caller's transaction: when it is queued, and
 * again after each pull for the writes the server has not confirmed yet, so a pull never undoes
 * what the user just did.
 */
export async function applyLocally(db: TomeDb, mutation: SyncMutation): Promise<void> {
  switch (mutation.name) {
    case 'recipe.publish':
    case 'recipe.unpublish':
      await db.recipes.update(mutation.args.id, { isPublished: mutation.name === 'recipe.publish' });
      return;
    case 'recipe.delete':
      await db.recipes.delete(mutation.args.id);
      return;
    case 'profile.update': {
      // The same parsing as the server's (gender lower-cased, empty strings to null).
      const parsed = ProfilePatchBody.safeParse(mutation.args);
      if (parsed.success) await db.profile.update(db.userId, parsed.data);
      return;
    }
    case 'notification.read':
      await db.notifications.update(mutation.args.id, { read: true });
      return;
    case 'notification.readAll':
      await db.notifications.toCollection().modify({ read: true });
      return;
    case 'shopping.add':
      // A replay after a pull must not resurrect an item another device removed meanwhile: the
      // server keeps the first row of an id, so only a missing one is added here.
      for (const item of mutation.args.items) {
        if (!(await db.shoppingItems.get(item.id))) await db.shoppingItems.add({ ...item, checked: false });
      }
      return;
    case 'shopping.check':
      await db.shoppingItems.where('id').anyOf(mutation.args.ids).modify({ checked: mutation.args.checked });
      return;
    case 'shopping.remove':
      await db.shoppingItems.bulkDelete(mutation.args.ids);
      return;
    default:
      assertNever(mutation);
  }
}
