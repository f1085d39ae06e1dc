import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';

// The bell offline and the push prompt need the service worker.
test.use({ serviceWorkers: 'allow' });

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

test.describe('the notification bell offline', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a notification marked read offline reaches the server once the device is back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const cook = await registerCook(request, 'bell-offline');
    await request.post('/api/recipes/generate', { headers: { Authorization: `Bearer ${cook.token}` }, data: CHOICES });
    const before = await serverList(request, cook.token);
    const target = before.notifications.find((item) => !item.read);
    expect(target).toBeDefined();
    const sameTitle = (list: typeof before) => list.notifications.filter((item) => item.title === target?.title);

    await signInLive(page, cook.email);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before.unreadCount} unread`);
    // The service worker is in control, as after any earlier visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before.unreadCount} unread`);

    await goOffline(context);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await bell(page).click();
    await expect(popover(page)).toBeVisible();
    await popover(page)
      .getByRole('button', { name: new RegExp(`${escape(target?.title ?? '')}.*\\(unread\\)`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${escape(target?.actionUrl ?? '')}$`));
    // Read on this device at once; the server has not heard of it yet.
    await expect(bell(page)).toHaveAccessibleName(
      before.unreadCount === 1 ? 'Notifications' : `Notifications, ${before.unreadCount - 1} unread`,
    );
    const offlineList = await serverList(request, cook.token);
    expect(offlineList.unreadCount).toBe(before.unreadCount);

    await goOnline(context);
    await expect
      .poll(async () => (await serverList(request, cook.token)).unreadCount, { timeout: 15_000 })
      .toBe(before.unreadCount - 1);
    const after = await serverList(request, cook.token);
    expect(sameTitle(after).filter((item) => item.read)).toHaveLength(
      sameTitle(before).filter((item) => item.read).length + 1,
    );
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName(
      before.unreadCount === 1 ? 'Notifications' : `Notifications, ${before.unreadCount - 1} unread`,
    );
  });
});

/** Takes the browser offline, service worker included (see tome.spec.ts). */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  // Requests the service worker makes itself are not covered by setOffline everywhere.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

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

    // Both sit bottom right: the toast stacks above the card, leaving its buttons free.
    await expect
      .poll(async () => {
        const [card, notice] = await Promise.all([
          prompt(page).boundingBox(),
          toast(page, 'Notifications Blocked').boundingBox(),
        ]);
        return card && notice ? card.y - (notice.y + notice.height) : -1;
      })
      .toBeGreaterThanOrEqual(8);
    await prompt(page).getByRole('button', { name: 'Maybe Later' }).click({ trial: true });
    await toast(page, 'Notifications Blocked').getByRole('button', { name: 'Close toast' }).click();
    await expect(toast(page, 'Notifications Blocked')).toBeHidden();
    await prompt(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expect(prompt(page)).toBeHidden();
    await page.reload();
    await expect(manaBalance(page)).toBeVisible();
    await page.waitForTimeout(6_500);
    await expect(prompt(page)).toBeHidden();
  });

  test('when the server cannot store the subscription, enabling fails, the browser drops it and the prompt comes back', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    await stubBrowserPush(context);
    const cook = await registerCook(request, 'push-granted');
    // The browser subscribes; the server refuses to store it.
    await page.route('**/api/push/subscriptions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } })
        : route.fallback(),
    );
    await signInLive(page, cook.email);
    await useTheme(page, 'dark');
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'push prompt (dark)');
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await prompt(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'push prompt (360 px, dark)');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.status() === 500);
    await prompt(page).getByRole('button', { name: 'Enable' }).click();
    await saved;
    await expect(toast(page, 'Unable to Enable Notifications')).toBeVisible();
    await expect(toast(page, 'Unable to Enable Notifications')).toContainText('Check browser settings and try again.');
    await expect(toast(page, 'Notifications Enabled!')).toHaveCount(0);
    await expect(prompt(page)).toBeVisible();
    // The browser kept nothing, so after a reload the prompt is offered again.
    expect(await browserPushEndpoint(page)).toBeNull();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(manaBalance(page)).toBeVisible();
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });

    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await expect(prompt(page)).toBeHidden();
    const flags = await page.evaluate(() => {
      const keys = Object.keys(localStorage).filter((key) => key.startsWith('feastforge_push_prompt:'));
      return keys.map((key) => [key, localStorage.getItem(key)]);
    });
    expect(flags).toEqual([[expect.stringMatching(/^feastforge_push_prompt:.+/), 'dismissed']]);
  });

  test("signing out forgets this browser's subscription, so the next cook is asked for their own", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    await stubBrowserPush(context);
    const [first, second] = [await registerCook(request, 'push-first'), await registerCook(request, 'push-second')];
    await signInLive(page, first.email);
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await prompt(page).getByRole('button', { name: 'Enable' }).click();
    expect((await stored).status()).toBe(204);
    await expect(toast(page, 'Notifications Enabled!')).toBeVisible();
    await expect(prompt(page)).toBeHidden();
    const endpoint = await browserPushEndpoint(page);
    expect(endpoint).toMatch(/^https:\/\/push\.example\.com\//);

    // Signing out tells the server with the first cook's session, then drops the browser's side.
    const forgotten = page.waitForRequest(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    const deleted = await forgotten;
    expect(deleted.postDataJSON()).toEqual({ endpoint });
    expect((await deleted.response())?.status()).toBe(204);
    await expect(toast(page, 'Logged Out')).toBeVisible();
    expect(await browserPushEndpoint(page)).toBeNull();

    // The second cook finds the browser unsubscribed and gets the prompt.
    await signInLive(page, second.email);
    await expect(prompt(page)).toBeVisible({ timeout: 10_000 });
  });
});

/**
 * Headless Chromium has no push service: this stands in for the browser's PushManager, keeping one
 * subscription in local storage (so it outlives a reload, as a real one does). The app's own code
 * runs unchanged on top of it.
 */
async function stubBrowserPush(context: BrowserContext) {
  await context.addInitScript(() => {
    const KEY = 'e2e_push_endpoint';
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const subscriptionAt = (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    Object.assign(PushManager.prototype, {
      getSubscription: async () => {
        const endpoint = localStorage.getItem(KEY);
        return endpoint ? subscriptionAt(endpoint) : null;
      },
      subscribe: async () => {
        const endpoint = localStorage.getItem(KEY) ?? `https://push.example.com/e2e/${crypto.randomUUID()}`;
        localStorage.setItem(KEY, endpoint);
        return subscriptionAt(endpoint);
      },
    });
  });
}

/** The endpoint this browser's push subscription sends to, or null. */
async function browserPushEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
