import type { Page } from '@playwright/test';
import { AuthPage } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail } from './support/fixtures.ts';
import { cornerCount, strayCorners } from './support/layout.ts';
import { seedTome } from './support/tome.ts';

test.use({ serviceWorkers: 'block' });

/** Waits until a screen shows what it is for, then checks its corners and (on a phone) axe. */
async function checkScreen(page: Page, path: string, ready: (page: Page) => Promise<void>, axe: boolean) {
  await page.goto(path);
  await ready(page);
  await expect.poll(() => strayCorners(page), { message: `corners outside their card on ${path}` }).toEqual([]);
  if (axe) await expectAccessible(page, path);
  return cornerCount(page);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

for (const width of [360, 1366]) {
  test.describe(`decorative corners at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    test('every gilded corner lies inside its card on the main screens', async ({ page }) => {
      test.setTimeout(240_000);
      const axe = width === 360;
      let corners = 0;
      corners += await checkScreen(page, '/', heading(/Conjure Epic Fantasy Recipes/), axe);
      corners += await checkScreen(page, '/gallery', heading('Feast Hall'), axe);
      corners += await checkScreen(
        page,
        `/gallery?search=nothing-${Date.now().toString(36)}`,
        async (p) => {
          await expect(p.getByText(/no recipes/i).first()).toBeVisible();
        },
        false,
      );
      corners += await checkScreen(page, '/how-it-works', heading('How It Works'), axe);
      corners += await checkScreen(
        page,
        '/auth',
        async (p) => {
          await expect(p.getByRole('tab', { name: 'Register' })).toBeVisible();
        },
        axe,
      );
      corners += await checkScreen(page, '/wizard', async (p) => expect(p.getByText(/Step 1 of/)).toBeVisible(), axe);

      const email = uniqueEmail('corners');
      const auth = new AuthPage(page);
      await auth.open();
      await auth.register(email);
      await expect(page).toHaveURL(/\/$/);
      const [id] = seedTome(email, [{ title: 'Gilded Corner Pie', withImage: true }]);
      corners += await checkScreen(
        page,
        '/my-recipes',
        async (p) => {
          await expect(p.getByRole('article', { name: 'Gilded Corner Pie' })).toBeVisible();
          await expect(p.getByRole('heading', { name: 'Daily Treasure Chest' })).toBeVisible();
        },
        axe,
      );
      corners += await checkScreen(page, `/recipe/${id}`, heading('Gilded Corner Pie'), axe);
      corners += await checkScreen(page, '/shop', heading('Mana Shop'), axe);
      corners += await checkScreen(page, '/', heading(/Conjure Epic Fantasy Recipes/), false);
      expect(corners).toBeGreaterThan(10);
    });
  });
}
