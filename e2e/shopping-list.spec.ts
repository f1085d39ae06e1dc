import type { Page } from '@playwright/test';
import type { IngredientMeasure } from '@feastforge/domain';
import { AuthPage, registerCook, toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/network.ts';
import { documentScreenshot } from './support/screenshots.ts';
import { seedTome, type SeedRecipe } from './support/tome.ts';
import { addLarderFood } from './support/wizard.ts';

const PHONE = { width: 360, height: 740 };

const onion = (qty: number, prep?: string): IngredientMeasure => ({
  food: 'onion',
  name: 'onion',
  plural: 'onions',
  grams: { piece: 110, cup: 160 },
  whole: false,
  countable: true,
  qty,
  unit: 'piece',
  for: 4,
  ...(prep ? { prep } : {}),
});
const chickpeas: IngredientMeasure = {
  food: 'canned-chickpeas',
  name: 'canned chickpeas',
  plural: 'canned chickpeas',
  grams: { can: 240, cup: 164 },
  canNet: 400,
  whole: false,
  countable: false,
  qty: 1,
  unit: 'can',
  for: 4,
};

/** Two recipes that both need onions: the list must show them as one line. */
const SOUP = {
  title: 'Dwarven Onion Soup',
  servings: 4,
  ingredients: ['1 onion, chopped', '1 can (400 g / 14 oz; about 240 g drained) canned chickpeas'],
  measures: [onion(1, 'chopped'), chickpeas],
} satisfies SeedRecipe;
const STEW = {
  title: 'Elven Chickpea Stew',
  servings: 4,
  ingredients: ['2 onions'],
  measures: [onion(2)],
} satisfies SeedRecipe;
/** A model-written recipe keeps only its lines' words: they are placed by the food they name. */
const MOON_TEA = {
  title: 'Moon Tea',
  servings: 2,
  ingredients: ['a handful of moonberries', '1 red onion'],
} satisfies SeedRecipe;

const line = (page: Page, name: RegExp) => page.getByRole('listitem').filter({ hasText: name });

async function addRecipe(page: Page, id: string, title: string) {
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Shopping List' }).click();
  await expect(toast(page, 'Added to your shopping list')).toContainText(title);
}

test.describe('Shopping list', () => {
  test.use({ viewport: PHONE });

  test('a visitor is shown why to register', async ({ page }) => {
    await page.goto('/shopping-list');
    await expect(page).toHaveURL(/\/register-benefits$/);
  });

  test("leaves the standing larder's staples off until the cook includes them", async ({ page }) => {
    const email = await registerCook(page, 'shopping-larder');
    const [soup] = seedTome(email, [SOUP]);

    // The standing larder is kept on the profile, as food ids: 'chickpeas' is the canned chickpeas.
    await page.goto('/my-recipes');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await addLarderFood(page, 'Standing larder', 'chickpeas');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'canned chickpeas' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(dialog).toBeHidden();

    await addRecipe(page, soup, SOUP.title);
    await page.goto('/shopping-list');
    await expect(line(page, /^1 onion/)).toBeVisible();
    const include = page.getByRole('checkbox', { name: /^Include larder staples/ });
    await expect(include).not.toBeChecked();
    await expect(include).toHaveAccessibleName(/\(1 left off\)$/);
    await expect(page.getByRole('region', { name: 'Pantry' })).toHaveCount(0);
    await expectAccessible(page, 'shopping list with larder left off');

    await include.check();
    await expect(page.getByRole('region', { name: 'Pantry' })).toContainText('1 can (400 g) canned chickpeas');
    await include.uncheck();
    await expect(page.getByRole('region', { name: 'Pantry' })).toHaveCount(0);

    // Two items whose words differ only in punctuation are two boxes, each with its own label.
    for (const text of ['Candles!', 'Candles?']) {
      await page.getByLabel('Item to buy').fill(text);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await page.getByRole('checkbox', { name: 'Candles?' }).check();
    await expect(page.getByRole('checkbox', { name: 'Candles?' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Candles!' })).not.toBeChecked();
  });

  test.describe('offline', () => {
    // It installs the service worker: the offline behaviour is the point.
    test.use({ serviceWorkers: 'allow' });

    test('merges two recipes, works offline, and reaches a second device', async ({ page, browser, context }) => {
      test.slow();
      const email = await registerCook(page, 'shopping');
      const [soup, stew, tea] = seedTome(email, [SOUP, STEW, MOON_TEA]);
      await page.goto('/shopping-list');
      await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
      await expectAccessible(page, 'empty shopping list');

      await addRecipe(page, soup, SOUP.title);
      await addRecipe(page, stew, STEW.title);
      await addRecipe(page, tea, MOON_TEA.title);
      await documentScreenshot(page, 'recipe-add-to-list-360.png');
      await page.goto('/shopping-list');

      // The soup's one onion and the stew's two are one line naming both recipes.
      const produce = page.getByRole('region', { name: 'Produce' });
      await expect(produce.getByRole('listitem')).toHaveCount(2);
      await expect(line(page, /^3 onions/)).toContainText('For Dwarven Onion Soup, Elven Chickpea Stew');
      await expect(line(page, /red onion/)).toContainText('For Moon Tea');
      await expect(page.getByRole('region', { name: 'Pantry' })).toContainText('1 can (400 g) canned chickpeas');
      await expect(page.getByRole('region', { name: 'Other' })).toContainText('a handful of moonberries');

      await page.getByLabel('Item to buy').fill('Birthday candles');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Other' })).toContainText('Birthday candles');
      await expectAccessible(page, 'shopping list light 360');
      await documentScreenshot(page, 'shopping-list-360-light.png', { fullPage: true });
      await useTheme(page, 'dark');
      await expect(page.getByRole('region', { name: 'Produce' })).toBeVisible();
      await expectAccessible(page, 'shopping list dark 360');
      await documentScreenshot(page, 'shopping-list-360-dark.png', { fullPage: true });
      await useTheme(page, 'light');

      // The service worker serves the shell for the offline reload.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await goOffline(context);
      const candles = page.getByRole('checkbox', { name: 'Birthday candles' });
      await candles.check();
      await expect(candles).toBeChecked();
      // The box follows the click at once; the check is kept once the device has written it.
      await expect(page.getByRole('listitem').filter({ has: candles })).not.toHaveAttribute('aria-busy', 'true');
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^3 onions/ })).not.toBeChecked();

      await goOnline(context);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));

      // The laptop: the same cook signed in elsewhere sees the check made offline on the phone.
      const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const other = await laptop.newPage();
      const auth = new AuthPage(other);
      await auth.open({ isLogin: true });
      await auth.signIn(email);
      await expect(other).toHaveURL(/\/$/);
      // The header bar holds the new link without running past the screen's edge.
      const nav = await other.getByRole('navigation', { name: 'Main' }).boundingBox();
      expect((nav?.x ?? 0) + (nav?.width ?? Infinity)).toBeLessThanOrEqual(1280);
      await other.getByRole('link', { name: 'Shopping List' }).first().click();
      await expect(other.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
      await expect(other.getByRole('checkbox', { name: 'Birthday candles' })).toBeChecked({ timeout: 15_000 });
      await expect(other.getByRole('checkbox', { name: /^3 onions/ })).not.toBeChecked();
      // The cook's units: the same can, weighed in ounces.
      await other.getByRole('radio', { name: 'US' }).click();
      await expect(other.getByRole('region', { name: 'Pantry' })).toContainText('1 can (15 oz) canned chickpeas');
      await other.getByRole('radio', { name: 'Metric' }).click();
      await expectAccessible(other, 'shopping list desktop');
      await documentScreenshot(other, 'shopping-list-desktop-light.png', { fullPage: true });

      // Clear checked on the laptop; remove one recipe's items; the phone follows after a sync.
      await other.getByRole('button', { name: 'Clear checked' }).click();
      await expect(other.getByRole('checkbox', { name: 'Birthday candles' })).toHaveCount(0);
      await other.getByRole('button', { name: "Remove Moon Tea's items" }).click();
      await expect(other.getByText('a handful of moonberries')).toHaveCount(0);
      await other.getByRole('button', { name: "Remove Elven Chickpea Stew's items" }).click();
      await expect(other.getByRole('checkbox', { name: /^1 onion For Dwarven Onion Soup$/ })).toBeVisible();

      await other.emulateMedia({ media: 'print' });
      await documentScreenshot(other, 'shopping-list-print.png', { fullPage: true });
      await expect(other.getByRole('button', { name: 'Clear checked' })).toBeHidden();
      await expect(other.getByRole('checkbox', { name: /^1 onion/ })).toBeVisible();
      await other.emulateMedia({ media: 'screen' });
      await useTheme(other, 'dark');
      await expect(other.getByRole('region', { name: 'Produce' })).toBeVisible();
      await documentScreenshot(other, 'shopping-list-desktop-dark.png', { fullPage: true });
      await laptop.close();

      await page.reload();
      await expect(page.getByText('a handful of moonberries')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('checkbox', { name: 'Birthday candles' })).toHaveCount(0);
    });
  });
});
