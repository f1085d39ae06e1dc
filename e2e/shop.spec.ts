import type { Page } from '@playwright/test';
import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';

const SIGNUP_MANA = 25;

const packageCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const purchaseButton = (page: Page, name: string) => packageCard(page, name).getByRole('button', { name: 'Purchase' });
const history = (page: Page) => page.getByRole('region', { name: 'Purchase History' });
const bell = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .first();

/** Signs a new cook up through the register form, waits for the live stream, and opens the shop. */
async function openShop(page: Page, prefix: string): Promise<void> {
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?ticket=') && r.status() === 200);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/$/);
  await streamOpen;
  await manaBalance(page).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Mana Shop', level: 1 })).toBeVisible();
}

/** Presses Purchase on a package and answers the demo checkout it opened in a new tab. */
async function startCheckout(page: Page, name: string, press: () => Promise<void>): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await press();
  const checkout = await opened;
  await expect(checkout.getByRole('heading', { name: 'Demo checkout' })).toBeVisible();
  await expect(checkout.getByText('Demo checkout — no real payment is taken')).toBeVisible();
  await expect(checkout.getByRole('region', { name: 'Your order' })).toContainText(name);
  return checkout;
}

// The service worker would answer the shop's requests from its caches; one test below lets it run.
test.use({ serviceWorkers: 'block' });

test.describe('with the service worker installed', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

  test('the demo checkout opens from the server, not as a page of the app', async ({ page }) => {
    await openShop(page, 'shop-sw');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const checkout = await startCheckout(page, 'Apprentice', () => purchaseButton(page, 'Apprentice').click());
    await checkout.getByRole('button', { name: /^Pay \$4\.99/ }).click();
    await expect(checkout).toHaveURL(/\/shop$/);
    await expect(manaBalance(checkout)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 50}`);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the balance, the three packages and About Mana; buys the Mage package through the demo checkout', async ({
    page,
  }) => {
    await openShop(page, 'shop-buy');
    await expect(page.getByText('Purchase Mana to conjure more magical recipes')).toBeVisible();
    await expect(page.getByText(`${SIGNUP_MANA} Mana (${SIGNUP_MANA} recipes)`)).toBeVisible();
    const mage = packageCard(page, 'Mage');
    await expect(mage).toContainText('POPULAR');
    await expect(mage).toContainText('150');
    await expect(mage).toContainText('150 recipes');
    await expect(mage).toContainText('$12.99');
    await expect(mage.getByRole('definition')).toHaveText(['$0.09', '$0.09']);
    await expect(packageCard(page, 'Apprentice')).toContainText('$4.99');
    await expect(packageCard(page, 'Archmage')).toContainText('$34.99');
    await expect(packageCard(page, 'Apprentice')).not.toContainText('POPULAR');
    const about = page.getByRole('region', { name: 'About Mana' });
    for (const fact of [
      'Each generation costs 1 Mana',
      'New adventurers get 25 free Mana',
      'Mana never expires',
      'Recipes are saved to the grimoire automatically',
    ])
      await expect(about).toContainText(fact);
    await expect(history(page)).toContainText('No purchases yet');
    await expectAccessible(page, 'shop, desktop light');

    const checkout = await startCheckout(page, 'Mage', () => purchaseButton(page, 'Mage').click());
    // The processing state clears once the checkout's tab has its address.
    await expect(purchaseButton(page, 'Mage')).toBeEnabled();
    await checkout.getByRole('button', { name: /^Pay \$12\.99/ }).click();

    // The return lands in the checkout's tab: verified, the address cleaned, the balance raised.
    await expect(checkout).toHaveURL(/\/shop$/);
    await expect(toast(checkout, '150 Mana added to your account!')).toBeVisible();
    await expect(manaBalance(checkout)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 150}`);
    await expect(checkout.getByText(`${SIGNUP_MANA + 150} Mana (${SIGNUP_MANA + 150} recipes)`)).toBeVisible();
    const row = history(checkout).getByRole('row').filter({ hasText: 'Mage' });
    await expect(row).toContainText('150');
    await expect(row).toContainText('$12.99');
    await expect(row).toContainText('Paid');
    await expectAccessible(checkout, 'shop with a purchase listed');

    // The shop's own tab hears of it live: the balance, the history and the bell.
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 150}`);
    await expect(page.getByText(`${SIGNUP_MANA + 150} Mana (${SIGNUP_MANA + 150} recipes)`)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(/unread/);
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Mana Purchased!');
    await page.keyboard.press('Escape');
    await page.bringToFront();
    await expect(history(page).getByRole('row').filter({ hasText: 'Mage' })).toContainText('Paid');
  });

  test('a canceled checkout says so, adds nothing and is listed as canceled', async ({ page }) => {
    await openShop(page, 'shop-cancel');
    const checkout = await startCheckout(page, 'Apprentice', () => purchaseButton(page, 'Apprentice').click());
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(checkout).toHaveURL(/\/shop$/);
    await expect(toast(checkout, 'Payment Canceled')).toContainText('Your payment was canceled. No charges were made.');
    await expect(manaBalance(checkout)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA}`);
    await expect(history(checkout).getByRole('row').filter({ hasText: 'Apprentice' })).toContainText('Canceled');
  });

  test('the Purchase buttons are reached with Tab and work with Enter', async ({ page }) => {
    await openShop(page, 'shop-keys');
    const apprentice = purchaseButton(page, 'Apprentice');
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await apprentice.evaluate((button) => button === document.activeElement);
    }
    expect(reached, 'Tab reaches the first Purchase button').toBe(true);
    await page.keyboard.press('Tab');
    await expect(purchaseButton(page, 'Mage')).toBeFocused();
    const checkout = await startCheckout(page, 'Mage', () => page.keyboard.press('Enter'));
    await expect(checkout.getByRole('button', { name: /^Pay/ })).toBeVisible();
  });

  test('offline, the shop says buying mana needs the network and sells nothing', async ({ page, context }) => {
    await openShop(page, 'shop-offline');
    await context.setOffline(true);
    await expect(page.getByText('The shop needs a network connection')).toBeVisible();
    for (const name of ['Apprentice', 'Mage', 'Archmage']) await expect(purchaseButton(page, name)).toBeDisabled();
    await context.setOffline(false);
    await expect(purchaseButton(page, 'Mage')).toBeEnabled();
  });

  test('dark theme has no accessibility violations', async ({ page }) => {
    await openShop(page, 'shop-dark');
    await useTheme(page, 'dark');
    await expect(page.getByRole('heading', { name: 'Mana Shop', level: 1 })).toBeVisible();
    await expect(history(page)).toContainText('No purchases yet');
    await expectAccessible(page, 'shop, desktop dark');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('fits 360 px without sideways scrolling and passes axe in light and dark', async ({ page }) => {
    await openShopOnPhone(page);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expect(packageCard(page, 'Archmage')).toBeVisible();
      await expect(history(page)).toContainText('No purchases yet');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll (${theme})`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `shop, 360 px ${theme}`);
    }
  });
});

/** On a phone the balance sits in the drawer, so the shop is opened by its address. */
async function openShopOnPhone(page: Page): Promise<void> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueEmail('shop-phone'));
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Mana Shop', level: 1 })).toBeVisible();
}

test('a signed-out visit goes to Sign In and comes back to the shop', async ({ page, request }) => {
  const email = uniqueEmail('shop-signed-out');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await new AuthPage(page).signIn(email);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Mana Shop', level: 1 })).toBeVisible();
});
