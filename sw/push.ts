/// <reference lib="webworker" />
import type { PushPayload } from '@feastforge/domain';

/** The icon every notification shows (the manifest's). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** What `showNotification` is called with for one push message. */
export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * The notification a push message asks for: `{title, body, url}` as the server sends it (see
 * `PushPayload`). A message that is not that still shows something, and its click opens the app's
 * start page; a url that is not one of the app's own routes is never opened.
 *
 * @example
 * const { title, options } = notificationOf(event.data?.text())
 */
export function notificationOf(text: string | undefined): ShownNotification {
  const payload = parsePayload(text);
  return {
    title: payload?.title || 'Feastforge',
    options: { body: payload?.body ?? '', icon: NOTIFICATION_ICON, data: { url: appRoute(payload?.url) } },
  };
}

function parsePayload(text: string | undefined): Partial<PushPayload> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, url } = value as Record<string, unknown>;
    return {
      title: typeof title === 'string' ? title : undefined,
      body: typeof body === 'string' ? body : undefined,
      url: typeof url === 'string' ? url : undefined,
    };
  } catch {
    return null;
  }
}

/** One of the app's own routes (`/badges`), or the start page: never another site (`//evil.example`). */
export function appRoute(url: unknown): string {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/';
}

/** The part of `Clients` a click needs (a test passes its own). */
export type WindowClients = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * Brings the app to `route` after a click on a notification: a window already there is focused;
 * otherwise an open window of the app is sent there and focused; otherwise a new window opens.
 *
 * @example
 * event.waitUntil(openAppAt(self.clients, self.location.origin, '/my-recipes'))
 */
export async function openAppAt(clients: WindowClients, origin: string, route: string): Promise<void> {
  const target = new URL(route, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client): client is WindowClient => 'focus' in client && new URL(client.url).origin === origin,
  );
  const there = windows.find((client) => client.url === target);
  if (there) {
    await there.focus();
    return;
  }
  for (const client of windows) {
    // navigate() answers null (or throws) for a window this worker does not control yet.
    const moved = await client.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await clients.openWindow(target);
}
