import type { Page } from '@playwright/test';
import { toast, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/network.ts';
import { seedTome, serverTome } from './support/tome.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('My Tome', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/my-recipes');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an empty tome links to the wizard', async ({ page }) => {
    await registerCook(page, 'empty');
    await page.goto('/my-recipes');
    await expect(page.getByText('Your tome is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Recipe' })).toHaveAttribute('href', '/wizard');
    await expectAccessible(page, 'empty tome');
  });

  test('searches, filters, publishes and deletes, and the server follows', async ({ page }) => {
    const email = await registerCook(page, 'tome');
    const [chili, cakes, tea] = seedTome(email, [
      { title: 'Dragonfire Chili', description: 'Beans, smoke and a dragon’s temper.', rarity: 'epic' },
      {
        title: 'Elven Honey Cakes',
        description: 'Light as a dragon feather.',
        recipeType: 'dessert',
        isPublished: true,
      },
      { title: 'Frost Giant Tea', description: 'A cold elixir for hot days.', recipeType: 'elixir', rarity: 'rare' },
    ]);
    await page.goto('/my-recipes');
    await expect(page.getByRole('heading', { name: 'My Tome', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText('3 recipes')).toBeVisible();
    // Newest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Frost Giant Tea');
    await expectAccessible(page, 'tome light');

    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.fill('DRAGON');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('2 of 3 recipes')).toBeVisible();
    await page.getByRole('combobox', { name: 'Recipe type' }).selectOption({ label: 'Dessert' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Elven Honey Cakes')).toBeVisible();
    await search.fill('');
    await page.getByRole('combobox', { name: 'Recipe type' }).selectOption({ label: 'All types' });
    await page.getByRole('combobox', { name: 'Rarity' }).selectOption({ label: 'Legendary' });
    await expect(page.getByText('No recipes match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    await card(page, 'Dragonfire Chili').getByRole('button', { name: 'Publish Dragonfire Chili' }).click();
    // A first publish unlocks Town Crier: spec section 8's toast for a publish with a badge.
    await expect(toast(page, '🎉 Published & Badge Unlocked!')).toContainText('Town Crier');
    await expect(
      card(page, 'Dragonfire Chili').getByRole('button', { name: 'Unpublish Dragonfire Chili' }),
    ).toBeVisible();
    await expect.poll(() => serverTome(email).live[chili]).toBe(true);

    // Deleting asks first; keeping it changes nothing.
    await card(page, 'Frost Giant Tea').getByRole('button', { name: 'Delete Frost Giant Tea' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Keep It' }).click();
    await expect(card(page, 'Frost Giant Tea')).toBeVisible();
    // By keyboard: once the recipe and its Delete button are gone, focus waits at the tome's heading.
    await card(page, 'Frost Giant Tea').getByRole('button', { name: 'Delete Frost Giant Tea' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Delete Recipe' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Recipe' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Frost Giant Tea')).toHaveCount(0);
    await expect(toast(page, 'Recipe Deleted')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'My Tome', level: 1 })).toBeFocused();
    await expect.poll(() => serverTome(email).deleted).toEqual([tea]);
    expect(serverTome(email).live).toEqual({ [chili]: true, [cakes]: true });

    await card(page, 'Elven Honey Cakes').getByRole('link', { name: 'Elven Honey Cakes' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${cakes}$`));
    await expect(page.getByRole('heading', { name: 'Elven Honey Cakes', level: 1 })).toBeVisible();
    for (const section of ['Ingredients', 'Nutrition', 'Allergen Info', 'Instructions', "Chef's Notes"]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expectAccessible(page, 'recipe page light');
  });

  test('signing out removes the tome from the device, and the next account starts empty', async ({ page }) => {
    const first = await registerCook(page, 'first');
    seedTome(first, [{ title: 'Secret Family Stew' }]);
    await page.goto('/my-recipes');
    await expect(card(page, 'Secret Family Stew')).toBeVisible();
    const tomes = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('feastforge-tome-')),
      );
    expect(await tomes()).toHaveLength(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();
    // Home, as the spec says, not the Sign In page this tome sends signed-out visitors to.
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(tomes).toEqual([]);

    await registerCook(page, 'second');
    await page.goto('/my-recipes');
    await expect(page.getByText('Your tome is empty')).toBeVisible();
    await expect(page.getByText('Secret Family Stew')).toHaveCount(0);
  });

  test('works by keyboard at 360 px in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const email = await registerCook(page, 'phone-tome');
    seedTome(email, [{ title: 'Goblin Gruel' }, { title: 'Wyvern Wings', withImage: true }]);
    await useTheme(page, 'dark');
    await page.goto('/my-recipes');
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'tome dark 360');

    await page.getByRole('searchbox', { name: 'Search recipes' }).focus();
    await page.keyboard.type('wyvern');
    await expect(page.getByRole('article')).toHaveCount(1);
    // Tab through the filters to the card's link and open it with Enter.
    const link = card(page, 'Wyvern Wings').getByRole('link', { name: 'Wyvern Wings' });
    for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Wyvern Wings', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'recipe page dark 360');
  });
});

test.describe('offline', () => {
  // It installs the service worker: the offline behaviour is the point.
  test.use({ serviceWorkers: 'allow' });

  test('offline: the tome, a recipe and its print view work, and offline edits reach the server once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await registerCook(page, 'offline');
    const [stew, pie] = seedTome(email, [
      { title: 'Travellers Stew', isPublished: true, withImage: true },
      { title: 'Hobbit Apple Pie', recipeType: 'dessert', withImage: true },
    ]);
    await page.goto('/my-recipes');
    await expect(page.getByRole('article')).toHaveCount(2);
    // The service worker is in control and has seen the images, as after any earlier visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').first().locator('img')).toHaveJSProperty('complete', true);

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    await card(page, 'Travellers Stew').getByRole('link', { name: 'Travellers Stew' }).click();
    await expect(page.getByRole('heading', { name: 'Travellers Stew', level: 1 })).toBeVisible();
    // A reload of the recipe page offline opens from the precached shell and the tome, and its image
    // (wider than the card's, so never fetched) shows as the card's.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Travellers Stew', level: 1 })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Travellers Stew, as conjured' });
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-800\.webp$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print Recipe' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Travellers Stew' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    // The printed image is the recipe's, at whatever width this device has it offline.
    await expect(popup.locator('img')).toHaveJSProperty('complete', true);
    expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await popup.close();
    await expect(toast(page, 'Print Ready!')).toBeVisible();

    await page.goBack();
    await card(page, 'Travellers Stew').getByRole('button', { name: 'Unpublish Travellers Stew' }).click();
    await expect(toast(page, 'Recipe Unpublished')).toContainText('back online');
    await card(page, 'Hobbit Apple Pie').getByRole('button', { name: 'Delete Hobbit Apple Pie' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Recipe' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    // Its toast is up, so the older toasts' fade behind it has begun and the check waits it out.
    await expect(toast(page, 'Recipe Deleted')).toBeVisible();
    await expectAccessible(page, 'tome offline');

    // Nothing has reached the server yet.
    expect(serverTome(email)).toMatchObject({ live: { [stew]: true, [pie]: false }, mutationsApplied: 0 });

    await goOnline(context);
    await expect
      .poll(() => serverTome(email), { timeout: 15_000 })
      .toEqual({
        live: { [stew]: false },
        deleted: [pie],
        mutationsApplied: 2,
      });
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    expect(serverTome(email).mutationsApplied).toBe(2);
  });
});
