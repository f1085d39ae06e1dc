import { randomUUID } from 'node:crypto';
import { AuthPage, toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, testAddress, uniqueEmail } from './support/fixtures.ts';
import { conjure, openWizard } from './support/wizard.ts';

test.use({ serviceWorkers: 'block' });

test('a second browser on the same network address is offered only the trials the server will honour', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A family behind one address: two browsers, each with its own storage.
  const home = {
    baseURL,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': testAddress(randomUUID()) },
  } as const;
  const first = await browser.newContext(home);
  const second = await browser.newContext(home);
  try {
    for (let trial = 0; trial < 2; trial += 1) {
      const answer = await first.request.post('/api/recipes/generate', {
        data: { theme: 'coastal-cove', characterClass: 'bard', recipeType: 'dessert', deviceId: randomUUID() },
      });
      expect(answer.status()).toBe(201);
    }

    const page = await second.newPage();
    // Every count the page ever shows, however briefly.
    await page.addInitScript(() => {
      const shown = new Set<string>();
      Object.assign(window, { trialCountsShown: shown });
      new MutationObserver(() => {
        for (const [count] of document.documentElement.textContent.matchAll(/You have \d+ free trial recipes? left/g))
          shown.add(count);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The server is slow to say how many the address has left.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/recipes/trials**', async (route) => {
      await answered;
      await route.continue();
    });
    await openWizard(page);
    await page.waitForTimeout(1_000);
    answer();
    // This browser has used none, but the address has one left: that is what it is offered, and
    // no larger count was shown while the server was asked.
    await expect(page.getByText('You have 1 free trial recipe left')).toBeVisible();
    const shown = await page.evaluate(() => [
      ...(window as unknown as { trialCountsShown: Set<string> }).trialCountsShown,
    ]);
    expect(shown).toEqual(['You have 1 free trial recipe left']);
    await expectAccessible(page, 'wizard with the address count');
    await conjure(page);
    await expect(toast(page, 'Trial Recipe Generated!')).toContainText('0 free recipes left', { timeout: 30_000 });
    await expect(toast(page, 'Trial Limit Reached')).toHaveCount(0);
    await page.goto('/wizard');
    await expect(page.getByText('Trial Recipes Used')).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('after a sign-up the earlier mistakes are gone and a welcome says what the cook got', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const auth = new AuthPage(page);
  await auth.open();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Email').fill(uniqueEmail('welcome'));
  await form.getByLabel('Password', { exact: true }).fill('abc');
  for (let press = 0; press < 3; press += 1) await form.getByRole('button', { name: 'Create Account' }).click();
  // One toast for the mistake, however often the button is pressed.
  await expect(toast(page, 'Validation Error')).toHaveCount(1);
  // The toast the spec asks for and the field's own error; the field's hint gives way to it.
  await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toHaveCount(2);
  await expect(form.getByText('At least 6 characters.')).toHaveCount(0);

  await form.getByLabel('Password', { exact: true }).fill('Cauldron-Stew-42');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Welcome to Feastforge!')).toContainText('You received 25 free mana.');
  await expect(toast(page, 'Validation Error')).toHaveCount(0);
  await expectAccessible(page, 'home after sign-up');
});

test('the recipe page says which dietary needs the recipe meets', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await conjure(page, { course: 'Main Course', dietary: ['Vegan', 'Gluten-Free'] });
  await expect(toast(page, 'Trial Recipe Generated!')).toBeVisible({ timeout: 30_000 });
  const needs = page.getByRole('list', { name: 'Dietary needs met' });
  await expect(needs.getByRole('listitem')).toHaveText(['Vegan', 'Gluten-Free']);
  await expectAccessible(page, 'trial recipe with its dietary needs');
});
