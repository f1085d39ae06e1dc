import { AuthPage, manaBalance, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from './support/fixtures.ts';
import { latestEmailTo, resetLinkIn } from './support/outbox.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('forgot password → email in the outbox → new password → signed in; the old password is gone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);

  const auth = new AuthPage(page);
  await auth.open({ isLogin: true });
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'forgot password dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Check your email')).toBeVisible();

  const link = resetLinkIn(await latestEmailTo(email, '/reset-password'));
  // The server sends no-referrer for the page, and the page itself sets it too for when the
  // service worker answers from its cache.
  const served = await request.get('/reset-password');
  expect(served.headers()['referrer-policy']).toBe('no-referrer');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.getByLabel('New password')).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).not.toHaveURL(/token=/);
  await expectAccessible(page, '/reset-password');

  await page.getByLabel('New password').fill('Phoenix-Feather-5');
  await page.getByLabel('Confirm password').fill('Phoenix-Feather-6');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password Mismatch')).toContainText('Passwords do not match. Please try again.');

  await page.getByLabel('Confirm password').fill('Phoenix-Feather-5');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password Updated')).toBeVisible();
  await expect(manaBalance(page)).toHaveAccessibleName('Mana balance: 25');

  const old = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/login', { data: { email, password: 'Phoenix-Feather-5' } });
  expect(fresh.status()).toBe(200);

  // The link works once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged Out')).toBeVisible();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill('Another-Go-7');
  await page.getByLabel('Confirm password').fill('Another-Go-7');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Invalid Link')).toContainText('This password reset link is invalid or has expired.');
  await expect(page).toHaveURL(/\/auth$/);
});

test("a reset page without a link says 'Invalid Link' and goes to /auth", async ({ page }) => {
  await page.goto('/reset-password');
  await expect(toast(page, 'Invalid Link')).toContainText('This password reset link is invalid or has expired.');
  await expect(page).toHaveURL(/\/auth$/);
});
