import type { Page } from '@playwright/test';
import { AuthPage } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/network.ts';

const chestCard = (page: Page) => page.getByRole('region', { name: 'Daily Treasure Chest' });
const referralCard = (page: Page) => page.getByRole('region', { name: 'Invite Friends' });

async function registerCook(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email);
  await expect(page).toHaveURL(/\/$/);
  return email;
}

test('the chest and referral cards recover by themselves once the device is back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerCook(page, 'reconnect');
  await page.goto('/my-recipes');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(chestCard(page)).toContainText('could not be checked');
  await expect(referralCard(page)).toContainText('could not be loaded');

  // Back online as a phone comes back: the device says so before the network carries anything
  // (the reads it retries at once fail), and a few seconds later it does. Nobody presses Try again.
  await context.setOffline(false);
  await page.waitForTimeout(4_000);
  await goOnline(context);
  await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toBeVisible({ timeout: 15_000 });
  await expect(referralCard(page).getByLabel('Your referral link')).toBeVisible();
  await expectAccessible(page, 'tome back online');
});
