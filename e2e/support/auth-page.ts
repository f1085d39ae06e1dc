import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures.ts';

/** The /auth screen as a person uses it. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async open(state?: { isLogin?: boolean }) {
    await this.page.goto('/auth');
    await expect(this.page.getByRole('tab', { name: 'Register' })).toBeVisible();
    if (state?.isLogin) await this.page.getByRole('tab', { name: 'Sign In' }).click();
  }

  async register(email: string, password = PASSWORD, extras: { displayName?: string } = {}) {
    await this.page.getByRole('tab', { name: 'Register' }).click();
    const form = this.page.getByRole('tabpanel', { name: 'Register' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    if (extras.displayName) await form.getByLabel('Display name').fill(extras.displayName);
    await form.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password = PASSWORD) {
    await this.page.getByRole('tab', { name: 'Sign In' }).click();
    const form = this.page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }
}

/**
 * Registers a new cook through the /auth screen and waits for home; answers the cook's email.
 *
 * @example
 * const email = await registerCook(page, 'print');
 */
export async function registerCook(page: Page, prefix: string, extras: { displayName?: string } = {}): Promise<string> {
  const email = uniqueEmail(prefix);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email, undefined, extras);
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** The header's mana balance link (in the nav on wide screens). */
export function manaBalance(page: Page) {
  return page.getByRole('link', { name: /^Mana balance: \d+$/ }).first();
}

export function toast(page: Page, title: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}
