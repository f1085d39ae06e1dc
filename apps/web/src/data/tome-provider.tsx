import { DRAIN_OUTBOX_MESSAGE, FLOW_TOASTS, noticeFor, OUTBOX_SYNC_TAG, TOASTS } from '@feastforge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../auth/use-session.ts';
import { notify } from '../lib/notify.ts';
import { showToast } from '../lib/toaster.ts';
import type { GenerationController } from './generation-controller.ts';
import { afterWrite, writesOfBatch } from '../reads/after-writes.ts';
import { requestPersistence } from './persist-storage.ts';
import type { SyncOutcome } from './sync-client.ts';
import { GenerationsContext, TomeContext, type Generations, type Tome } from './tome-context.ts';
import { useLiveUpdates } from './use-live-updates.ts';

/** Background Sync is not in TypeScript's DOM library (and Safari has none, hence the other triggers). */
interface SyncManagerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Opens the signed-in user's tome and keeps it in step with the server: the outbox drains on
 * start, when the network returns, when the tab becomes visible and when the service worker's
 * `sync` event asks, and after every local write. Generations queued offline run after a sync.
 * It also holds the page's generation controller, which visitors use too.
 *
 * The tome (Dexie) and the generation controller are separate chunks, loaded only for a
 * signed-in user or a screen that asks, so a visitor's public page paints without them.
 */
export function TomeProvider({ children, navigate }: { children: ReactNode; navigate(to: string): void }) {
  const { status, me, api, refreshMe } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signed-in' ? me?.user.id : undefined;
  const [tome, setTome] = useState<Tome | null>(null);
  const [controller, setController] = useState<GenerationController | null>(null);
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => setWanted(true), []);
  const generations = useMemo<Generations>(() => ({ controller, load }), [controller, load]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let opened: Tome | null = null;
    void import('./open-tome.ts').then(({ openTome }) => {
      if (cancelled) return;
      opened = openTome(userId, {
        api,
        sync: syncAfterWrite,
        onVersionChange: askToReload,
        onRejected: (_entry, error) => {
          const { title, message } = noticeFor(error);
          notify.error(title, message);
        },
        // A publish, delete or profile edit reached the server: the reads that show it are refreshed.
        onTaken: (entries) => {
          for (const write of writesOfBatch(entries)) void afterWrite(queryClient, userId, write);
        },
      });
      setTome(opened);
    }, reportMissingCode);
    return () => {
      cancelled = true;
      opened?.close();
      setTome(null);
    };
  }, [userId, api, queryClient]);

  // The session manager is made once per page (SessionProvider), so one controller serves it.
  useEffect(() => {
    if (!wanted && !userId) return;
    let cancelled = false;
    void import('./generation-controller.ts').then(
      ({ generationsFor }) => {
        if (!cancelled) setController((current) => current ?? generationsFor({ api, refreshMe }, navigate));
      },
      (error: unknown) => {
        reportMissingCode(error);
        // The next screen that asks loads it again.
        if (!cancelled) setWanted(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, userId, api, refreshMe, navigate]);

  useEffect(() => {
    if (!tome) return;
    // Queued generations wait for the controller's code; the tome syncs without it.
    const drain = () =>
      void runSync(tome).then((outcome) => (outcome === 'synced' ? controller?.drainQueue(tome) : undefined));
    const onVisible = () => {
      if (document.visibilityState === 'visible') drain();
    };
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      if (isDrainMessage(event.data)) drain();
    };
    drain();
    window.addEventListener('online', drain);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', drain);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [tome, controller]);

  useLiveUpdates(tome);

  return (
    <GenerationsContext value={generations}>
      <TomeContext value={tome}>{children}</TomeContext>
    </GenerationsContext>
  );
}

/** Offline before this page's code was cached: the tome opens on the next visit online. */
function reportMissingCode(error: unknown): void {
  console.warn('Part of the app could not be loaded:', error);
  notify.error(TOASTS.unexpected.title, TOASTS.unexpected.message, 'app-code-missing');
}

function askToReload(): void {
  showToast((toast) =>
    toast(FLOW_TOASTS.tomeUpdatedElsewhere, {
      id: 'tome-version-change',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Reload', onClick: () => window.location.reload() },
    }),
  );
}

/** A write waits for its sync, but not for long: a slow network must not hold the toast back. */
function syncAfterWrite(tome: Tome): Promise<SyncOutcome | 'pending'> {
  return Promise.race([runSync(tome), sleep(WRITE_SYNC_WAIT_MS).then(() => 'pending' as const)]);
}

/** How long a write waits for its sync before telling the user it is kept for later. */
const WRITE_SYNC_WAIT_MS = 3_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a sync, asks for persistent storage once the tome holds recipes, and never throws. */
async function runSync(tome: Tome): Promise<SyncOutcome> {
  try {
    const outcome = await tome.sync.sync();
    if (outcome === 'offline' && (await tome.sync.pending()) > 0) await askWorkerToSync();
    await requestPersistence(tome.db);
    return outcome;
  } catch (error) {
    console.warn('Sync failed; it will run again on the next trigger:', error);
    return 'offline';
  }
}

async function askWorkerToSync(): Promise<void> {
  try {
    const registration: (ServiceWorkerRegistration & SyncManagerRegistration) | undefined =
      await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: 'online' and visibility still drain the outbox.
  }
}

function isDrainMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === DRAIN_OUTBOX_MESSAGE;
}
