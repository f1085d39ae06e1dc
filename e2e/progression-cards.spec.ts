import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { makeAdmin, registerHero } from './support/heroes.ts';

const SIGNUP_MANA = 25;

const chestCard = (page: Page) => page.getByRole('region', { name: 'Daily Treasure Chest' });
const referralCard = (page: Page) => page.getByRole('region', { name: 'Invite Friends' });
const promoCard = (page: Page) => page.getByRole('region', { name: 'Promotion Code' });
const xpBar = (page: Page) => page.getByRole('progressbar', { name: /Experience towards level/ });

/** Signs a new cook up through the register form and opens their tome. */
async function openOwnTome(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: 'My Tome', level: 1 })).toBeVisible();
  return email;
}

/** Signs in through the API and answers the access token. */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

/** An admin of this spec's own (the shared ADMIN_EMAIL belongs to the auth spec) creates a code. */
async function createPromoCode(request: APIRequestContext, manaAmount: number): Promise<string> {
  const admin = await registerHero(request, 'promo-admin');
  makeAdmin(admin.email);
  const token = await tokenFor(request, admin.email);
  const code = `FEAST${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const response = await request.post('/api/admin/promo-codes', {
    data: { code, manaAmount },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return code;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens the daily chest: the reward, the balance or XP it adds, the ticking countdown, then claimed for the day', async ({
    page,
  }) => {
    await openOwnTome(page, 'chest');
    const chest = chestCard(page);
    const open = chest.getByRole('button', { name: 'Open Chest' });
    await expect(open).toBeVisible();
    await expect(chest).toContainText('5-15 mana or 10-30 XP');
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA}`);
    await expect(xpBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page, 'tome with its cards, light');

    await open.click();
    const found = chest.getByText(/^You found \d+ (mana|XP)!$/);
    await expect(found).toBeVisible();
    const [, amountText, kind] = /^You found (\d+) (mana|XP)!$/.exec((await found.textContent()) ?? '') ?? [];
    const amount = Number(amountText);
    // The roll is the server's: assert whichever reward came.
    if (kind === 'mana') {
      expect(amount).toBeGreaterThanOrEqual(5);
      expect(amount).toBeLessThanOrEqual(15);
      await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + amount}`);
      // The hero card reads the tome's copy of the profile, which the chest's sync brings.
      await expect(page.getByText(`${SIGNUP_MANA + amount} mana`, { exact: true })).toBeVisible();
    } else {
      expect(amount).toBeGreaterThanOrEqual(10);
      expect(amount).toBeLessThanOrEqual(30);
      await expect(xpBar(page)).toHaveAttribute('aria-valuenow', String(amount));
      await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA}`);
    }
    await expect(open).toHaveCount(0);

    // The countdown to the next UTC midnight moves every second.
    const countdown = chest.getByText(/^\d{2}:\d{2}:\d{2}$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
    const [hours, minutes, seconds] = (first ?? '').split(':').map(Number);
    const shown = ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(Math.abs(midnight - now.getTime() - shown)).toBeLessThan(10_000);
    await expectAccessible(page, 'tome after opening the chest, light');

    // Claimability is checked on load: today's chest stays opened.
    await page.reload();
    await expect(chestCard(page).getByText(`You found ${amount} ${kind}!`)).toBeVisible();
    await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toHaveCount(0);
    await expect(chestCard(page).getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await useTheme(page, 'dark');
    await expect(chestCard(page).getByText(`You found ${amount} ${kind}!`)).toBeVisible();
    await expectAccessible(page, 'tome with its cards, dark');
  });

  test('a second claim the same day shows the server’s reason under Already Claimed', async ({ page, request }) => {
    const email = await openOwnTome(page, 'twice');
    await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toBeVisible();
    // Opened meanwhile on another device.
    const token = await tokenFor(request, email);
    const claimed = await request.post('/api/chest/claim', { headers: { Authorization: `Bearer ${token}` } });
    expect(claimed.status()).toBe(200);

    await chestCard(page).getByRole('button', { name: 'Open Chest' }).click();
    await expect(toast(page, 'Already Claimed')).toContainText("You've already opened today's treasure chest.");
    await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toHaveCount(0);
    await expect(chestCard(page).getByText(/^You found \d+ (mana|XP)!$/)).toBeVisible();
  });

  test('redeems a promotion code for mana; a wrong or spent code shows Invalid Code', async ({ page, request }) => {
    const code = await createPromoCode(request, 35);
    await openOwnTome(page, 'promo');
    const field = promoCard(page).getByRole('textbox', { name: 'Promotion code' });
    const redeem = promoCard(page).getByRole('button', { name: 'Redeem' });

    await redeem.click();
    await expect(toast(page, 'Validation Error')).toContainText('Please enter a promotion code');
    await expect(field).toHaveAccessibleDescription(/Please enter a promotion code/);

    await field.pressSequentially(code.toLowerCase());
    await expect(field).toHaveValue(code);
    await field.press('Enter');
    await expect(toast(page, 'Promotion Code Redeemed!')).toContainText('You received 35 mana.');
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 35}`);
    await expect(field).toHaveValue('');

    await field.fill(code);
    await redeem.click();
    await expect(toast(page, 'Invalid Code')).toContainText('You have already redeemed this promotion code.');
    await field.fill('no-such-code');
    await expect(field).toHaveValue('NO-SUCH-CODE');
    await redeem.click();
    await expect(toast(page, 'Invalid Code')).toContainText('Invalid or inactive promotion code.');
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 35}`);
  });

  test('a referral link brings a friend in; the code given at sign-up is applied and its mana shown', async ({
    page,
    request,
  }) => {
    const referrer = await registerHero(request, 'referrer');
    const referrerToken = await tokenFor(request, referrer.email);
    const summary = async () => {
      const response = await request.get('/api/referrals', { headers: { Authorization: `Bearer ${referrerToken}` } });
      return (await response.json()) as { code: string; count: number };
    };
    const { code: referralCode } = await summary();
    const promo = await createPromoCode(request, 20);

    // The link sets the referral cookie on the home page; registration carries it.
    await page.goto(`/?ref=${referralCode}`);
    await expect(toast(page, 'Welcome, Adventurer!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const auth = new AuthPage(page);
    await auth.open();
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('tabpanel', { name: 'Register' });
    await expect(form).toContainText(referralCode);
    await form.getByLabel('Promotion code').fill(promo.toLowerCase());
    await auth.register(uniqueEmail('invited'));
    await expect(page).toHaveURL(/\/$/);
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA}`);

    // About 2 seconds after sign-up: the referral, then the code, whose mana the header shows.
    await expect(toast(page, 'Promotion Code Redeemed!')).toContainText('You received 20 mana.');
    await expect(manaBalance(page)).toHaveAccessibleName(`Mana balance: ${SIGNUP_MANA + 20}`);
    await expect.poll(async () => (await summary()).count).toBe(1);
  });

  test('a chest that cannot be checked says so and checks again on request', async ({ page }) => {
    await page.route('**/api/chest', (route) => route.abort('internetdisconnected'));
    await openOwnTome(page, 'unreachable');
    const chest = chestCard(page);
    await expect(chest.getByRole('alert')).toHaveText('Today’s chest could not be checked. Are you online?');
    await expect(chest.getByRole('button', { name: 'Open Chest' })).toHaveCount(0);
    await page.unroute('**/api/chest');
    await chest.getByRole('button', { name: 'Try again' }).click();
    await expect(chest.getByRole('button', { name: 'Open Chest' })).toBeVisible();
  });

  test("another hero's tome shows no chest, referral or promotion card", async ({ page, request }) => {
    const other = await registerHero(request, 'other-hero', { displayName: 'Brannoc the Bard' });
    await openOwnTome(page, 'visitor');
    await expect(chestCard(page)).toBeVisible();
    await page.goto(`/my-recipes/${other.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Brannoc the Bard’s Tome' })).toBeVisible();
    await expect(chestCard(page)).toHaveCount(0);
    await expect(referralCard(page)).toHaveCount(0);
    await expect(promoCard(page)).toHaveCount(0);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the referral card shows the link and copies it; the cards fit and pass axe in both themes', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openOwnTome(page, 'narrow');
    const card = referralCard(page);
    await expect(card).toContainText('50 mana and 50 XP');
    await expect(card).toContainText('0 adventurers have joined with your link.');
    const link = card.getByRole('textbox', { name: 'Your referral link' });
    await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/\?ref=[A-Za-z0-9_-]+$/);
    const url = await link.inputValue();

    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(toast(page, 'Link Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The copied state resets after 2 seconds.
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });

    await expect(chestCard(page).getByRole('button', { name: 'Open Chest' })).toBeVisible();
    await expect(promoCard(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'tome cards, 360 px light');
    await useTheme(page, 'dark');
    await expect(referralCard(page).getByRole('textbox', { name: 'Your referral link' })).toHaveValue(url);
    await expectAccessible(page, 'tome cards, 360 px dark');

    // Keyboard: the chest opens from the keyboard too.
    const open = chestCard(page).getByRole('button', { name: 'Open Chest' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(chestCard(page).getByText(/^You found \d+ (mana|XP)!$/)).toBeVisible();
  });
});
