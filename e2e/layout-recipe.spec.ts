import type { Locator, Page } from '@playwright/test';
import { registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedTome } from './support/tome.ts';
import { conjure, openWizard } from './support/wizard.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

/** The colour a theme token resolves to, as computed styles write colours. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('the recipe page has one filled action; the rest are outlined', async ({ page }) => {
  const email = await registerCook(page, 'hierarchy');
  const [id] = seedTome(email, [{ title: 'Ladder Loaf' }]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ladder Loaf' })).toBeVisible();
  const filled = new Set([
    await tokenColour(page, '--color-primary'),
    await tokenColour(page, '--color-accent'),
    await tokenColour(page, '--color-danger'),
  ]);
  const row = page.getByRole('button', { name: 'Print Recipe' }).locator('xpath=..');
  const actions = row.locator(':scope > a, :scope > button');
  await expect(actions).toHaveCount(6);
  const looks: Record<string, boolean> = {};
  for (const action of await actions.all())
    looks[(await action.innerText()).trim()] = filled.has(await background(action));
  expect(looks).toEqual({
    'Print Recipe': true,
    'Back to Home': false,
    'Create Another Recipe': false,
    'Share Recipe': false,
    'Cook Mode': false,
    'Add to Shopping List': false,
  });
  await expectAccessible(page, 'recipe page actions');
});

test('Delete is drawn in the danger style, and closing its dialog gives focus back to the button', async ({ page }) => {
  const email = await registerCook(page, 'danger');
  seedTome(email, [{ title: 'Doomed Dumplings' }]);
  await page.goto('/my-recipes');
  const trigger = page.getByRole('button', { name: 'Delete Doomed Dumplings' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Recipe' });
  await expect(confirm).toBeVisible();
  expect(await background(confirm)).toBe(await tokenColour(page, '--color-danger'));
  await expectAccessible(page, 'delete dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(trigger).toBeFocused();
});

test('the Feast Hall and the tome filter with the same select', async ({ page }) => {
  const email = await registerCook(page, 'selects');
  seedTome(email, [{ title: 'Select Soup' }]);
  const describe = (field: Locator) =>
    field.evaluate((el) => ({ tag: el.tagName, classes: el.className, options: el.querySelectorAll('option').length }));
  await page.goto('/gallery');
  const hall = await describe(page.getByRole('combobox', { name: 'Recipe type' }));
  await page.goto('/my-recipes');
  await expect(page.getByRole('article', { name: 'Select Soup' })).toBeVisible();
  const tome = await describe(page.getByRole('combobox', { name: 'Recipe type' }));
  expect(tome).toEqual(hall);
  expect(tome.tag).toBe('SELECT');
  await page.getByRole('combobox', { name: 'Rarity' }).selectOption({ label: 'Legendary' });
  await expect(page.getByText('No recipes match your search.')).toBeVisible();
  await expectAccessible(page, 'tome filters');
});

test('badge icons are drawn, not typed as emoji', async ({ page }) => {
  await page.goto('/badges');
  const badges = page.getByRole('article');
  await expect(badges.first()).toBeVisible();
  const count = await badges.count();
  expect(count).toBeGreaterThan(20);
  await expect(page.locator('article svg[data-badge-icon]')).toHaveCount(count);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  await expectAccessible(page, 'badges');
});

test('focus starts at the first step when the wizard opens, and at the title of a new recipe', async ({ page }) => {
  test.setTimeout(120_000);
  await registerCook(page, 'focus');
  await page.getByRole('banner').getByRole('link', { name: 'Create Recipe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Biome' })).toBeFocused();
  await openWizard(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Biome' })).toBeFocused();
  await conjure(page, { booster: 'Standard' });
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The publish dialog that follows hands focus back to the title when it closes.
  const dialog = page.getByRole('dialog', { name: 'Share it in the Feast Hall?' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page, 'new recipe');
});
