import type { Page } from '@playwright/test';
import { AuthPage, toast } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { heroIdOf, makeAdmin, registerHero } from './support/heroes.ts';
import { seedTome } from './support/tome.ts';
import { documentScreenshot } from './support/screenshots.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });

/** Signs a new account in through /auth in this page; an admin when asked. Answers its id. */
async function signIn(page: Page, options: { admin: boolean; displayName?: string }): Promise<string> {
  const email = uniqueEmail(options.admin ? 'admin' : 'cook');
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email, undefined, options.displayName ? { displayName: options.displayName } : {});
  await expect(page).toHaveURL(/\/$/);
  if (options.admin) makeAdmin(email);
  return heroIdOf(email);
}

/** Opens /admin as a new admin and waits for the dashboard. */
async function openConsole(page: Page, tab?: string) {
  const id = await signIn(page, { admin: true, displayName: 'Warden Alder' });
  // The push prompt is another screen's business; it would cover this one's corner.
  await page.evaluate((key) => localStorage.setItem(key, 'dismissed'), `feastforge_push_prompt:${id}`);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

function panel(page: Page, name: string) {
  return page.getByRole('tabpanel', { name });
}

test.describe('access to /admin', () => {
  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a cook who is not an admin is sent home with 'Access Denied'", async ({ page }) => {
    await signIn(page, { admin: false });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Access Denied')).toContainText('You do not have admin privileges.');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});

test.describe('the admin console', () => {
  test('shows the figures, 30 days of activity as a chart and as numbers, and the five tabs', async ({ page }) => {
    await openConsole(page);
    const figures = page.getByRole('list', { name: 'Figures' });
    for (const label of [
      'Total Users',
      'Total Recipes',
      'Published Recipes',
      'Generations Today',
      'Mana Sold',
      'Mana Granted',
    ])
      await expect(figures).toContainText(label);
    await expect(
      page.getByRole('img', { name: /^Chart: \d+ generations and \d+ sign-ups in the last 30 days\.$/ }),
    ).toBeVisible();
    await page.getByText('Show the numbers').click();
    const numbers = page.getByRole('table', { name: 'Generations and sign-ups per day' });
    await expect(numbers.getByRole('row')).toHaveCount(31);
    // Today's row counts this admin's own sign-up.
    await expect(numbers.getByRole('row').last().getByRole('cell').last()).not.toHaveText('0');
    await expect(page.getByRole('tab')).toHaveText(['Users', 'Recipes', 'Promo Codes', 'Sitemap', 'Audit Log']);

    const users = panel(page, 'Users');
    await expect(users.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible();
    await expect(users.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(users.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // The tabs work from the keyboard, and the open one is kept in the address.
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/admin\?tab=recipes$/);
  });

  test('an admin adds 10 mana to a user and sees the balance rise and the grant listed', async ({ page, request }) => {
    const hero = await registerHero(request, 'mana-hero', { displayName: 'Brisket the Bold' });
    await openConsole(page);
    const users = panel(page, 'Users');
    await users.getByRole('searchbox', { name: 'Search users by name or email' }).fill(hero.email);
    await expect(users.getByRole('row')).toHaveCount(2);
    const row = users.getByRole('row', { name: /Brisket the Bold/ });
    await expect(row).toContainText(`${hero.id.slice(0, 8)}...`);
    await expect(users.getByText('Showing 1 to 1 of 1')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Next' })).toBeDisabled();
    await row.getByRole('button', { name: 'View Details of Brisket the Bold' }).click();

    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(dialog.getByTestId('user-balance')).toHaveText('25');
    await expect(dialog.getByRole('heading', { name: 'Generated Recipes (0)' })).toBeVisible();
    await expect(dialog.getByText('No recipes generated yet')).toBeVisible();
    const addMana = dialog.getByRole('button', { name: 'Add Mana' });
    await expect(addMana).toBeDisabled();
    await dialog.getByLabel('Amount').fill('10');
    await addMana.click();
    await expect(toast(page, 'Added 10 mana to Brisket the Bold')).toBeVisible();
    await expect(dialog.getByTestId('user-balance')).toHaveText('35');
    const grant = dialog.getByRole('listitem').filter({ hasText: 'Manually added by admin' });
    await expect(grant).toContainText('+10');
    await expect(grant).toContainText('Admin Added');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Signup Bonus' })).toContainText('+25');
    await expect(dialog.getByLabel('Amount')).toHaveValue('');
    await expectAccessible(page, 'User Details');
    await page.screenshot({ path: test.info().outputPath('user-details.png') });

    // A nonsense amount is refused with the spec's words, before anything is sent.
    await dialog.getByLabel('Amount').fill('0');
    await addMana.click();
    await expect(toast(page, 'Invalid Input')).toContainText('Please enter a valid mana amount.');
    await expect(dialog.getByTestId('user-balance')).toHaveText('35');
    // The same rule as the server's, bound included.
    await dialog.getByLabel('Amount').fill('100001');
    await addMana.click();
    await expect(toast(page, 'Mana amount must be at most 100000.')).toContainText('Invalid Input');
    await expect(dialog.getByTestId('user-balance')).toHaveText('35');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('35');
    await expect(row.getByRole('link', { name: 'View Profile of Brisket the Bold' })).toHaveAttribute(
      'href',
      `/my-recipes/${hero.id}`,
    );

    // The grant is in the audit log: who, what, target, details, when.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const audit = panel(page, 'Audit Log');
    const entry = audit
      .getByRole('row')
      .filter({ hasText: `User ${hero.id.slice(0, 8)}...` })
      .first();
    await expect(entry).toContainText('Warden Alder');
    await expect(entry).toContainText('Added mana');
    await expect(entry).toContainText('Amount: 10');
    await expect(audit.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible();
  });

  test('sends a password-reset email from User Details, and the audit log records it', async ({ page, request }) => {
    const hero = await registerHero(request, 'locked-out', { displayName: 'Locked Out Lark' });
    await openConsole(page);
    const users = panel(page, 'Users');
    await users.getByRole('searchbox').fill(hero.email);
    await users.getByRole('button', { name: 'View Details of Locked Out Lark' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await dialog.getByRole('button', { name: 'Send password reset' }).click();
    await expect(toast(page, 'Password Reset Sent')).toContainText(hero.email);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await expect(
      panel(page, 'Audit Log')
        .getByRole('row')
        .filter({ hasText: `User ${hero.id.slice(0, 8)}...` })
        .first(),
    ).toContainText('Sent password reset');
  });

  test('creates a code with the dice button, deactivates and activates it', async ({ page }) => {
    await openConsole(page, 'promo-codes');
    const codes = panel(page, 'Promo Codes');
    const create = codes.getByRole('button', { name: 'Create Code' });
    await expect(create).toBeDisabled();
    await expect(codes.getByLabel('Max Uses')).toHaveAttribute('placeholder', 'Unlimited');
    await codes.getByRole('button', { name: 'Generate random code' }).click();
    const code = await codes.getByLabel('Code', { exact: true }).inputValue();
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    await codes.getByLabel('Mana Amount').fill('15');
    await create.click();
    await expect(toast(page, `Promotion code ${code} created successfully!`)).toBeVisible();
    await expect(codes.getByLabel('Code', { exact: true })).toHaveValue('');

    const row = codes.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('15');
    await expect(row).toContainText('0/∞');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(toast(page, 'Promotion code deactivated.')).toBeVisible();
    await expect(row).toContainText('Inactive');
    await row.getByRole('button', { name: `Activate ${code}` }).click();
    await expect(toast(page, 'Promotion code activated.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Deactivate ${code}` })).toBeVisible();

    // Typing is upper-cased; the same code again is refused with the server's words.
    await codes.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await expect(codes.getByLabel('Code', { exact: true })).toHaveValue(code);
    await codes.getByLabel('Mana Amount').fill('5');
    await create.click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(
      `Promotion code ${code} already exists.`,
    );
    await expect(codes.getByRole('row').filter({ hasText: code })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const audit = panel(page, 'Audit Log');
    await expect(audit.getByRole('row').filter({ hasText: code }).first()).toBeVisible();
    await expect(audit.getByText('Deactivated promotion code').first()).toBeVisible();
    await expect(audit.getByText('Activated promotion code').first()).toBeVisible();
  });

  test('generates the sitemap and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConsole(page, 'sitemap');
    const sitemap = panel(page, 'Sitemap');
    await sitemap.getByRole('button', { name: 'Generate Sitemap' }).click();
    await expect(toast(page, 'Sitemap Generated')).toContainText(
      /Created sitemap with 8 static pages and \d+ recipe pages\./,
    );
    const xml = sitemap.getByRole('region', { name: 'Sitemap XML' });
    await expect(xml).toContainText('<urlset');
    await expect(sitemap).toContainText('public/sitemap.xml');
    await sitemap.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(toast(page, 'Copied!')).toContainText('Sitemap XML copied to clipboard.');
    await expect(sitemap.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await xml.textContent());
    await expect(sitemap.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({ timeout: 4_000 });
  });

  test('unpublishes a recipe that breaks the terms', async ({ page, request }) => {
    const hero = await registerHero(request, 'rule-breaker', { displayName: 'Rowdy Rook' });
    const [recipe] = seedTome(hero.email, [{ title: 'Forbidden Fungus Flan', isPublished: true }]);
    await openConsole(page, 'recipes');
    const recipes = panel(page, 'Recipes');
    const row = recipes.getByRole('row', { name: /Forbidden Fungus Flan/ });
    await expect(row).toContainText('Rowdy Rook');
    await expect(row).toContainText('Published');
    await expect(row.getByRole('link', { name: 'View Forbidden Fungus Flan' })).toHaveAttribute(
      'href',
      `/recipe/${recipe}`,
    );
    await row.getByRole('button', { name: 'Unpublish Forbidden Fungus Flan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unpublish this recipe?' });
    await confirm.getByRole('button', { name: 'Keep Published' }).click();
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: 'Unpublish Forbidden Fungus Flan' }).click();
    await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(toast(page, 'Recipe Unpublished')).toBeVisible();
    await expect(row).toContainText('Private');
    await expect(row.getByRole('button', { name: /Unpublish/ })).toHaveCount(0);
    // It has left the Feast Hall.
    const hall = await request.get('/api/gallery?search=Forbidden%20Fungus');
    expect(((await hall.json()) as { total: number }).total).toBe(0);
  });

  test('a failed reload of the figures keeps the console and its open dialog', async ({ page, request }) => {
    const hero = await registerHero(request, 'reload-hero', { displayName: 'Steady Sorrel' });
    await openConsole(page);
    // The open dialog hides the page behind it from the accessibility tree.
    const figures = page.getByRole('list', { name: 'Figures', includeHidden: true });
    const before = await figures.textContent();
    const users = panel(page, 'Users');
    await users.getByRole('searchbox').fill(hero.email);
    await users.getByRole('button', { name: 'View Details of Steady Sorrel' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(dialog.getByTestId('user-balance')).toHaveText('25');

    // The grant refreshes the figures; that reload fails.
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    await dialog.getByLabel('Amount').fill('10');
    await dialog.getByRole('button', { name: 'Add Mana' }).click();
    await expect(toast(page, 'Failed to load the dashboard figures.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dialog.getByTestId('user-balance')).toHaveText('35');
    await expect(figures).toHaveText(before ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard', includeHidden: true })).toBeVisible();
  });

  test('while a page fails to load, the pager claims no count it does not have', async ({ page }) => {
    // The server's own pages, said to hold 45 users in all; page 3 fails.
    await page.route('**/api/admin/users?*', async (route) => {
      if (new URL(route.request().url()).searchParams.get('page') === '3')
        return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...((await response.json()) as object), total: 45 } });
    });
    await openConsole(page);
    const users = panel(page, 'Users');
    await expect(users.getByText('Page 1 of 3')).toBeVisible();
    await users.getByRole('button', { name: 'Next' }).click();
    await expect(users.getByText('Page 2 of 3')).toBeVisible();
    await users.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Failed to load user profiles.')).toBeVisible({ timeout: 20_000 });
    await expect(users.getByText('Page 3', { exact: true })).toBeVisible();
    await expect(users.getByText(/of 1$/)).toHaveCount(0);
    await expect(users.getByRole('button', { name: 'Next' })).toBeDisabled();
    await users.getByRole('button', { name: 'Previous' }).click();
    await expect(users.getByText('Page 2 of 3')).toBeVisible();
  });

  test('when the chart cannot load, the numbers stand in for it, opened', async ({ page, consoleErrors }) => {
    await page.route('**/assets/activity-chart-*.js', (route) => route.abort());
    await openConsole(page);
    const numbers = page.getByRole('table', { name: 'Generations and sign-ups per day' });
    await expect(numbers).toBeVisible();
    await expect(numbers.getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('img', { name: /^Chart:/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
    // The failed chunk is reported (by the browser and by React), and nothing else.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('activity-chart')));
  });

  test("failures show the spec's texts, and a failed check sends the admin home", async ({ page }) => {
    await openConsole(page);
    const failing = (status: number) => ({ status, json: { error: { code: 'internal', message: 'Boom' } } });
    await page.route('**/api/admin/stats', (route) => route.fulfill(failing(500)));
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await page.unroute('**/api/admin/stats');

    await page.route('**/api/admin/users?*', (route) => route.fulfill(failing(500)));
    await page.goto('/admin');
    await expect(toast(page, 'Failed to load user profiles.')).toBeVisible({ timeout: 20_000 });
    await expect(panel(page, 'Users').getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/api/admin/users?*');
    await panel(page, 'Users').getByRole('button', { name: 'Try again' }).click();
    await expect(panel(page, 'Users').getByRole('row').first()).toBeVisible();

    await page.route('**/api/admin/sitemap', (route) => route.fulfill(failing(500)));
    await page.getByRole('tab', { name: 'Sitemap' }).click();
    await panel(page, 'Sitemap').getByRole('button', { name: 'Generate Sitemap' }).click();
    await expect(toast(page, 'Failed to generate sitemap.')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const)
    for (const width of [1366, 360])
      test(`every tab is accessible, ${theme}, ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await openConsole(page);
        await useTheme(page, theme);
        for (const tab of ['Users', 'Recipes', 'Promo Codes', 'Sitemap', 'Audit Log']) {
          await page.getByRole('tab', { name: tab }).click();
          const shown = panel(page, tab);
          if (tab === 'Sitemap') {
            await shown.getByRole('button', { name: 'Generate Sitemap' }).click();
            await expect(shown.getByRole('region', { name: 'Sitemap XML' })).toBeVisible();
          } else {
            await expect(shown.getByText(/^Showing \d+ to \d+ of \d+$/)).toBeVisible();
          }
          // Nothing but a table's own card scrolls sideways.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${tab} overflows the page`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `${tab}, ${theme}, ${width} px`);
        }
        if (theme === 'light') {
          // Taken last, when the other tests have filled the tables.
          await page.getByRole('tab', { name: 'Users' }).click();
          await page.evaluate(() => window.scrollTo(0, 0));
          const name = width === 360 ? 'admin-phone.png' : 'admin-dashboard.png';
          await documentScreenshot(page, name, { fullPage: true });
        }
        if (theme === 'dark')
          await page.screenshot({ path: test.info().outputPath(`admin-dark-${width}.png`), fullPage: true });
      });
});
