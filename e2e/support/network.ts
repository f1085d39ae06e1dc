import type { BrowserContext } from '@playwright/test';

/** Takes the whole browser offline, the service worker's own requests included. */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  // Requests the service worker makes itself are not covered by setOffline everywhere.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** Brings the browser back online (see goOffline). */
export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}
