import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * Holds the page's scripts back until the returned function lets them through, as a slow
 * connection would: the server's HTML paints and can be read before the app takes it over.
 * Load with `waitUntil: 'commit'`, since the page cannot finish loading while they are held.
 *
 * @example
 * const release = await holdScripts(page);
 * await page.goto('/', { waitUntil: 'commit' });
 * // … read the server's page …
 * release();
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
