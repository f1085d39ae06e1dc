// The sync answers' schemas (zod), in their own chunk: they load with the first sync, so a
// public page paints without them.
export { SyncPullAnswerSchema, SyncPushAnswerSchema } from '@feastforge/domain';
