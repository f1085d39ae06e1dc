// Kept apart from the zod schemas of sync.ts: the service worker imports these, and only these.

/** Background Sync tag the page registers when its outbox holds writes made offline. */
export const OUTBOX_SYNC_TAG = 'feastforge-outbox';
/** What the service worker posts to its pages when a `sync` event asks them to drain the outbox. */
export const DRAIN_OUTBOX_MESSAGE = 'feastforge:drain-outbox';
