import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';

const CHOICES = { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 } as const;

/** A cook registered through the API, with the access token of that (second) session. */
async function registerCook(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as { accessToken: string };
  return { email, token: session.accessToken };
}

/** Signs the page in and waits until its live stream is open. */
async function signInLive(page: Page, email: string) {
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?ticket=') && r.status() === 200);
  const auth = new AuthPage(page);
  await auth.open({ isLogin: true });
  await auth.signIn(email);
  await expect(page).toHaveURL(/\/$/);
  await streamOpen;
}

async function serverList(request: APIRequestContext, token: string) {
  const response = await request.get('/api/notifications', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    notifications: Array<{ id: string; title: string; actionUrl: string | null; read: boolean }>;
    unreadCount: number;
  };
}

const bell = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .first();
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test.describe('the notification bell', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a generation elsewhere updates the balance and the bell live; mark all read lasts; an item opens its page', async ({
    page,
    request,
  }) => {
    const cook = await registerCook(request, 'bell');
    await signInLive(page, cook.email);
    await expect(manaBalance(page)).toHaveAccessibleName('Mana balance: 25');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Another device of the same cook conjures a recipe: mana is spent, XP and a badge arrive.
    const generated = await request.post('/api/recipes/generate', {
      headers: { Authorization: `Bearer ${cook.token}` },
      data: CHOICES,
    });
    expect(generated.status()).toBe(201);
    const { manaBalance: balance } = (await generated.json()) as { manaBalance: number };
    expect(balance).toBeLessThan(25);
    const listed = await serverList(request, cook.token);
    expect(listed.unreadCount).toBeGreaterThan(0);

    // No reload: the stream told this page.
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${balance}`);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${listed.unreadCount} unread`);
    await expect(page.getByTestId('unread-badge').first()).toHaveText(String(listed.unreadCount));

    await bell(page).click();
    await expect(popover(page)).toBeVisible();
    for (const item of listed.notifications) await expect(popover(page).getByText(item.title).first()).toBeVisible();
    await expect(popover(page).getByText('Just now').first()).toBeVisible();
    await expectAccessible(page, 'bell open (light)');

    await popover(page).getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect.poll(async () => (await serverList(request, cook.token)).unreadCount).toBe(0);

    await page.reload();
    await bell(page).click();
    await expect(
      popover(page)
        .getByText(listed.notifications[0]?.title ?? '')
        .first(),
    ).toBeVisible();
    await expect(popover(page).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(popover(page).getByText('(unread)')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Several notifications may share a title (one per badge): any of them opens its own page.
    const first = listed.notifications[0];
    const pages = listed.notifications.filter((n) => n.title === first?.title).map((n) => escape(n.actionUrl ?? ''));
    expect(pages.every(Boolean)).toBe(true);
    await popover(page)
      .getByRole('button', { name: new RegExp(escape(first?.title ?? '')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`(${pages.join('|')})$`));
    await expect(popover(page)).toBeHidden();
  });

  test('an item clicked while unread is marked read on the server too; dark and 360 px pass axe', async ({
    page,
    request,
  }) => {
    const cook = await registerCook(request, 'bell-click');
    await request.post('/api/recipes/generate', { headers: { Authorization: `Bearer ${cook.token}` }, data: CHOICES });
    const before = await serverList(request, cook.token);
    const target = before.notifications[0];
    expect(target).toBeDefined();

    await signInLive(page, cook.email);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before.unreadCount} unread`);
    await useTheme(page, 'dark');
    await bell(page).click();
    await expect(popover(page)).toBeVisible();
    await expectAccessible(page, 'bell open (dark)');

    await popover(page)
      .getByRole('button', { name: new RegExp(escape(target?.title ?? '')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${target?.actionUrl ?? ''}$`));
    await expect.poll(async () => (await serverList(request, cook.token)).unreadCount).toBe(before.unreadCount - 1);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: /^Notifications/ }).click();
    await expect(popover(page)).toBeVisible();
    const box = await popover(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'bell open (360 px, dark)');
  });
});

test.describe('the push prompt', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const prompt = (page: Page) => page.getByRole('region', { name: 'Enable Notifications' });

  test('appears 5 s after load; a blocked permission says so and keeps it; Maybe Later keeps it away', async ({
    page,
    request,
  }) => {
    const cook = await registerCook(request, 'push');
    await signInLive(page, cook.email);
    const shownAt = Date.now();
    await expect(prompt(page)).toBeHidden();
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
    await expect(prompt(page)).toContainText('Get notified when your daily treasure chest is ready to claim!');
    await expectAccessible(page, 'push prompt (light)');

    // No permission granted: the browser refuses.
    await prompt(page).getByRole('button', { name: 'Enable' }).click();
    await expect(toast(page, 'Notifications Blocked')).toBeVisible();
    await expect(toast(page, 'Notifications Blocked')).toContainText(
      'Please enable notifications in your browser settings.',
    );
    await expect(prompt(page)).toBeVisible();

    // The toast sits over the card (both bottom right) and stays while the pointer rests on it.
    await toast(page, 'Notifications Blocked').getByRole('button', { name: 'Close toast' }).click();
    await expect(toast(page, 'Notifications Blocked')).toBeHidden();
    await prompt(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expect(prompt(page)).toBeHidden();
    await page.reload();
    await expect(manaBalance(page)).toBeVisible();
    await page.waitForTimeout(6_500);
    await expect(prompt(page)).toBeHidden();
  });

  test('with permission granted but no push service, enabling fails and the prompt stays; close dismisses it', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    await context.grantPermissions(['notifications']);
    const cook = await registerCook(request, 'push-granted');
    await signInLive(page, cook.email);
    await useTheme(page, 'dark');
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'push prompt (dark)');
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await prompt(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'push prompt (360 px, dark)');

    await prompt(page).getByRole('button', { name: 'Enable' }).click();
    await expect(toast(page, 'Unable to Enable Notifications').or(toast(page, 'Notifications Enabled!'))).toBeVisible({
      timeout: 15_000,
    });
    if (await toast(page, 'Notifications Enabled!').isVisible()) {
      // A browser with a push service: the prompt is done for good.
      await expect(prompt(page)).toBeHidden();
      return;
    }
    await expect(prompt(page)).toBeVisible();
    // Headless Chromium runs like incognito and logs its own refusal; that is the browser, not the app.
    const browserNote = consoleErrors.findIndex((text) => text.includes('does not support the Push API'));
    if (browserNote >= 0) consoleErrors.splice(browserNote, 1);
    await toast(page, 'Unable to Enable Notifications').getByRole('button', { name: 'Close toast' }).click();
    await expect(toast(page, 'Unable to Enable Notifications')).toBeHidden();
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('feastforge_push_prompt'))).toBe('dismissed');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
