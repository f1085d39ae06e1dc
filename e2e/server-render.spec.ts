import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from './support/fixtures.ts';
import { holdScripts } from './support/network.ts';
import { seedTome } from './support/tome.ts';

// A first visit registers the service worker as a real one does. Blocked, the registration logs
// warnings, and these tests read every console warning as a fault.
test.use({ serviceWorkers: 'allow' });

const INGREDIENT = '3 ember peppers, charred';
const STEP = 'Fold the peppers into the simmering broth.';

/** A recipe someone published, written to the server the way its own writers do. */
async function publishedRecipe(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('bard');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const [id] = seedTome(email, [
    { title: 'Emberfall Pepper Stew', isPublished: true, ingredients: [INGREDIENT, '1 onion'], instructions: [STEP] },
  ]);
  return id;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the home hero and a published recipe's ingredients and steps are in the server's HTML", async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Begin Your Quest' }).first()).toBeVisible();

    const id = await publishedRecipe(request);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emberfall Pepper Stew' })).toBeVisible();
    await expect(page.getByText(INGREDIENT)).toBeVisible();
    await expect(page.getByText(STEP)).toBeVisible();
    // The servings and units controls say they wait for the scripts, not take a press and drop it.
    await expect(page.getByRole('button', { name: 'More servings' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('radio', { name: 'US' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page).toHaveTitle('Emberfall Pepper Stew · Feastforge');
    // Without scripts nothing waits for the session: the visitor's links show at once.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: 'Emberfall Pepper Stew' });
  });

  test("/wizard's first step is in the server's HTML, inert until the browser knows who is there", async ({ page }) => {
    await page.goto('/wizard');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Recipe' })).toBeVisible();
    await expect(page.getByText('Where does your feast take place?')).toBeVisible();
    await expect(page.locator('form[inert][aria-busy="true"]')).toHaveCount(1);
    await expect(page.locator('input[type="radio"][name="theme"]')).toHaveCount(6);
  });
});

/**
 * Opens `path` as a first visit (a fresh browser profile, so no service worker answers it) and
 * returns every console error and warning, and uncaught error, until the page has hydrated.
 */
async function firstVisit(browser: Browser, path: string, prepare?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await prepare?.(page);
  const response = await page.goto(path);
  // The desktop navigation stays invisible until the browser knows the session: hydration is done.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { context, page, messages, response };
}

test.describe('hydration', () => {
  test('public pages hydrate without a console error or warning, and respond', async ({ browser, request }) => {
    const recipe = await publishedRecipe(request);
    const pages = ['/', '/how-it-works', '/wizard', '/gallery', '/contact', '/register-benefits', '/privacy', '/terms'];
    for (const path of [...pages, `/recipe/${recipe}`]) {
      const { context, page, messages, response } = await firstVisit(browser, path);
      expect(await response?.text(), `${path} is rendered by the server`).not.toContain('<div id="root"></div>');
      expect(messages, `console on ${path}`).toEqual([]);
      // Hydrated means it works: the theme menu opens (its code loads on first use).
      await page.getByRole('button', { name: 'Change theme' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
      await page.keyboard.press('Escape');
      if (path.startsWith('/recipe/')) {
        // The recipe names the tab after hydration too, not the route's generic title.
        await expect(page).toHaveTitle('Emberfall Pepper Stew · Feastforge');
        await expectAccessible(page, 'server-rendered recipe page');
      }
      await context.close();
    }
  });

  test('the wizard takes the place of its server-rendered first step without moving anything', async ({ browser }) => {
    for (const width of [360, 1280]) {
      // A first visit: a fresh profile, so the server's HTML is what paints.
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      // The scripts are held until the server's HTML has been parsed and painted, so what is measured
      // is hydration, not a busy browser painting a half-parsed page.
      const release = await holdScripts(page);
      await page.goto('/wizard', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(async () => {
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
      });
      release();
      await expect(page.locator('form:not([inert])')).toHaveCount(1);
      await expect(page.getByText('You have 3 free trial recipes left')).toBeVisible();
      await page.getByText('Mystic Forest', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Mystic Forest' })).toBeChecked();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts, `layout shifts at ${width} px`).toEqual([]);
      await context.close();
    }
  });

  test('a reader who scrolled down before the page came alive keeps their place, and the link under them works', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    // A slow connection: the scripts arrive only after the reader has scrolled (released below).
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Still the server's page: its theme button waits for the scripts.
    await expect(page.getByRole('button', { name: 'Change theme' })).toHaveAttribute('aria-disabled', 'true');
    const before = (await privacy.boundingBox())?.y ?? Number.NaN;
    release();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Change theme' })).not.toHaveAttribute('aria-disabled');
    await page.waitForLoadState('networkidle');
    // The link stays where the reader saw it (give or take what the page's content moved).
    const after = (await privacy.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(after - before)).toBeLessThan(50);
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await context.close();
  });

  test('a stored dark theme and US units hydrate into place without an error', async ({ browser, request }) => {
    const recipe = await publishedRecipe(request);
    const { context, page, messages } = await firstVisit(browser, `/recipe/${recipe}`, (page) =>
      page.addInitScript(() => {
        localStorage.setItem('feastforge_theme', 'dark');
        localStorage.setItem('feastforge_units', 'us');
      }),
    );
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'US' })).toBeChecked();
    expect(messages).toEqual([]);
    await expectAccessible(page, 'server-rendered recipe page, dark');
    await context.close();
  });

  test('the check above catches a hydration mismatch', async ({ browser }) => {
    const { context, messages } = await firstVisit(browser, '/', (page) =>
      page.route('/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('Begin Your Quest', 'Begin Another Quest');
        // The body is sent decoded, so none of the original's encoding headers may go with it.
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ status: response.status(), headers, body: html });
      }),
    );
    // React reports the mismatch when it gives up on the server's HTML, which may be a moment later.
    await expect.poll(() => messages.join('\n')).toMatch(/418|[Hh]ydrat/);
    await context.close();
  });
});
