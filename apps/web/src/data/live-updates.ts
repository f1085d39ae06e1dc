import type { ApiClient } from '../api/api-client.ts';
import { LiveStream, type LiveSignal, type LiveStreamTransport } from '../api/live-stream.ts';
import type { SyncClient } from './sync-client.ts';

/** The page's visibility, as much of `document` as the stream needs. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface LiveUpdatesOptions {
  /** The client module's `events` block (a scripted stream in tests). */
  api: { events: LiveStreamTransport & Pick<ApiClient['events'], 'supported'> };
  tome: { sync: Pick<SyncClient, 'sync'> };
  /** Re-reads the header's profile (mana, XP, level). */
  refreshMe(): Promise<void>;
  /** The page, for its visibility; replaced in tests. */
  page?: PageVisibility;
}

/**
 * Follows the signed-in user's live stream: a profile change re-reads the header's profile and
 * pulls, a notification pulls (so Dexie, and with it the bell, has it). A hidden tab closes its
 * stream; every (re)connect catches up on what it may have missed.
 * Answers the stop function (sign-out, another user).
 *
 * @example
 * const stop = startLiveUpdates({ api: session.api, tome, refreshMe: session.refreshMe });
 */
export function startLiveUpdates({ api, tome, refreshMe, page = document }: LiveUpdatesOptions): () => void {
  // Server rendering and old browsers: the tome still syncs on its other triggers.
  if (!api.events.supported) return () => undefined;
  const readProfile = () =>
    void refreshMe().catch((error: unknown) => console.warn('Could not re-read the profile:', error));
  const pull = () => void tome.sync.sync();
  const onSignal = (signal: LiveSignal) => {
    // 'ready' (each connect and reconnect) catches up: what happened before or between streams
    // was never streamed. Concurrent pulls share one round, so this costs little.
    if (signal !== 'notification') readProfile();
    pull();
  };
  const stream = new LiveStream(api.events, { onSignal });
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') stream.stop();
    else stream.start();
  };
  if (page.visibilityState !== 'hidden') stream.start();
  page.addEventListener('visibilitychange', onVisibility);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    stream.stop();
  };
}
