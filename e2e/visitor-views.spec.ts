import { VIEWS_COOKIE, VIEWS_COOKIE_MAX_AGE_SECONDS } from '@feastforge/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { AuthPage, toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail } from './support/fixtures.ts';
import { publishRecipes, uniqueWord } from './support/feast-hall.ts';

const word = uniqueWord('viewpie');
const titles = [1, 2, 3, 4, 5].map((n) => `Visitor ${word} Pie ${n}`);
const STEP = 'Fold the moonberries into the crust.';
let ids: string[] = [];
// Once per worker process: a worker can come back to this file after another and run the hook again.
let published: Promise<string[]> | undefined;

test.beforeAll(async ({ request }) => {
  published ??= publishRecipes(
    request,
    titles.map((title) => ({ title, instructions: [STEP, 'Bake until golden.'] })),
  );
  ids = await published;
});

/** Opens a recipe as a fresh page load and waits until the browser has taken it over. */
async function openRecipe(page: Page, index: number) {
  await page.goto(`/recipe/${ids[index]}`);
  await expect(page.getByRole('heading', { level: 1, name: titles[index] })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .or(page.getByRole('button', { name: /menu/i }))
      .first(),
  ).toBeVisible();
}

/** The view cookie as the browser stores it; failing the test when there is none. */
async function viewsCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === VIEWS_COOKIE);
  if (!cookie) throw new Error(`no ${VIEWS_COOKIE} cookie`);
  return cookie;
}

function origin(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  return baseURL;
}

const paywall = (page: Page) => page.getByRole('heading', { level: 1, name: 'Free Views Used' });

test('a visitor views three recipes free, meets the paywall on a fourth, and can still reopen the first ones', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [index, left] of [
    [0, '2 free recipe views left'],
    [1, '1 free recipe view left'],
    [2, 'No free recipe views left'],
  ] as const) {
    await openRecipe(page, index);
    await expect(toast(page, 'Free Recipe View')).toContainText(left);
    await expect(paywall(page)).toHaveCount(0);
  }

  const cookie = await viewsCookie(context);
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(VIEWS_COOKIE_MAX_AGE_SECONDS - 600);
  const stored = JSON.parse(decodeURIComponent(cookie.value));
  expect(stored).toMatchObject({ viewedRecipeIds: ids.slice(0, 3), viewCount: 3 });
  expect(Date.parse(stored.firstViewedAt)).toBeLessThanOrEqual(Date.parse(stored.lastViewedAt));

  // The fourth: blurred behind the paywall, out of reach, with focus on the paywall.
  await page.goto(`/recipe/${ids[3]}`);
  await expect(paywall(page)).toBeVisible();
  await expect(paywall(page)).toBeFocused();
  await expect(page.getByTestId('paywalled-recipe')).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { name: titles[3] })).toHaveCount(0);
  await expect(toast(page, 'Free Recipe View')).toHaveCount(0);
  await expectAccessible(page, 'paywall');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Why Register' })).toHaveAttribute('href', '/register-benefits');
  // Search engines read the whole recipe in the server's HTML all the same.
  const html = await (await request.get(`/recipe/${ids[3]}`)).text();
  expect(html).toContain(titles[3]);
  expect(html).toContain(STEP);
  // The paywall did not use up anything.
  const after = await viewsCookie(context);
  expect(JSON.parse(decodeURIComponent(after.value)).viewedRecipeIds).toEqual(ids.slice(0, 3));

  // An already viewed recipe opens in full, without a toast.
  await openRecipe(page, 1);
  await expect(paywall(page)).toHaveCount(0);
  await expect(page.getByText(STEP)).toBeVisible();
  await expect(toast(page, 'Free Recipe View')).toHaveCount(0);

  // The Feast Hall's banner knows the count; the paywall's way to register opens the Register tab.
  await page.goto('/gallery');
  await expect(page.getByTestId('free-views-left')).toHaveText('No free recipe views left.');
  await page.goto(`/recipe/${ids[4]}`);
  await page.getByRole('link', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
});

test('the paywall works at 360 px in the dark theme', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const value = encodeURIComponent(
    JSON.stringify({ viewedRecipeIds: ['a1', 'b2', 'c3'], viewCount: 3, firstViewedAt: null, lastViewedAt: null }),
  );
  await context.addCookies([{ name: VIEWS_COOKIE, value, url: origin(baseURL) }]);
  await page.addInitScript(() => localStorage.setItem('feastforge_theme', 'dark'));
  await page.goto(`/recipe/${ids[0]}`);
  await expect(paywall(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'paywall, 360 px, dark');
});

test('a damaged cookie counts as no views', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: VIEWS_COOKIE, value: '%7B%22viewedRecipeIds%22%3A%5B', url: origin(baseURL) }]);
  await openRecipe(page, 0);
  await expect(toast(page, 'Free Recipe View')).toContainText('2 free recipe views left');
  await expect(paywall(page)).toHaveCount(0);
});

test('signed-in cooks are never counted nor paywalled', async ({ page, context, baseURL }) => {
  const full = encodeURIComponent(
    JSON.stringify({ viewedRecipeIds: ['a1', 'b2', 'c3'], viewCount: 3, firstViewedAt: null, lastViewedAt: null }),
  );
  await context.addCookies([{ name: VIEWS_COOKIE, value: full, url: origin(baseURL) }]);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueEmail('reader'));
  await expect(page).not.toHaveURL(/\/auth/);
  await openRecipe(page, 2);
  await expect(page.getByText(STEP)).toBeVisible();
  await expect(paywall(page)).toHaveCount(0);
  await expect(toast(page, 'Free Recipe View')).toHaveCount(0);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Feast Hall' })).toBeVisible();
  await expect(page.getByText('Register for unlimited access')).toHaveCount(0);
  const after = (await context.cookies()).find((c) => c.name === VIEWS_COOKIE);
  expect(after?.value).toBe(full);
});
