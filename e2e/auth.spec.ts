import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { confirmationPathFor } from './support/outbox.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('register → 25 mana in the header → logout → a wrong password fails → sign in works', async ({ page }) => {
  const email = uniqueEmail('hero');
  const auth = new AuthPage(page);
  await auth.open();
  await expectAccessible(page, '/auth register tab');
  await auth.register(email, PASSWORD, { displayName: 'Sir Brisket' });

  await expect(page).toHaveURL(/\/$/);
  await expect(manaBalance(page)).toHaveAccessibleName('Mana balance: 25');
  await expect(manaBalance(page)).toHaveAttribute('href', '/shop');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['My Tome', 'My Badges', 'Shopping List', 'Feast Hall', 'How It Works'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expectAccessible(page, 'home signed in');

  // The session survives a reload (refresh cookie → new access token).
  await page.reload();
  await expect(manaBalance(page)).toHaveAccessibleName('Mana balance: 25');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged Out')).toContainText("You've been successfully logged out.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(manaBalance(page)).toHaveCount(0);

  await auth.open({ isLogin: true });
  await expectAccessible(page, '/auth sign-in tab');
  await auth.signIn(email, 'not-my-password');
  await expect(toast(page, 'Login Failed')).toContainText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/auth$/);

  await auth.signIn(email);
  await expect(page).toHaveURL(/\/$/);
  await expect(manaBalance(page)).toHaveAccessibleName('Mana balance: 25');
});

test("registering an existing address says 'Account Exists'; a bad email says 'Validation Error'", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('twice');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email);
  await expect(toast(page, 'Account Exists')).toContainText('This email is already registered. Please login instead.');

  await auth.register('not-an-email');
  await expect(toast(page, 'Validation Error')).toContainText('Please enter a valid email address');
  await auth.register(uniqueEmail(), 'abc');
  // Sonner puts the newest toast first, and the email's toast may still be on screen.
  await expect(
    toast(page, 'Validation Error').filter({ hasText: 'Password must be at least 6 characters' }),
  ).toBeVisible();
});

test('the admin sees the Admin link only once the address is confirmed', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  // ADMIN_EMAIL of the test server (playwright.config.ts); a second run reuses a fresh database.
  await auth.register('admin@feastforge.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(manaBalance(page)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto(await confirmationPathFor('admin@feastforge.test'));
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('a signed-in visitor of /auth is sent on at once', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(uniqueEmail());
  await expect(manaBalance(page)).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('sign in and theme switch work by keyboard alone, in dark theme too', async ({ page, request }) => {
  const email = uniqueEmail('keys');
  await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  await page.goto('/auth');
  await useTheme(page, 'dark');
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  await expectAccessible(page, '/auth dark');
  await page.getByRole('tab', { name: 'Register' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(manaBalance(page)).toBeVisible();

  await page.getByRole('button', { name: 'Change theme' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Light' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectAccessible(page, 'home light signed in');
});
