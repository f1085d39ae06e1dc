import type { Page } from '@playwright/test';
import { conjure, seededRng } from '@feastforge/generator';
import { toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { openOwnRecipe, STEW } from './support/tome.ts';

/** The engine's galette for `partySize`, as a cook's tome keeps it. */
function galette(partySize: number) {
  const choices = { theme: 'mystic-forest', characterClass: 'wizard', recipeType: 'breakfast', partySize } as const;
  const { data } = conjure(
    { ...choices, dietary: [], manaCost: 1 },
    { rng: seededRng('galette-complete'), baseRecipeId: 'galette-complete', rarity: 'common' },
  );
  return { title: data.title, servings: data.servings, ingredients: data.ingredients, measures: data.measures };
}

/** The engine's beef stew for `partySize`, with the step templates a conjured recipe keeps. */
function beefStew(partySize: number) {
  const { data } = conjure(
    { theme: 'mystic-forest', characterClass: 'wizard', recipeType: 'main', partySize, dietary: [], manaCost: 1 },
    { rng: seededRng('beef-stew'), baseRecipeId: 'beef-stew', rarity: 'common' },
  );
  const { title, servings, ingredients, measures, instructions, stepTemplates } = data;
  return { title, servings, ingredients, measures, instructions, stepTemplates };
}

/** The steps as the page's list reads them, each after its number. */
const numbered = (steps: readonly string[]) => steps.map((step, i) => `${i + 1}${step}`);

const instructions = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Instructions', level: 2 }) });

const ingredients = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ingredients', level: 2 }) });

/** Records the screen wake lock requests and releases instead of asking the real one. */
async function recordWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { wakeLockLog: log });
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      configurable: true,
      get: () => ({
        request: async () => {
          log.push('request');
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              log.push('release');
            },
          };
          return sentinel;
        },
      }),
    });
  });
}

const wakeLockLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog.join(','));

test.describe('Recipe tools', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('servings rescale the ingredients, in metric or US, and the units are remembered', async ({ page }) => {
    await openOwnRecipe(page, 'tools');
    const list = ingredients(page);
    await expect(list.getByRole('listitem')).toHaveText([
      '400 g (14 oz) cooked beans',
      '2 red peppers, sliced',
      '1 onion, chopped',
      '1 tsp (5 ml) smoked paprika',
      'salt to taste',
    ]);
    const servings = list.getByRole('group', { name: 'Servings' });
    for (let i = 0; i < 4; i += 1) await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.getByText('Serves 8')).toBeAttached();
    // A recipe saved without step templates keeps its steps, and says for how many.
    await expect(instructions(page).getByTestId('steps-written-for')).toHaveText(
      'The steps are written for 4 servings.',
    );
    await expectAccessible(page, 'recipe with steps written for its own servings');
    await expect(list.getByRole('listitem')).toHaveText([
      '800 g (1¾ lb) cooked beans',
      '4 red peppers, sliced',
      '2 onions, chopped',
      '2 tsp (10 ml) smoked paprika',
      'salt to taste',
    ]);
    // The stat card keeps the recipe's own figure.
    await expect(page.locator('dt', { hasText: 'Serves' }).locator('xpath=following-sibling::dd[1]')).toHaveText('4');

    await list.getByRole('radio', { name: 'US' }).click();
    await expect(list.getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(list.getByRole('listitem').first()).toHaveText('1¾ lb (800 g) cooked beans');
    expect(await page.evaluate(() => localStorage.getItem('feastforge_units'))).toBe('us');

    await page.reload();
    await expect(list.getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(list.getByRole('listitem').first()).toHaveText('14 oz (400 g) cooked beans');
    for (let i = 0; i < 2; i += 1) await servings.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(list.getByRole('listitem')).toHaveText([
      '7 oz (200 g) cooked beans',
      '1 red pepper, sliced',
      '½ onion, chopped',
      '½ tsp (2.5 ml) smoked paprika',
      'salt to taste',
    ]);
    await expect(servings.getByRole('button', { name: 'Fewer servings' })).toBeEnabled();
    await servings.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(servings.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    await expect(servings.getByText('Serves 1')).toBeAttached();
  });

  test('a conjured recipe reads for other servings exactly as the engine writes them', async ({ page }) => {
    const [forFour, forTwenty] = [galette(4), galette(20)];
    await openOwnRecipe(page, 'tools', forFour);
    const list = ingredients(page);
    await expect(list.getByRole('listitem')).toHaveText(forFour.ingredients);
    const servings = list.getByRole('group', { name: 'Servings' });
    for (let i = 0; i < 16; i += 1) await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.getByText('Serves 20')).toBeAttached();
    // The engine scales the flour from its unrounded amount; the four-serving line's '130 g' alone
    // would say '650 g'.
    expect(forTwenty.ingredients).toContain('630 g (1½ lb) buckwheat flour, pure, not a blend');
    await expect(list.getByRole('listitem')).toHaveText(forTwenty.ingredients);
  });

  test('a conjured recipe’s steps follow the servings: vessels and batches as the engine writes them', async ({
    page,
  }) => {
    const [forFour, forTwenty] = [beefStew(4), beefStew(20)];
    await openOwnRecipe(page, 'tools', forFour);
    const steps = instructions(page).getByRole('listitem');
    await expect(steps).toHaveText(numbered(forFour.instructions));
    expect(forFour.instructions[1]).toContain('a 4-litre (4 qt) Dutch oven');
    expect(forFour.instructions[1]).toContain('in two batches');
    const servings = ingredients(page).getByRole('group', { name: 'Servings' });
    for (let i = 0; i < 16; i += 1) await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings.getByText('Serves 20')).toBeAttached();
    expect(forTwenty.instructions[1]).toContain('two 8-litre (8 qt) Dutch ovens');
    expect(forTwenty.instructions[1]).toContain('in three batches');
    await expect(steps).toHaveText(numbered(forTwenty.instructions));
    await expect(instructions(page).getByTestId('steps-written-for')).toHaveCount(0);
    await expectAccessible(page, 'recipe with steps for 20');

    // Cook Mode reads the same steps.
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    const dialog = page.getByRole('dialog', { name: forFour.title });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText(forTwenty.instructions[1] ?? 'missing step');
    await page.keyboard.press('Escape');

    // The page opens again at the recipe's own servings, in the dark theme too.
    await useTheme(page, 'dark');
    await expect(steps).toHaveText(numbered(forFour.instructions));
    await expectAccessible(page, 'recipe with its own steps, dark');
  });

  test('cook mode steps through with the keyboard, keeps the screen awake and runs a timer', async ({ page }) => {
    await recordWakeLocks(page);
    await openOwnRecipe(page, 'tools');
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    const dialog = page.getByRole('dialog', { name: STEW.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByText('Roast the peppers until charred.')).toBeVisible();
    await expect.poll(() => wakeLockLog(page)).toBe('request');
    await expectAccessible(page, 'cook mode light');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await expect(dialog.getByText('Simmer for 1 minute.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Start 1 min timer' }).click();
    const timer = dialog.getByRole('timer', { name: '1 minute timer' });
    // It starts at a minute and counts down (a busy machine may take a few seconds to look).
    await expect(timer).toHaveText(/^(01:00|00:5\d)$/);
    await expect(timer).toHaveText(/^00:(?!59)[0-5]\d$/, { timeout: 5_000 });
    await expectAccessible(page, 'cook mode with a timer');

    // Other steps show the running timer too.
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('timer', { name: 'Step 2: 1 minute timer' })).toHaveText(/^00:[0-5]\d$/);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Finish' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => wakeLockLog(page)).toBe('request,release');
    await expect(page.getByRole('button', { name: 'Cook Mode' })).toBeFocused();

    // Reopening keeps the place; the timer can be cancelled.
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel Step 2: 1 minute timer' }).click();
    await expect(dialog.getByRole('timer')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(dialog).toBeHidden();

    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Start 1 min timer' }).click();
    await expect(dialog.getByRole('timer', { name: '1 minute timer' })).toBeVisible();
    await expectAccessible(page, 'cook mode dark');
  });

  test('a timer at zero says so', async ({ page }) => {
    await page.clock.install();
    await openOwnRecipe(page, 'tools');
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    const dialog = page.getByRole('dialog', { name: STEW.title });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Start 1 min timer' }).click();
    await expect(dialog.getByRole('timer', { name: '1 minute timer' })).toHaveText('01:00');
    await page.clock.runFor(61_000);
    await expect(dialog.getByRole('timer', { name: '1 minute timer' })).toHaveText('Done');
    await expect(dialog.getByRole('status').filter({ hasText: 'Timer done: 1 minute' })).toBeAttached();
    await expect(toast(page, 'Timer done: 1 minute')).toBeAttached();
  });

  test('the share menu lists the networks, opens their share pages and copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com|wa\.me)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title>' }),
    );
    const id = await openOwnRecipe(page, 'tools');
    const recipeUrl = page.url();
    expect(recipeUrl).toContain(`/recipe/${id}`);

    await page.getByRole('button', { name: 'Share Recipe' }).click();
    const menu = page.getByRole('menu');
    const networks = ['Facebook', 'Twitter', 'LinkedIn', 'WhatsApp', 'Copy Link'];
    for (const name of networks) await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    // 'Share…' (the device's share sheet) only where the browser offers one.
    const native = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(menu.getByRole('menuitem')).toHaveCount(networks.length + (native ? 1 : 0));
    await expectAccessible(page, 'share menu light');

    const popupPromise = page.waitForEvent('popup');
    await menu.getByRole('menuitem', { name: 'Facebook' }).click();
    const popup = await popupPromise;
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(recipeUrl)}`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await menu.getByRole('menuitem', { name: 'Copy Link' }).click();
    await expect(toast(page, 'Link Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recipeUrl);

    // A blocked pop-up is explained.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await menu.getByRole('menuitem', { name: 'WhatsApp' }).click();
    await expect(toast(page, 'Opening Share')).toBeVisible();

    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await expect(menu).toBeVisible();
    await expectAccessible(page, 'share menu dark');
  });

  test('a failed copy says so', async ({ page }) => {
    await openOwnRecipe(page, 'tools');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.getByRole('button', { name: 'Share Recipe' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await expect(toast(page, 'Copy Failed')).toContainText('Failed to copy link');
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('fits the screen and stays accessible with the menu and cook mode open', async ({ page }) => {
      await openOwnRecipe(page, 'tools');
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      await expectAccessible(page, 'recipe at 360 px');

      await page.getByRole('button', { name: 'Share Recipe' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, 'share menu at 360 px');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Cook Mode' }).click();
      const dialog = page.getByRole('dialog', { name: STEW.title });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Start 1 min timer' }).click();
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeInViewport();
      expect(await fits()).toBe(true);
      await expectAccessible(page, 'cook mode at 360 px');

      await useTheme(page, 'dark');
      await page.getByRole('button', { name: 'Cook Mode' }).click();
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'cook mode dark at 360 px');
    });
  });
});
