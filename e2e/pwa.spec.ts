import { appendFileSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { ownPort, root, startOwnServer } from './support/own-server.ts';

// The installed app is what these test.
test.use({ serviceWorkers: 'allow' });

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  icons: ManifestIcon[];
  screenshots: Array<ManifestIcon & { form_factor: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

/** Waits until the service worker is active and controls the page (the first visit needs a reload). */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app is installable: manifest, icons, screenshots, shortcuts and a service worker', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Chromium never offers installation in an incognito profile, which every test context is.
  const profile = mkdtempSync(join(tmpdir(), 'feastforge-profile-'));
  const chromiumPath = process.env['CHROMIUM_PATH'];
  const installable = await playwright.chromium.launchPersistentContext(profile, {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: launchArgs,
    baseURL,
  });
  try {
    const tab = installable.pages()[0] ?? (await installable.newPage());
    await tab.goto('/');
    await controlledBy(tab);
    const cdp = await installable.newCDPSession(tab);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await page.goto('/');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href ?? '')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Feastforge',
    short_name: 'Feastforge',
    display: 'standalone',
    start_url: '/',
  });
  const icon = (sizes: string, purpose: string) =>
    manifest.icons.find((i) => i.sizes === sizes && i.type === 'image/png' && (i.purpose ?? 'any') === purpose);
  expect(icon('192x192', 'any')).toBeDefined();
  expect(icon('512x512', 'any')).toBeDefined();
  expect(icon('512x512', 'maskable')).toBeDefined();
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Create Recipe', '/wizard'],
    ['My Tome', '/my-recipes'],
  ]);
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

  for (const image of [...manifest.icons.filter((i) => i.type === 'image/png'), ...manifest.screenshots]) {
    const response = await page.request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type'], image.src).toBe('image/png');
  }
});

test('media images are served cache-first by the service worker', async ({ page }) => {
  const path = `/media/recipes/e2e-${process.pid}-${Date.now().toString(36)}.png`;
  const file = join(process.env['E2E_DATA_DIR'] ?? '', path);
  mkdirSync(dirname(file), { recursive: true });
  copyFileSync(join(root, 'apps/web/public/icons/icon-96.png'), file);
  // no-store keeps the browser's HTTP cache out of it (media is sent as immutable), so only the
  // worker's cache can answer once the file is gone.
  const fetchStatus = (url: string) => page.evaluate((u) => fetch(u, { cache: 'no-store' }).then((r) => r.status), url);
  try {
    await page.goto('/');
    await controlledBy(page);
    expect(await fetchStatus(path)).toBe(200);
    await expect.poll(() => page.evaluate(async (u) => (await caches.match(u)) !== undefined, path)).toBe(true);
    rmSync(file);
    expect(await fetchStatus(path)).toBe(200);
  } finally {
    rmSync(file, { force: true });
  }
});

/**
 * A server of this test's own over a copy of the build, so the test can deploy a new service worker
 * (change its bytes on disk) without touching the build the other tests use.
 */
async function ownDeployment(port: number) {
  const webDist = mkdtempSync(join(tmpdir(), 'feastforge-deploy-'));
  cpSync(resolve(root, process.env['WEB_DIST'] ?? 'dist/web'), webDist, { recursive: true });
  const server = await startOwnServer(port, { WEB_DIST: webDist });
  return {
    url: server.url,
    // A new build writes new compressed copies too; without them the old worker's would be sent.
    deployNewWorker: () => {
      appendFileSync(join(webDist, 'sw.js'), '\n// next build\n');
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(webDist, copy), { force: true });
    },
    stop: () => {
      server.stop();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

test('a new build shows the update prompt, and Reload switches to it', async ({ page }, testInfo) => {
  const deployment = await ownDeployment(ownPort(50, testInfo.workerIndex));
  try {
    await page.goto(deployment.url);
    await controlledBy(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(firstWorker).toContain('/sw.js');

    deployment.deployNewWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.locator('[data-sonner-toast]').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page, 'update prompt');
    // The page reloads once the new worker takes control, some time after the click: wait for that
    // load, not the current page's, or the checks below would run into the navigation.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Begin Your Quest' }).first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    deployment.stop();
  }
});
