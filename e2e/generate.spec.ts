import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';
import { AuthPage, toast, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { ownPort, startOwnServer } from './support/own-server.ts';
import { conjure } from './support/wizard.ts';

/** The server's record of a cook: saved recipes, balance and the ledger's sum. */
function serverAccount(email: string, dataDir = process.env['E2E_DATA_DIR'] ?? '') {
  const db = new Database(join(dataDir, 'feastforge.db'), { readonly: true, fileMustExist: true });
  try {
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    const recipes = db
      .prepare('select is_published from saved_recipes where user_id = ? and deleted_at is null')
      .all(user.id) as Array<{ is_published: number }>;
    const { mana_balance: balance } = db.prepare('select mana_balance from profiles where id = ?').get(user.id) as {
      mana_balance: number;
    };
    const { total } = db
      .prepare('select coalesce(sum(amount), 0) as total from mana_transactions where user_id = ?')
      .get(user.id) as { total: number };
    return {
      recipes: recipes.length,
      published: recipes.filter((r) => r.is_published === 1).length,
      balance,
      ledger: total,
    };
  } finally {
    db.close();
  }
}

test.describe('conjuring', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a cook conjures with a Silver booster: confetti, XP, the publish dialog, and the recipe in the tome', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await registerCook(page, 'silver');
    await conjure(page, { booster: 'Silver' });
    await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(toast(page, 'Recipe Saved!')).toBeVisible();
    await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(1);
    // A Silver booster never gives a common recipe.
    await expect(page.locator('main').getByText('Common', { exact: true })).toHaveCount(0);
    await expect(page.getByText('EXPERIENCE GAINED')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByText(/^\+\d+ XP$/)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Share it in the Feast Hall?' });
    await expect(dialog).toBeVisible({ timeout: 6_000 });
    await expectAccessible(page, 'publish dialog');
    await dialog.getByRole('button', { name: 'Publish Recipe' }).click();
    // A first publish unlocks Town Crier: spec section 8's toast for a publish with a badge.
    await expect(toast(page, '🎉 Published & Badge Unlocked!')).toContainText('Town Crier');
    await expect(page.getByRole('link', { name: /^Mana balance: 20$/ }).first()).toBeVisible();
    await expect.poll(() => serverAccount(email)).toEqual({ recipes: 1, published: 1, balance: 20, ledger: 20 });

    await useTheme(page, 'dark');
    await expectAccessible(page, 'recipe page dark');
    await page.goto('/my-recipes');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('In the Feast Hall')).toBeVisible();
  });

  test('a visitor makes three trial recipes, then sees Trial Recipes Used', async ({ page }) => {
    test.setTimeout(150_000);
    for (let trial = 1; trial <= 3; trial += 1) {
      await page.goto('/wizard');
      const left = 4 - trial;
      await expect(
        page.getByText(`You have ${left} free trial ${left === 1 ? 'recipe' : 'recipes'} left`),
      ).toBeVisible();
      await conjure(page);
      await expect(toast(page, 'Trial Recipe Generated!')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (trial === 1) {
        await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(1);
        await expectAccessible(page, 'trial recipe');
        // A reload shows the same recipe: no new trial spent, no second celebration.
        const title = await page.getByRole('heading', { level: 1 }).textContent();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
        await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(0);
        expect(
          await page.evaluate(() => JSON.parse(localStorage.getItem('feastforge_trial_generations') ?? '{}').count),
        ).toBe(1);
      }
    }
    await page.goto('/wizard');
    await expect(page.getByText('Trial Recipes Used')).toBeVisible();
    await expectAccessible(page, 'trials used');
  });
});

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test.describe('offline', () => {
  // It installs the service worker: the offline behaviour is the point.
  test.use({ serviceWorkers: 'allow' });

  test('a generation asked for offline is queued and runs once when the network returns', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await registerCook(page, 'queued');
    await page.goto('/my-recipes');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await goOffline(context);
    await conjure(page, { booster: 'Standard' });
    await expect(page.getByRole('heading', { name: 'Your recipe is queued' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('will be conjured when you are back online')).toBeVisible();
    await expectAccessible(page, 'queued generation');
    expect(serverAccount(email)).toMatchObject({ recipes: 0, balance: 25 });

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await expect(toast(page, 'Recipe Saved!')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => serverAccount(email)).toMatchObject({ recipes: 1, balance: 24, ledger: 24 });
    await page.goto('/my-recipes');
    await expect(page.getByRole('article')).toHaveCount(1);
    // Another trigger (a reload drains again) does not conjure it twice.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(serverAccount(email)).toMatchObject({ recipes: 1, balance: 24 });
  });
});

test('Fizzle: when the image fails, nothing is charged and the cook goes back to the wizard', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // A server of this test's own whose image service is unreachable (a real-provider configuration).
  const server = await startOwnServer(ownPort(70, testInfo.workerIndex), {
    OPENAI_API_KEY: 'sk-unreachable',
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  });
  try {
    const url = server.url;
    const email = uniqueEmail('fizzle');
    await page.goto(`${url}/auth`);
    await new AuthPage(page).register(email);
    await expect(page).toHaveURL(`${url}/`);
    await conjure(page, { booster: 'Standard', origin: url });
    await expect(toast(page, '✨ *Fizzle* ✨')).toBeVisible({ timeout: 60_000 });
    await expect(toast(page, '✨ *Fizzle* ✨')).toContainText('Your mana remains intact');
    await expect(page).toHaveURL(`${url}/wizard`);
    expect(serverAccount(email, server.dataDir)).toMatchObject({ recipes: 0, balance: 25, ledger: 25 });
  } finally {
    server.stop();
  }
});
