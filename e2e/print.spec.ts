import type { BrowserContext, Page } from '@playwright/test';
import { toast, registerCook } from './support/auth-page.ts';
import { publishRecipes } from './support/feast-hall.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { goOffline } from './support/network.ts';
import { openOwnRecipe, STEW } from './support/tome.ts';
import { documentScreenshot } from './support/screenshots.ts';

/**
 * Stands in for the print dialog in every print window (a window with an opener): each call of
 * its `print()` is recorded with whether the app had already said 'Print Ready!'. Every console
 * line of every page is kept, so a refused inline script (a CSP violation) shows.
 */
async function recordPrinting(context: BrowserContext): Promise<string[]> {
  await context.addInitScript(() => {
    if (!window.opener) return;
    const calls: Array<{ readyShown: boolean }> = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      const opener = window.opener as Window;
      calls.push({ readyShown: opener.document.body.textContent?.includes('Print Ready!') ?? false });
    };
  });
  const console: string[] = [];
  context.on('console', (message) => console.push(message.text()));
  return console;
}

const printCalls = (popup: Page) =>
  popup.evaluate(() => (window as unknown as { printCalls?: Array<{ readyShown: boolean }> }).printCalls ?? []);

const ingredients = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ingredients', level: 2 }) });

/** Cooks for 3 in US measures, and answers the ingredient lines the page then shows. */
async function chooseThreeServingsInUs(page: Page): Promise<string[]> {
  const list = ingredients(page);
  await list.getByRole('group', { name: 'Servings' }).getByRole('button', { name: 'Fewer servings' }).click();
  await list.getByRole('radio', { name: 'US' }).click();
  await expect(list.getByText('Serves 3')).toBeAttached();
  await expect(list.getByRole('listitem').first()).toHaveText('10½ oz (300 g) cooked beans');
  return list.getByRole('listitem').allTextContents();
}

/** Prints, and checks the print window was printed (once, before 'Print Ready!') with what was on screen. */
async function printAndCheck(page: Page, console: string[], lines: string[]): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Recipe' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();
  await expect.poll(() => printCalls(popup)).toEqual([{ readyShown: false }]);
  expect(console.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  await expect(toast(page, 'Print Ready!')).toBeVisible();

  await expect(popup.locator('.stats div').filter({ hasText: 'Serves' }).locator('dd')).toHaveText('3');
  await expect(popup.locator('.ingredients li')).toHaveText(lines);
  await expect(popup.locator('.instructions li')).toHaveText([...STEW.instructions]);
  // The image was in place before the dialog opened.
  expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return popup;
}

test.describe('Print Recipe', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('opens the print dialog under the page CSP and prints the servings and units on screen', async ({
    page,
    context,
  }) => {
    const console = await recordPrinting(context);
    await openOwnRecipe(page, 'print');
    const lines = await chooseThreeServingsInUs(page);
    const popup = await printAndCheck(page, console, lines);
    await popup.close();
    await expectAccessible(page, 'recipe page after printing');
  });

  test("someone else's published recipe prints as the cook sees it too", async ({ page, context, request }) => {
    const console = await recordPrinting(context);
    const [id] = await publishRecipes(request, [STEW]);
    await registerCook(page, 'reader');
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();
    const lines = await chooseThreeServingsInUs(page);
    await printAndCheck(page, console, lines);
  });
});

test.describe('Print Recipe when printing fails', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('a blocked popup says so, with the spec text', async ({ page }) => {
    await openOwnRecipe(page, 'print');
    // What a popup blocker does to window.open.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Print Recipe' }).click();
    const failed = toast(page, 'Export Failed');
    await expect(failed).toContainText('Could not open print window. Please check your popup blocker.');
    await expect(toast(page, 'Print Ready!')).toHaveCount(0);
    await expectAccessible(page, 'recipe page after a blocked popup');
  });

  test('a print window the cook closes before it prints gives Export Failed', async ({ page, context }) => {
    const console = await recordPrinting(context);
    await openOwnRecipe(page, 'print');
    // The picture is slow to come, and the cook closes the window meanwhile.
    let closed = () => {};
    const windowClosed = new Promise<void>((resolve) => (closed = resolve));
    await page.route('**/media/**', async (route) => {
      await windowClosed;
      await route.continue();
    });
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print Recipe' }).click();
    const popup = await popupPromise;
    await popup.close();
    closed();
    await expect(toast(page, 'Export Failed')).toContainText('Failed to prepare print view. Please try again.', {
      timeout: 15_000,
    });
    await expect(toast(page, 'Print Ready!')).toHaveCount(0);
    expect(console.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });

  test('the print window closes itself once the print dialog is done', async ({ page, context }) => {
    // The print dialog, answered at once: the browser then fires afterprint.
    await context.addInitScript(() => {
      if (!window.opener) return;
      window.print = () => window.dispatchEvent(new Event('afterprint'));
    });
    await openOwnRecipe(page, 'print');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print Recipe' }).click();
    const popup = await popupPromise;
    await expect(toast(page, 'Print Ready!')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});

/** What the recipe page shows on paper, at a paper's width, for the servings and units chosen on screen. */
async function expectPrintedRecipeAlone(page: Page, lines: string[]) {
  // Everything around the recipe is left off.
  await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeHidden();
  for (const nav of await page.getByRole('navigation', { includeHidden: true }).all()) await expect(nav).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toaster]')).toBeHidden();
  // The recipe is all there.
  await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `${STEW.title}, as conjured` })).toBeVisible();
  for (const stat of ['Prep', 'Cook', 'Serves', 'Difficulty'])
    await expect(page.locator('dt', { hasText: stat })).toBeVisible();
  for (const heading of ['Ingredients', 'Nutrition', 'Allergen Info', 'Instructions', "Chef's Notes"])
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByText('For 3 servings, US measures first')).toBeVisible();
  await expect(ingredients(page).getByRole('listitem')).toHaveText(lines);
  const steps = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Instructions' }) })
    .getByRole('listitem');
  await expect(steps).toHaveText(STEW.instructions.map((step, index) => `${index + 1}${step}`));
  // No step is cut across two pages, and the ink is black on white whatever the theme.
  for (const step of await steps.all()) await expect(step).toHaveCSS('break-inside', 'avoid');
  await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** The pages of a PDF Chromium wrote (each page object names its type). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test.describe("The browser's own print", () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('prints the recipe page as the recipe alone, on A4 and Letter, in either theme', async ({ page, context }) => {
    await recordPrinting(context);
    await openOwnRecipe(page, 'print');
    const lines = await chooseThreeServingsInUs(page);
    // A toast is up, as after printing from the page.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print Recipe' }).click();
    const popup = await popupPromise;
    await expect.poll(() => printCalls(popup)).toHaveLength(1);
    await popup.close();
    await expect(toast(page, 'Print Ready!')).toBeVisible();
    // Ctrl+P with the bell's list open: a popover portalled into the body, beside the page.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    // A4's width at 96 dpi.
    await page.setViewportSize({ width: 794, height: 1123 });
    await expectPrintedRecipeAlone(page, lines);
    await documentScreenshot(page, 'recipe-print.png', { fullPage: true });

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The recipe alone fits a page or two: nothing around it is printed.
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
      expect(pageCount(pdf)).toBeLessThanOrEqual(2);
    }

    await page.emulateMedia({ media: 'screen' });
    await useTheme(page, 'dark');
    await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();
    const darkLines = await chooseThreeServingsInUs(page);
    // Ctrl+P with the share menu open.
    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // Letter's width at 96 dpi.
    await page.setViewportSize({ width: 816, height: 1056 });
    await expectPrintedRecipeAlone(page, darkLines);
    await page.screenshot({ path: test.info().outputPath('recipe-print-dark-letter.png'), fullPage: true });

    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'recipe page dark');
  });
});

test.describe('offline', () => {
  // It installs the service worker: the offline behaviour is the point.
  test.use({ serviceWorkers: 'allow' });

  test('offline, a recipe from the tome still opens the print dialog', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const console = await recordPrinting(context);
    const id = await openOwnRecipe(page, 'print');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
    await expect(page.getByRole('heading', { name: STEW.title, level: 1 })).toBeVisible();
    const lines = await chooseThreeServingsInUs(page);
    await printAndCheck(page, console, lines);
  });
});
