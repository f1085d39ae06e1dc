import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { toast, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { goOffline } from './support/network.ts';
import { conjure } from './support/wizard.ts';

/** Every badge card on /badges: their names end in ', locked' or ', unlocked'. */
const badgeCards = (page: Page) => page.getByRole('article', { name: /, (un)?locked$/ });

/** The server's copy of a hero's profile fields, read from the e2e server's database. */
function serverProfile(email: string) {
  const dir = process.env['E2E_DATA_DIR'];
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(join(dir, 'feastforge.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select p.race, p.character_class as characterClass, p.gender from profiles p
         join users u on u.id = p.id where u.email = ?`,
      )
      .get(email.toLowerCase()) as { race: string | null; characterClass: string | null; gender: string | null };
  } finally {
    db.close();
  }
}

/** Picks an option of a radix select by keyboard: open with Enter, type the option's start, choose. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.focus();
  await page.keyboard.press('Enter');
  // Typing goes to the list once it holds the focus (it takes it after placing itself).
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.locator('[role="option"]:focus')).toHaveCount(1);
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(option);
  // Closed, with the focus back on the field: the next key is the page's, not the list's.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field).toBeFocused();
}

test.describe('/badges', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor sees every badge locked, grouped by category, accessibly in light, dark and at 360 px', async ({
    page,
  }) => {
    await page.goto('/badges');
    await expect(page.getByRole('heading', { level: 1, name: 'My Badges' })).toBeVisible();
    for (const title of ['Milestones', 'Rarity', 'Recipe Types', 'Social', 'Special']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) })).toBeVisible();
    }
    const total = await badgeCards(page).count();
    expect(total).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('article', { name: /, locked$/ })).toHaveCount(total);
    await expect(page.getByRole('article', { name: /, unlocked$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Check badges' })).toHaveCount(0);
    await expectAccessible(page, 'badges visitor light');

    await useTheme(page, 'dark');
    await expect(badgeCards(page).first()).toBeVisible();
    await expectAccessible(page, 'badges visitor dark');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(badgeCards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'badges visitor 360');
  });

  test('a first recipe unlocks First Feast on /badges and on the tome card; a manual check finds nothing more', async ({
    page,
  }) => {
    await registerCook(page, 'badges', { displayName: 'Tamsin Ladle' });
    await conjure(page, { booster: 'Standard' });
    await expect(toast(page, 'Recipe Saved!')).toBeVisible({ timeout: 30_000 });
    // The badges are announced once the publish offer is answered, titled as the bell names them.
    await page
      .getByRole('dialog', { name: 'Share it in the Feast Hall?' })
      .getByRole('button', { name: 'Keep Private' })
      .click();
    await expect(toast(page, /^🎉 (New Badge|\d+ Badges) Unlocked!/)).toContainText('First Feast');

    await page.goto('/badges');
    const firstFeast = page.getByRole('article', { name: 'First Feast, unlocked' });
    await expect(firstFeast).toBeVisible();
    await expect(firstFeast).toContainText('Unlocked');
    await expect(page.getByRole('article', { name: 'Apprentice Cook, locked' })).toBeVisible();
    await expectAccessible(page, 'badges signed in');

    await page.getByRole('button', { name: 'Check badges' }).click();
    await expect(toast(page, 'No new badges unlocked. Keep creating recipes!')).toBeVisible();

    await page.goto('/my-recipes');
    const card = page.getByRole('region', { name: 'Tamsin Ladle', exact: true });
    await expect(card.getByRole('list', { name: 'Badges' })).toContainText('First Feast');
  });
});

test.describe('hero profile', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('edits race, class and gender by keyboard, and the edit persists on the server and after a reload', async ({
    page,
  }) => {
    const email = await registerCook(page, 'badges', { displayName: 'Sable Quill' });
    await page.goto('/my-recipes');
    const card = page.getByRole('region', { name: 'Sable Quill', exact: true });
    await expect(card).toContainText('Level 1');

    const edit = card.getByRole('button', { name: 'Edit Profile' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Display name')).toBeFocused();
    await chooseByKeyboard(page, 'Race', 'Elf');
    await chooseByKeyboard(page, 'Class', 'Mage');
    await chooseByKeyboard(page, 'Gender', 'Female');
    // The standing larder is optional: a keyboard passes its field on the way to Save.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: /^Standing larder/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save Profile' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Elf Mage · Female');
    await expect.poll(() => serverProfile(email)).toEqual({ race: 'Elf', characterClass: 'Mage', gender: 'female' });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Sable Quill', exact: true })).toContainText('Elf Mage · Female');
    // Escape closes the form without saving.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(dialog.getByLabel('Display name')).toHaveValue('Sable Quill');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a portrait needs race and class, then is painted and awards 30 XP only once', async ({ page }) => {
    await registerCook(page, 'badges', { displayName: 'Orrin Brass' });
    await page.goto('/my-recipes');
    const card = page.getByRole('region', { name: 'Orrin Brass', exact: true });
    await expect(card).toContainText('0 / 50 XP');

    await card.getByRole('button', { name: 'Paint Portrait' }).click();
    await expect(toast(page, 'Please select both race and class')).toBeVisible();
    await expect(card).toContainText('0 / 50 XP');

    await card.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await chooseByKeyboard(page, 'Race', 'Dwarf');
    await chooseByKeyboard(page, 'Class', 'Paladin');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(card).toContainText('Dwarf Paladin');

    await card.getByRole('button', { name: 'Paint Portrait' }).click();
    await expect(toast(page, 'Portrait Painted!')).toContainText('+30 XP');
    await expect(card.getByRole('img', { name: 'Portrait of Orrin Brass' })).toBeVisible();
    await expect(card).toContainText('30 / 50 XP');

    await card.getByRole('button', { name: 'Repaint Portrait' }).click();
    await expect(toast(page, 'Portrait Painted!').filter({ hasText: 'Your hero has a new look.' })).toBeVisible();
    await expect(card).toContainText('30 / 50 XP');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Orrin Brass', exact: true })).toContainText('30 / 50 XP');
  });

  test('the tome with the edit form open is accessible in light, dark and at 360 px', async ({ page }) => {
    await registerCook(page, 'badges', { displayName: 'Wren Tallow' });
    await page.goto('/my-recipes');
    const openForm = async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    };
    await openForm();
    await expectAccessible(page, 'edit form light');

    await useTheme(page, 'dark');
    await openForm();
    await expectAccessible(page, 'edit form dark');

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 800 });
    await openForm();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'edit form 360');
  });
});

test.describe('badges offline', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });

  test('/badges and the tome card still show an unlocked badge after an offline reload', async ({ page, context }) => {
    test.setTimeout(90_000);
    await registerCook(page, 'badges', { displayName: 'Bryn Ember' });
    await page.goto('/my-recipes');
    const card = page.getByRole('region', { name: 'Bryn Ember', exact: true });
    // A complete hero earns 'Character Sheet' with the edit itself.
    await card.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await chooseByKeyboard(page, 'Race', 'Elf');
    await chooseByKeyboard(page, 'Class', 'Bard');
    await chooseByKeyboard(page, 'Gender', 'Female');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();

    await page.goto('/badges');
    await expect(page.getByRole('article', { name: 'Character Sheet, unlocked' })).toBeVisible();
    // The service worker is in control, as after any earlier visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('article', { name: 'Character Sheet, unlocked' })).toBeVisible();
    await page.goto('/my-recipes');
    await expect(card.getByRole('list', { name: 'Badges' })).toContainText('Character Sheet');

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Badges' })).toContainText('Character Sheet');

    // The service worker answers the navigation from its precached shell; the page reads the device's copy.
    await page.goto('/badges');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Character Sheet, unlocked' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'First Feast, locked' })).toBeVisible();
  });
});
