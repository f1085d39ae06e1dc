import { z } from 'zod';
import { ErrorBodySchema } from './api.ts';
import { ProfilePatchBody, ProfileSchema } from './auth.ts';
import { RecipeDataSchema } from './recipe.ts';
import { SHOPPING_BATCH_MAX, ShoppingItemSchema } from './shopping-list.ts';

/** Most mutations one push may carry; a longer outbox drains in several pushes. */
export const SYNC_PUSH_MAX_MUTATIONS = 100;
/** Most changes one pull answers; `hasMore` asks the client to pull again from the new cursor. */
export const SYNC_PULL_PAGE_SIZE = 500;
/** Tombstones are kept this long; a cursor from before the purged ones gets a reset. */
export const TOMBSTONE_RETENTION_DAYS = 90;

/** A device's outbox name: letters, digits, '-' and '_', at most 64 characters. */
export const SyncClientIdSchema = z
  .string({ error: 'clientId must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "clientId must be 1-64 letters, digits, '-' or '_'");

/** Mutation ids count up from 1 per client; the server applies each one exactly once. */
export const MutationIdSchema = z
  .number({ error: 'Mutation id must be a number' })
  .int('Mutation id must be a whole number')
  .positive('Mutation id must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'Mutation id is too large');

export const SYNC_MUTATION_NAMES = [
  'recipe.publish',
  'recipe.unpublish',
  'recipe.delete',
  'profile.update',
  'notification.read',
  'notification.readAll',
  'shopping.add',
  'shopping.check',
  'shopping.remove',
] as const;
export type SyncMutationName = (typeof SYNC_MUTATION_NAMES)[number];

const RowIdSchema = z.string({ error: 'id must be text' }).min(1, 'id is required').max(64, 'id is too long');
const ByIdArgs = z.object({ id: RowIdSchema }).strict();
const ItemIdsSchema = z
  .array(RowIdSchema, { error: 'ids must be a list' })
  .min(1, 'Name at least one item')
  .max(SHOPPING_BATCH_MAX, `At most ${SHOPPING_BATCH_MAX} items at once`);
/** Items to add: new rows, unchecked (a retried add never duplicates: the mutation id is applied once). */
const ShoppingAddArgs = z
  .object({
    items: z
      .array(ShoppingItemSchema.omit({ checked: true }), { error: 'items must be a list' })
      .min(1, 'Add at least one item')
      .max(SHOPPING_BATCH_MAX, `At most ${SHOPPING_BATCH_MAX} items at once`),
  })
  .strict();

/**
 * One mutation with its arguments checked by name. The server parses each mutation with this
 * after accepting the batch, so bad arguments reject that mutation only, never the whole push.
 *
 * @example
 * SyncMutationSchema.parse({ id: 7, name: 'recipe.publish', args: { id: recipeId } })
 */
export const SyncMutationSchema = z.discriminatedUnion('name', [
  z.object({ id: MutationIdSchema, name: z.literal('recipe.publish'), args: ByIdArgs }),
  z.object({ id: MutationIdSchema, name: z.literal('recipe.unpublish'), args: ByIdArgs }),
  z.object({ id: MutationIdSchema, name: z.literal('recipe.delete'), args: ByIdArgs }),
  z.object({ id: MutationIdSchema, name: z.literal('profile.update'), args: ProfilePatchBody }),
  z.object({ id: MutationIdSchema, name: z.literal('notification.read'), args: ByIdArgs }),
  z.object({ id: MutationIdSchema, name: z.literal('notification.readAll'), args: z.object({}).strict() }),
  z.object({ id: MutationIdSchema, name: z.literal('shopping.add'), args: ShoppingAddArgs }),
  z.object({
    id: MutationIdSchema,
    name: z.literal('shopping.check'),
    args: z.object({ ids: ItemIdsSchema, checked: z.boolean({ error: 'checked must be true or false' }) }).strict(),
  }),
  z.object({
    id: MutationIdSchema,
    name: z.literal('shopping.remove'),
    args: z.object({ ids: ItemIdsSchema }).strict(),
  }),
]);
/** A mutation as the client writes it to its outbox. */
export type SyncMutation = z.input<typeof SyncMutationSchema>;
/** A mutation after parsing (gender lower-cased, empty strings resolved). */
export type ParsedSyncMutation = z.output<typeof SyncMutationSchema>;

/** The envelope the push accepts: arguments are checked per mutation by `SyncMutationSchema`. */
export const SyncMutationEnvelopeSchema = z.object({
  id: MutationIdSchema,
  name: z.enum(SYNC_MUTATION_NAMES, { error: 'Unknown mutation name' }),
  args: z.record(z.string(), z.unknown(), { error: 'args must be an object' }),
});

export const SyncPushBody = z.object({
  clientId: SyncClientIdSchema,
  mutations: z
    .array(SyncMutationEnvelopeSchema, { error: 'mutations must be a list' })
    .max(SYNC_PUSH_MAX_MUTATIONS, `At most ${SYNC_PUSH_MAX_MUTATIONS} mutations per push`),
});
export type SyncPushBody = z.input<typeof SyncPushBody>;

export const SYNC_MUTATION_STATUSES = ['applied', 'alreadyProcessed', 'rejected'] as const;
export type SyncMutationStatus = (typeof SYNC_MUTATION_STATUSES)[number];

export const SyncMutationResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(SYNC_MUTATION_STATUSES),
  /** Why a `rejected` mutation was refused; the id still counts as processed. */
  error: ErrorBodySchema.shape.error.pick({ code: true, message: true }).optional(),
});
export type SyncMutationResult = z.infer<typeof SyncMutationResultSchema>;

/**
 * Answer of a push: one result per mutation handled, in order. A gap in the ids stops the batch,
 * so mutations after it have no result; `lastMutationId` says where the client should resume.
 */
export const SyncPushAnswerSchema = z.object({
  results: z.array(SyncMutationResultSchema),
  lastMutationId: z.number().int(),
});
export type SyncPushAnswer = z.infer<typeof SyncPushAnswerSchema>;

export const SyncPullQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'The cursor must be a whole number')
    .optional()
    .transform((cursor) => (cursor === undefined ? 0 : Number(cursor))),
});

/** A tome recipe as the client stores it; the content is immutable, only `isPublished` changes. */
export const SyncRecipeRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  recipeData: RecipeDataSchema,
});
export type SyncRecipeRow = z.infer<typeof SyncRecipeRowSchema>;

export const SyncNotificationRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SyncNotificationRow = z.infer<typeof SyncNotificationRowSchema>;

export const SYNC_TABLES = ['saved_recipes', 'notifications', 'profiles', 'shopping_items'] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

const put = <T extends SyncTable, R extends z.ZodType>(table: T, row: R) =>
  z.object({ table: z.literal(table), id: z.string(), op: z.literal('put'), row });

/** One row to store (`put`, with the whole row) or to remove (`del`, a tombstone). */
export const SyncChangeSchema = z.union([
  put('saved_recipes', SyncRecipeRowSchema),
  put('notifications', SyncNotificationRowSchema),
  put('profiles', ProfileSchema),
  put('shopping_items', ShoppingItemSchema),
  z.object({ table: z.enum(SYNC_TABLES), id: z.string(), op: z.literal('del') }),
]);
export type SyncChange = z.infer<typeof SyncChangeSchema>;

/**
 * Answer of a pull. `reset: true` means the cursor was too old (or unknown): drop the local copy
 * of the synced tables and keep only the rows in `changes`, which then hold every live row.
 */
export const SyncPullAnswerSchema = z.object({
  cursor: z.number().int(),
  lastMutationIds: z.record(z.string(), z.number().int()),
  changes: z.array(SyncChangeSchema),
  hasMore: z.boolean(),
  reset: z.boolean().optional(),
});
export type SyncPullAnswer = z.infer<typeof SyncPullAnswerSchema>;
