import Dexie, { type EntityTable } from 'dexie';
import type {
  Badge,
  Profile,
  ShoppingItem,
  SyncMutation,
  SyncNotificationRow,
  SyncRecipeRow,
  WizardChoices,
} from '@feastforge/domain';

/** Every per-user database is named with this prefix, so sign-out can find and remove it. */
export const TOME_DB_PREFIX = 'feastforge-tome-';

/** A tome recipe with the lower-cased text the search reads, derived once when it is stored. */
export interface LocalRecipe extends SyncRecipeRow {
  search: string;
  recipeType: string;
  rarity: string;
}

/** A badge the server unlocked for this user (read-only snapshot). */
export interface LocalBadge {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  unlockedAt: string;
}

/** One badge of the catalogue as this device last had it (names, icons; unlocks live in `badges`). */
export type CatalogueBadge = Omit<Badge, 'unlocked' | 'unlockedAt'>;

/** A write made on this device that the server has not confirmed yet; `id` is the mutation id. */
export type OutboxEntry = SyncMutation & { createdAt: string };

/** The small values the sync keeps beside the data. */
export interface MetaValues {
  /** This device's outbox name for the server (`clientId` of the push). */
  clientId: string;
  /** Per-user version the last pull reached. */
  cursor: number;
  /** The id the next local mutation gets. */
  nextMutationId: number;
  /** Persistent storage has been asked for once. */
  persistRequested: boolean;
}
export type MetaKey = keyof MetaValues;
export interface MetaEntry {
  key: MetaKey;
  value: MetaValues[MetaKey];
}

export interface WizardDraft {
  id: string;
  choices: Partial<WizardChoices>;
  step: number;
  updatedAt: string;
}

/** A generation asked for while offline; its key makes the server run it exactly once. */
export interface QueuedGeneration {
  idempotencyKey: string;
  choices: WizardChoices;
  createdAt: string;
}

/** One Feast Hall or home answer as last seen online, shown with an 'offline' note. */
export interface HallCacheEntry {
  key: string;
  body: unknown;
  savedAt: string;
}

/**
 * The schema history. Each entry is applied in order by Dexie; an upgrade function fills what a
 * new version adds from the data already there, so no device ever loses its tome on an update.
 * Never edit a released version: add the next one.
 */
export const TOME_SCHEMA = [
  {
    version: 1,
    stores: {
      recipes: 'id, createdAt',
      profile: 'id',
      badges: 'id',
      notifications: 'id, createdAt',
      outbox: 'id',
      meta: 'key',
      drafts: 'id',
    },
  },
  {
    // Search and the type and rarity filters read fields derived once per recipe instead of
    // lower-casing 5,000 titles on every keystroke; the Feast Hall gets its offline cache.
    version: 2,
    stores: { recipes: 'id, createdAt, recipeType, rarity', hallCache: 'key' },
    upgrade: async (tx: { table(name: string): Dexie.Table }) => {
      await tx
        .table('recipes')
        .toCollection()
        .modify((row: LocalRecipe) => Object.assign(row, deriveRecipeFields(row)));
    },
  },
  {
    // Generations asked for offline wait here until the network returns (ARCHITECTURE 'Sync protocol').
    version: 3,
    stores: { generations: 'idempotencyKey, createdAt' },
  },
  {
    // The badge catalogue, so /badges and the tome's card show every badge offline.
    version: 4,
    stores: { badgeCatalogue: 'id' },
  },
  {
    // The shopping list: one row per item, synced like the tome, so it works in a shop with no signal.
    version: 5,
    stores: { shoppingItems: 'id, createdAt, recipeId' },
  },
] as const;

export const TOME_SCHEMA_VERSION = TOME_SCHEMA[TOME_SCHEMA.length - 1]?.version ?? 1;

/** What the tome indexes and searches, from a recipe as the server sends it. */
export function deriveRecipeFields(row: SyncRecipeRow): Pick<LocalRecipe, 'search' | 'recipeType' | 'rarity'> {
  const { title, description, recipeType, rarity } = row.recipeData;
  return { search: `${title}\n${description}`.toLowerCase(), recipeType, rarity };
}

export function toLocalRecipe(row: SyncRecipeRow): LocalRecipe {
  return { ...row, ...deriveRecipeFields(row) };
}

/**
 * One signed-in user's data on this device. Each user has a database of their own, so a second
 * account on the same device never reads the first one's tome.
 *
 * @example
 * const db = new TomeDb(userId);
 * const recipes = await db.recipes.orderBy('createdAt').reverse().toArray();
 */
export class TomeDb extends Dexie {
  readonly userId: string;
  recipes!: EntityTable<LocalRecipe, 'id'>;
  profile!: EntityTable<Profile, 'id'>;
  badges!: EntityTable<LocalBadge, 'id'>;
  notifications!: EntityTable<SyncNotificationRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  drafts!: EntityTable<WizardDraft, 'id'>;
  hallCache!: EntityTable<HallCacheEntry, 'key'>;
  generations!: EntityTable<QueuedGeneration, 'idempotencyKey'>;
  badgeCatalogue!: EntityTable<CatalogueBadge, 'id'>;
  shoppingItems!: EntityTable<ShoppingItem, 'id'>;

  constructor(userId: string, options?: ConstructorParameters<typeof Dexie>[1], upToVersion = TOME_SCHEMA_VERSION) {
    super(tomeDbName(userId), options);
    this.userId = userId;
    for (const step of TOME_SCHEMA) {
      if (step.version > upToVersion) break;
      const version = this.version(step.version).stores(step.stores);
      if ('upgrade' in step) version.upgrade(step.upgrade);
    }
  }

  async getMeta<K extends MetaKey>(key: K): Promise<MetaValues[K] | undefined> {
    // Only setMeta writes this table, always pairing a key with its own value type.
    return (await this.meta.get(key))?.value as MetaValues[K] | undefined;
  }

  async setMeta<K extends MetaKey>(key: K, value: MetaValues[K]): Promise<void> {
    await this.meta.put({ key, value });
  }
}

export function tomeDbName(userId: string): string {
  return `${TOME_DB_PREFIX}${userId}`;
}

/** Removes every user's tome from this device (used when nobody is signed in any more). */
export async function deleteTome(userId: string): Promise<void> {
  await Dexie.delete(tomeDbName(userId));
}
