import type { Locator, Page } from '@playwright/test';
import { toast, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/network.ts';
import { conjure } from './support/wizard.ts';
import { documentScreenshot } from './support/screenshots.ts';

// These run with the service worker: the reconnect test reloads offline, and the push prompt needs it.
test.use({ serviceWorkers: 'allow' });

const chestCard = (page: Page) => page.getByRole('region', { name: 'Daily Treasure Chest' });
const referralCard = (page: Page) => page.getByRole('region', { name: 'Invite Friends' });

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

const pushPrompt = (page: Page) => page.getByRole('region', { name: 'Enable Notifications' });
const badgeToasts = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: /Badge/ });

test('after a generation the title stays readable: badge toasts wait for the reveal, the push prompt never comes over it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await registerCook(page, 'reveal');
  // The push prompt falls due 5 s after load, in the middle of the reveal.
  await conjure(page, { booster: 'Standard' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  const revealed = Date.now();
  const at = async (ms: number) => page.waitForTimeout(Math.max(0, revealed + ms - Date.now()));
  // Checked at that moment (a retrying assertion would wait for a toast to time out).
  const absentNow = async (locator: Locator) => expect(await locator.count()).toBe(0);

  await at(1_000);
  await expect(toast(page, 'Recipe Saved!')).toBeVisible();
  await absentNow(badgeToasts(page));
  await at(3_000);
  await expect(page.getByText('EXPERIENCE GAINED')).toBeVisible();
  await documentScreenshot(page, 'reveal-phone-3s.png');
  await absentNow(badgeToasts(page));
  await absentNow(pushPrompt(page));
  await at(5_000);
  await absentNow(badgeToasts(page));
  await at(6_000);
  const offer = page.getByRole('dialog', { name: 'Share it in the Feast Hall?' });
  await expect(offer).toBeVisible();
  // The confetti played its 3 seconds and is gone, not still falling over the offer.
  const confettiShown = await page
    .locator('canvas[aria-hidden="true"]')
    .evaluateAll((canvases) => canvases.some((canvas) => getComputedStyle(canvas).opacity !== '0'));
  expect(confettiShown).toBe(false);
  await absentNow(pushPrompt(page));

  // The modal offer hides everything outside it from assistive technology: a toast now would never be heard.
  await page.waitForTimeout(1_000);
  await absentNow(badgeToasts(page));
  await documentScreenshot(page, 'reveal-phone-6s.png');
  await offer.getByRole('button', { name: 'Keep Private' }).click();
  await expect(offer).toBeHidden();

  // The reveal has settled: now the badges have their turn, as one toast, where it is announced.
  const badges = badgeToasts(page);
  await expect(badges).toHaveCount(1);
  await expect(badges).toContainText('First Feast');
  const toastTitle = (await badges.locator('[data-title]').textContent()) ?? '';
  expect(toastTitle).toMatch(/^🎉 (New Badge|\d+ Badges) Unlocked!$/);
  const heard = await badges.evaluate(
    (node) => node.closest('[aria-hidden="true"], [inert]') === null && node.closest('[aria-live]') !== null,
  );
  expect(heard).toBe(true);
  await expect(title).toBeInViewport();
  await page.waitForTimeout(1_000);
  await absentNow(pushPrompt(page));
  await expectAccessible(page, 'recipe after the reveal');

  // The cook moves on: the prompt that fell due may ask now.
  await page.goto('/my-recipes');
  await expect(pushPrompt(page)).toBeVisible({ timeout: 10_000 });

  // The bell has one line for the badges of that generation, not one per badge.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByRole('button', { name: /Badges? Unlocked!/ })).toHaveCount(1);
  // The toast and the bell name the badges of that generation the same way.
  await expect(bell.getByRole('button', { name: toastTitle })).toHaveCount(1);
});
