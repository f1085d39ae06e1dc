import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';

const TODAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

test.describe('information pages', () => {
  test('contact page gives an email link and the response time', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText('We typically respond within 24-48 hours during business days.')).toBeVisible();
    await expect(page).toHaveTitle(/Contact Us/);
    await expectAccessible(page);
  });

  test('privacy policy has 7 sections, today as last updated, and says recipes are AI-generated', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
    await expect(page.getByText(`Last updated: ${TODAY}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/AI-generated/i);
    await expectAccessible(page);
  });

  test('terms have 10 sections, cap liability at twelve months of payments, and say recipes are AI-generated', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByText(`Last updated: ${TODAY}`)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(/AI-generated/i);
    await expect(main).toContainText(/past twelve months/i);
    await expectAccessible(page);
  });

  test('how it works explains the steps and mana', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    for (const step of ['Choose Your Path', 'Generate Recipe', 'Share & Discover']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'About Mana' })).toBeVisible();
    await expectAccessible(page);
  });

  test('register benefits lead to /auth with returnTo, on either tab', async ({ page }) => {
    await page.goto('/register-benefits');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the 404 page says so, logs the path and leads home', async ({ page, consoleErrors }) => {
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    await page.goto('/no/such/place');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes('/no/such/place'))).toBe(true);
    // The 404 log line is the expected error of this page.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('/no/such/place')));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every information page passes axe in dark theme too', async ({ page }) => {
    await page.goto('/contact');
    await useTheme(page, 'dark');
    for (const path of ['/contact', '/privacy', '/terms', '/how-it-works', '/register-benefits']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} (dark)`);
    }
  });

  test('the footer holds the tagline, quick links, legal links and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Conjure Epic Fantasy Recipes That Actually Work in Your Kitchen');
    for (const name of [
      'Feast Hall',
      'My Recipes',
      'Create Recipe',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });
});
