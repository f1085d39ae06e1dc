import type { Page } from '@playwright/test';
import { AuthPage, toast } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { confirmationPathFor } from './support/outbox.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Email confirmation' });

test.describe('at 360 px, dark theme', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('register → quiet banner → resend by keyboard → follow the emailed link → the banner goes', async ({ page }) => {
    const email = uniqueEmail('confirm');
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register(email);
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText(`Please confirm your email address: we sent a link to ${email}.`);
    await useTheme(page, 'dark');
    await expect(banner(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'banner, 360 px dark');

    // Cooking is not blocked while unconfirmed.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create Recipe' })).toBeVisible();

    const resend = banner(page).getByRole('button', { name: 'Resend confirmation' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Check your email')).toContainText('a new confirmation link is on its way');
    // A second ask within the minute gets the server's reason.
    await resend.click();
    await expect(toast(page, 'Error')).toContainText('Please wait a minute before asking again.');

    await page.goto(await confirmationPathFor(email));
    await expect(toast(page, 'Email Confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a link opened signed out asks to sign in, then confirms; a broken link offers a new one', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('elsewhere');
    const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    // Opened in a browser with no session: the inbox alone confirms nothing.
    await page.goto(await confirmationPathFor(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to confirm your email' })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await expectAccessible(page, '/verify-email sign in first');
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await new AuthPage(page).signIn(email);
    await expect(toast(page, 'Email Confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();

    // A second cook, unconfirmed, follows a link that never worked.
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register(uniqueEmail('broken'));
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page, 'banner, desktop light');
    await page.goto('/verify-email#token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await expectAccessible(page, '/verify-email invalid link');

    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill('');
    await page.getByRole('button', { name: 'Resend confirmation' }).last().click();
    await expect(toast(page, 'Validation Error')).toContainText(
      'You must provide either an email or phone number and a type',
    );
    await field.fill('not-an-email');
    await field.press('Enter');
    await expect(
      toast(page, 'Validation Error').filter({ hasText: 'Please enter a valid email address' }),
    ).toBeVisible();
    await field.fill(email);
    await field.press('Enter');
    // The same answer whether or not the address still needs confirming.
    await expect(toast(page, 'Check your email')).toBeVisible();
  });
});
