import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { publishRecipes, uniqueWord } from './support/feast-hall.ts';

const COUNT = 45;
const word = uniqueWord('hallstew');
const title = (n: number) => `Feast ${word} ${String(n).padStart(2, '0')}`;

// 45 recipes (two pages of 40), newest last; every third a dessert, every fifth legendary.
// Published once per worker process: with every test in its own group, a worker that ran a test of
// another file in between comes back here and runs this hook again, and the same word would then
// find every recipe twice.
let published: Promise<unknown> | undefined;
test.beforeAll(async ({ request }) => {
  published ??= publishRecipes(
    request,
    Array.from({ length: COUNT }, (_, n) => ({
      title: title(n),
      description: `A hearty ${word} for the long table.`,
      recipeType: n % 3 === 0 ? ('dessert' as const) : ('main' as const),
      rarity: n % 5 === 0 ? ('legendary' as const) : ('common' as const),
    })),
  );
  await published;
});

const cardTitles = (page: Page) => page.locator('main article h3');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /recipes?$/ });
/** The visitor banner fills in the free views once the page has come alive in the browser. */
/** Whether this device keeps the hall view `view` (its address query) for offline reading. */
async function keptOnDevice(page: Page, view: string): Promise<boolean> {
  return page.evaluate(
    async (key) => {
      // Opening a database that does not exist yet would create it empty, under the app's feet.
      if (!(await indexedDB.databases()).some((db) => db.name === 'feastforge-reads')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('feastforge-reads');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) return resolve(false);
          const get = db.transaction('reads').objectStore('reads').get('public-reads');
          get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(key));
          get.onerror = () => resolve(false);
        };
      });
    },
    JSON.stringify(['public', 'hall', view]),
  );
}

const hydrated = (page: Page) => expect(page.getByTestId('free-views-left')).toHaveText(/left\.$/);

test('a search reaches the address and the results', async ({ page }) => {
  await page.goto('/gallery');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
  await expect(page).toHaveURL(`/gallery?search=${word}`);
  await expect(count(page)).toHaveText(`Showing 1–40 of ${COUNT} recipes`);
  await expect(cardTitles(page)).toHaveCount(40);
  await expect(cardTitles(page).first()).toHaveText(title(COUNT - 1));
  // Enter searches at once.
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(`${word} 07`);
  await page.getByRole('searchbox', { name: 'Search recipes' }).press('Enter');
  await expect(page).toHaveURL(`/gallery?search=${word}+07`);
  await expect(count(page)).toHaveText('1 recipe');
  await expect(cardTitles(page)).toHaveText([title(7)]);
  // Back to the view the server rendered, inside the app: it is shown again, not left loading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feast Hall' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(count(page)).toHaveText(/^Showing 1–40 of \d+ recipes$/);
});

test('a filter and a sort change the results and go back to the first page', async ({ page }) => {
  await page.goto(`/gallery?search=${word}&page=2`);
  await hydrated(page);
  await expect(count(page)).toHaveText(`Showing 41–${COUNT} of ${COUNT} recipes`);

  await page.getByLabel('Recipe type').selectOption('dessert');
  await expect(page).toHaveURL(`/gallery?search=${word}&type=dessert`);
  await expect(count(page)).toHaveText('15 recipes');
  await expect(cardTitles(page).first()).toHaveText(title(42));
  await expect(page.locator('main article').filter({ hasText: 'Main Course' })).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'A to Z' });
  await expect(page).toHaveURL(`/gallery?search=${word}&type=dessert&sort=title-asc`);
  await expect(cardTitles(page).first()).toHaveText(title(0));
  await expect(cardTitles(page).last()).toHaveText(title(42));

  await page.getByLabel('Sort by').selectOption({ label: 'Rarity: high to low' });
  await page.getByLabel('Recipe type').selectOption('');
  await expect(page).toHaveURL(`/gallery?search=${word}&sort=rarity-desc`);
  await expect(page.locator('main article').first()).toContainText('Legendary');
  await expect(page.locator('main article').nth(8)).toContainText('Legendary');
  await expect(page.locator('main article').nth(9)).toContainText('Common');
});

test('paging moves through the address, and a reload opens the same view', async ({ page }) => {
  await page.goto(`/gallery?search=${word}`);
  await hydrated(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`/gallery?search=${word}&page=2`);
  await expect(count(page)).toHaveText(`Showing 41–${COUNT} of ${COUNT} recipes`);
  await expect(cardTitles(page)).toHaveText([4, 3, 2, 1, 0].map(title));
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(word);
  await expect(count(page)).toHaveText(`Showing 41–${COUNT} of ${COUNT} recipes`);
  await expect(cardTitles(page)).toHaveText([4, 3, 2, 1, 0].map(title));
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/gallery?search=${word}`);
  await expect(cardTitles(page).first()).toHaveText(title(COUNT - 1));
});

test('an empty search says so and offers a way out', async ({ page }) => {
  await page.goto(`/gallery?search=${word}zzz&rarity=epic`);
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Create a Recipe' })).toHaveAttribute('href', '/wizard');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  await expect(page.getByLabel('Rarity')).toHaveValue('');
});

test('a page past the last says so and leads back', async ({ page }) => {
  await page.goto(`/gallery?search=${word}&page=9`);
  await expect(page.getByText('This page is past the last one.')).toBeVisible();
  await hydrated(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.locator('[aria-current]')).toHaveCount(0);
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    `/gallery?search=${word}&page=2`,
  );
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(`/gallery?search=${word}`);
  await expect(count(page)).toHaveText(`Showing 1–40 of ${COUNT} recipes`);
});

test.describe('offline', () => {
  // It installs the service worker: the offline behaviour is the point.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the hall shows the views last seen with a note, and says when a view was never seen', async ({
    page,
    context,
  }) => {
    await page.goto(`/gallery?search=${word}`);
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption({ label: 'A to Z' });
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(cardTitles(page).first()).toHaveText(title(0));
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // The service worker installs after hydration; cutting the network under its install would only
    // test the browser's own error for a script it could not fetch.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.goBack();
    await expect(page).toHaveURL(`/gallery?search=${word}`);
    await expect(page.getByText('You are offline — showing the Feast Hall as you last saw it.')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(40);
    await expectAccessible(page, 'offline Feast Hall');

    await page.getByLabel('Rarity').selectOption('epic');
    await expect(page.getByRole('heading', { name: 'The Feast Hall could not be loaded' })).toBeVisible();
    await context.setOffline(false);
    await expect(count(page)).toHaveText('0 recipes');
    await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  });

  test('offline, a reload of a view seen (rendered by the server) opens it as last seen, with the note', async ({
    page,
    context,
  }) => {
    await page.goto(`/gallery?search=${word}&page=2`);
    await hydrated(page);
    await expect(cardTitles(page)).toHaveCount(COUNT - 40);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page's own reads are kept on the device as soon as the page is alive.
    await expect.poll(() => keptOnDevice(page, `search=${word}&page=2`)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline — showing the Feast Hall as you last saw it.')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(COUNT - 40);
    await expect(cardTitles(page).first()).toHaveText(title(COUNT - 41));
    await context.setOffline(false);
  });
});

test.describe('when the server fails', () => {
  // The service worker would otherwise answer the hall's requests before the test's route sees them.
  test.use({ serviceWorkers: 'block' });

  test('a view seen before is shown as last seen, and one never seen can be tried again', async ({ page }) => {
    await page.goto(`/gallery?search=${word}`);
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption({ label: 'A to Z' });
    await expect(cardTitles(page).first()).toHaveText(title(0));
    // Loaded, and so kept on this device, before the server goes away.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.route('**/api/gallery?*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down for a moment' } } }),
    );
    await page.getByLabel('Sort by').selectOption({ label: 'Rarity: high to low' });
    await expect(page.getByRole('heading', { name: 'The Feast Hall could not be loaded' })).toBeVisible();
    await expect(page.getByText('The server did not answer. Please try again in a moment.')).toBeVisible();
    await expectAccessible(page, 'Feast Hall error');

    await page.goBack();
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(page.getByText('The Feast Hall could not be reached — showing it as you last saw it.')).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText(title(0));

    await page.goForward();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.unroute('**/api/gallery?*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(count(page)).toHaveText(`Showing 1–40 of ${COUNT} recipes`);
    await expect(page.locator('main article').first()).toContainText('Legendary');
    await expect(page.getByText('showing it as you last saw it')).toHaveCount(0);
  });
});

test('a first visit paints the hall without moving anything as it comes alive', async ({ browser }) => {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/gallery?search=${word}`);
    await hydrated(page);
    await expect(page.getByTestId('free-views-left')).toHaveText('3 free recipe views left.');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts, `layout shifts at ${width} px`).toEqual([]);
    await context.close();
  }
});

test('the Feast Hall is accessible in light and dark, on desktop and at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/gallery?search=${word}&page=2`);
  await hydrated(page);
  await expectAccessible(page, 'Feast Hall, light');
  await useTheme(page, 'dark');
  await hydrated(page);
  await expectAccessible(page, 'Feast Hall, dark');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/gallery?search=${word}`);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'Feast Hall, 360 px, dark');
  // Keyboard: from the search box, Tab reaches the filters in order.
  await page.getByRole('searchbox', { name: 'Search recipes' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Recipe type')).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the recipe links, and the form still searches and filters', async ({ page }) => {
    await page.goto(`/gallery?search=${word}`);
    await expect(page.locator('main a[href^="/recipe/"]')).toHaveCount(40);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('href', `/gallery?search=${word}&page=2`);
    await page.getByLabel('Recipe type').selectOption('dessert');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=dessert/);
    await expect(page.locator('main a[href^="/recipe/"]')).toHaveCount(15);
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(word);
  });
});
