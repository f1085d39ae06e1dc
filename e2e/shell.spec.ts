import Database from 'better-sqlite3';
import { join } from 'node:path';
import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail, useTheme } from './support/fixtures.ts';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer (280 px) holds the links, closes with Esc, and Create Recipe stays in view', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create Recipe' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(280, 0);
    for (const name of ['Create Recipe', 'Feast Hall', 'How It Works', 'Sign In']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(page, 'drawer open (visitor)');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('signed in, the drawer shows the balance and logs out; dark theme passes axe', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register(uniqueEmail('phone'));
    await expect(page).toHaveURL(/\/$/);
    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Mana balance: 25' })).toBeVisible();
    for (const name of ['My Tome', 'My Badges', 'Shopping List', 'Feast Hall', 'How It Works'])
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    await expectAccessible(page, 'drawer open (signed in, dark)');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();
    await expect(manaBalance(page)).toHaveCount(0);
  });
});

test.describe('home', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has the hero and passes axe in light and dark theme', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Begin Your Quest' }).first()).toHaveAttribute('href', '/wizard');
    await expect(page.getByText('Free to Start')).toBeVisible();
    await expectAccessible(page, 'home light');
    await useTheme(page, 'dark');
    await expectAccessible(page, 'home dark');
  });

  test('a ref link stores the referral cookie, welcomes the visitor and leaves the address clean', async ({
    page,
    context,
  }) => {
    await page.goto('/?ref=FRIEND42');
    await expect(toast(page, 'Welcome, Adventurer!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'referral_code');
    expect(cookie?.value).toBe('FRIEND42');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    await page.goto('/auth');
    await expect(page.getByRole('tabpanel', { name: 'Register' })).toContainText('FRIEND42');
  });

  test('every route change records a page view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    const dataDir = process.env['E2E_DATA_DIR'] ?? '';
    await expect
      .poll(() => {
        const db = new Database(join(dataDir, 'feastforge.db'), { readonly: true });
        try {
          const rows = db.prepare("select path from analytics_events where name = 'page_view'").all() as Array<{
            path: string;
          }>;
          return ['/privacy', '/terms'].every((p) => rows.some((r) => r.path === p));
        } finally {
          db.close();
        }
      })
      .toBe(true);
  });

  test.describe('installed', () => {
    // The service worker's registration is what this reads.
    test.use({ serviceWorkers: 'allow' });

    test('the service worker is registered at /sw.js', async ({ page }) => {
      await page.goto('/');
      const scriptUrl = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.scriptURL ?? '';
      });
      expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    });
  });
});
