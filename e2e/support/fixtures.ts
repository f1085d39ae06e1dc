import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The test object every spec uses: it fails a test on an uncaught page error or an unexpected
 * console.error (failed network requests, which the browser also logs, are expected answers such
 * as the 401 of a visitor's session check).
 */
export const test = base.extend<{ consoleErrors: string[]; trail: void }>({
  // The server counts visitor trials per network address too (the shared server believes one proxy):
  // each test speaks from an address of its own, as it has a browser of its own.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': testAddress(`${testInfo.testId}#${testInfo.retry}`) });
  },

  // What the page did with its session and where it went, printed only when a test fails: a failure
  // seen once under load then says whether the session was refused, a call failed or a page moved.
  trail: [
    async ({ page }, use, testInfo) => {
      const start = Date.now();
      const lines: string[] = [];
      const note = (line: string) => lines.push(`${String(Date.now() - start).padStart(6)} ms  ${line}`);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) note(`page ${frame.url()}`);
      });
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/auth/') || (pathname.startsWith('/api/') && response.status() >= 400))
          note(`${response.status()} ${response.request().method()} ${pathname}`);
      });
      page.on('requestfailed', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/'))
          note(`failed ${request.method()} ${pathname}: ${request.failure()?.errorText}`);
      });
      page.on('console', (msg) => {
        if (msg.type() === 'warning' || msg.type() === 'error')
          note(`console.${msg.type()} ${msg.text().slice(0, 300)}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) console.log(`What the page did:\n${lines.join('\n')}`);
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A network address of its own for a test: 10.x.y.z from the test's id, so tests never share one.
 *
 * @example
 * await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': testAddress('family') } });
 */
export function testAddress(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Runs axe (WCAG 2.x A and AA rules) on the page as it is now; any violation fails the test. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // A screen the client renders after a reload has no landmark until its route has loaded.
  await page.locator('main').first().waitFor({ timeout: 10_000 });
  // Text still fading in (a toast, a dialog) has no final colour yet: axe would judge one frame of
  // the transition, not the page. Endless animations (a spinner) never settle, so they are left be.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Sets the theme the way a user would (the stored setting), then reloads so it applies from first paint. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('feastforge_theme', value), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
}

let counter = 0;
/** A fresh address per call, unique across parallel workers. */
export function uniqueEmail(prefix = 'cook'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'Cauldron-Stew-42';
