/// <reference lib="webworker" />
import { DRAIN_OUTBOX_MESSAGE, OUTBOX_SYNC_TAG, storedImageOf } from '@feastforge/domain';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { appRoute, notificationOf, openAppAt } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Background Sync is Chromium-only, so lib.webworker does not declare its event.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const DAY_SECONDS = 24 * 60 * 60;

// The app shell is precached so every SPA route opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation that is not an API, media, social-image or crawler address (robots.txt, the
// sitemap and the files a sitemap index names) is the SPA's index.html. /reset-password always
// goes to the network, so the server's no-referrer header applies; the demo checkout is a page the
// server renders (it is no screen of the app).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      /^\/reset-password/,
      /^\/shop\/demo-checkout\//,
      /^\/api\//,
      /^\/media\//,
      /^\/og\//,
      /^\/sitemap[\w-]*\.xml$/,
      /^\/robots\.txt$/,
    ],
  }),
);

// A media file never changes once written (its name is an id), so the cached copy is always right;
// the expiration bounds the storage and gives it back first when the browser runs short.
const MEDIA_CACHE = 'feastforge-media';
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      { handlerDidError: ({ request }) => anotherSizeOf(request.url) },
    ],
  }),
);

/**
 * Offline, an image at a width never fetched (a card's is smaller than its recipe page's) is
 * answered with the same image at a width that was, so the picture still shows.
 */
async function anotherSizeOf(address: string): Promise<Response | undefined> {
  const wanted = storedImageOf(new URL(address).pathname);
  if (!wanted) return undefined;
  const cache = await caches.open(MEDIA_CACHE);
  for (const request of await cache.keys()) {
    const cached = storedImageOf(new URL(request.url).pathname);
    if (cached?.folder === wanted.folder && cached.key === wanted.key) return cache.match(request);
  }
  return undefined;
}

// The gallery and home feeds are fresh when the network answers in time, and the last copy otherwise,
// so the Feast Hall still opens offline or on a stalled connection.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.startsWith('/api/gallery') || url.pathname.startsWith('/api/home')),
  new NetworkFirst({
    cacheName: 'feastforge-feeds',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

// The outbox lives in the page's IndexedDB and is sent with the page's session, so the worker only
// wakes the open windows and lets them drain it.
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: DRAIN_OUTBOX_MESSAGE });
    }),
  );
});

// A push message is a notification the user asked for: it is always shown, inside waitUntil so the
// browser keeps the worker alive until it is (and never counts a silent push against the site).
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = appRoute((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openAppAt(self.clients, self.location.origin, route));
});
