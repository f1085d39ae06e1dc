/* global document, window */
// `node scripts/make-pwa-screenshots.mjs`: the install dialog's screenshots, taken from the real app
// (production build, fresh data) in Chromium: the home page wide, and a tome on a phone. Run it after
// a visible change and commit the PNGs in apps/web/public/screenshots.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, root, startAppServer } from './lib/app-server.mjs';

const out = join(root, 'apps/web/public/screenshots');
const port = 4395;
const base = `http://localhost:${port}`;

if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const app = await startAppServer(port);
const browser = await launchChromium();

try {
  mkdirSync(out, { recursive: true });

  const wide = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const home = await wide.newPage();
  await home.goto('/');
  await home.getByRole('link', { name: 'Begin Your Quest' }).waitFor();
  await home.screenshot({ path: join(out, 'home-wide.png') });
  await wide.close();

  const narrow = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 720 },
    deviceScaleFactor: 2,
    colorScheme: 'dark',
  });
  const phone = await narrow.newPage();
  // A cook with a few recipes, conjured through the API as the wizard would.
  const email = 'ysolde@example.com';
  const password = 'Cauldron-Stew-42';
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: 'Ysolde the Hearthkeeper' }),
  }).then((r) => r.json());
  const choices = [
    { theme: 'coastal-cove', characterClass: 'bard', recipeType: 'main', manaCost: 5 },
    { theme: 'snowy-mountain', characterClass: 'druid', recipeType: 'dessert', manaCost: 1 },
    { theme: 'dragons-lair', characterClass: 'barbarian', recipeType: 'starter', manaCost: 10 },
  ];
  for (const choice of choices) {
    const res = await fetch(`${base}/api/recipes/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.accessToken}` },
      body: JSON.stringify({ partySize: 4, dietary: [], ...choice }),
    });
    if (!res.ok) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
  }
  await phone.goto('/auth');
  await phone.getByRole('tab', { name: 'Sign In' }).click();
  const form = phone.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await phone.waitForURL(`${base}/`);
  await phone.goto('/my-recipes');
  await phone.locator('article').first().waitFor();
  await phone.waitForFunction(() => [...document.querySelectorAll('article img')].every((img) => img.complete));
  await phone.evaluate(() => {
    // Start at the recipe count, just below the sticky header.
    const count = document.querySelector('section[aria-labelledby="tome-recipes"] p[role="status"]');
    window.scrollTo(0, (count?.getBoundingClientRect().top ?? 0) + window.scrollY - 80);
  });
  await phone.screenshot({ path: join(out, 'tome-narrow.png') });
  await narrow.close();
  console.info('apps/web/public/screenshots: home-wide.png (1440x900), tome-narrow.png (720x1440)');
} finally {
  await browser.close();
  app.stop();
}
