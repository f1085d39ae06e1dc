import { registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { addLarderFood, choose, conjure, openWizard } from './support/wizard.ts';

const SHOTS = 'test-results/larder';

test.describe('Cooking from the larder', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a cook keeps a standing larder, adds foods by other names, and the recipe says which it uses', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await registerCook(page, 'larder');

    // The standing larder lives on the profile: Edit Profile on the hero card.
    await page.goto('/my-recipes');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await addLarderFood(page, 'Standing larder', 'olive oil');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'olive oil' })).toBeVisible();
    await expectAccessible(page, 'standing larder');
    await page.screenshot({ path: `${SHOTS}/profile-360-light.png` });
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(dialog).toBeHidden();

    // On the Dietary Needs step: a synonym finds the food, and the standing larder is offered.
    await openWizard(page);
    for (const name of ['Coastal Cove', 'Bard', 'Main Course']) {
      await choose(page, name);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dietary Needs' })).toBeVisible();
    await expect(page.getByText('Step 5 of 6')).toBeVisible();
    // The notifications prompt sits over the bottom of a phone's screen: a cook would answer it.
    const later = page.getByRole('button', { name: 'Maybe Later' });
    if (await later.isVisible()) await later.click();
    const input = page.getByRole('combobox', { name: /^From your larder/ });
    await input.fill('garbanzo');
    await expect(page.getByRole('option', { name: 'canned chickpeas (garbanzo)' })).toBeVisible();
    await expectAccessible(page, 'larder suggestions');
    await page.screenshot({ path: `${SHOTS}/wizard-360-light.png`, fullPage: true });
    await input.press('Enter');
    await addLarderFood(page, 'From your larder', 'spinach');
    await addLarderFood(page, 'From your larder', 'lemons');
    // An unknown food is refused with words, not silently.
    await input.fill('dragon scales');
    await input.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: "'dragon scales' is not a food the tome knows" }),
    ).toBeVisible();
    await input.fill('');
    // A chip is removed by keyboard.
    const remove = page.getByRole('button', { name: 'Remove spinach' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(0);
    // With the suggestions closed, Enter adds the food the words name.
    await input.fill('spinach');
    await expect(page.getByRole('option').first()).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove spinach' })).toHaveCount(1);
    await expect(input).toHaveValue('');
    const offer = page.getByRole('button', { name: /^Add your standing larder \(olive oil\)/ });
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/wizard-offer-360-light.png` });
    await offer.click();
    const chosen = page.getByRole('list', { name: /^From your larder: 4 chosen$/ });
    await expect(chosen.getByRole('listitem')).toHaveText([/canned chickpeas/, /lemon/, /spinach/, /olive oil/]);
    await useTheme(page, 'dark');
    await expect(page.getByRole('list', { name: /^From your larder: 4 chosen$/ })).toBeVisible();
    await expectAccessible(page, 'larder dark');
    await page.screenshot({ path: `${SHOTS}/wizard-360-dark.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();

    await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    // The reveal ends by offering to publish, a modal over the page: a cook answers it first.
    const publish = page.getByRole('dialog', { name: 'Share it in the Feast Hall?' });
    await publish.getByRole('button', { name: 'Keep Private' }).click({ timeout: 30_000 });
    await expect(publish).toBeHidden();
    const line = page.getByText(/^Uses [1-4] of your 4 larder foods$/);
    await expect(line).toBeVisible();
    const marked = page.getByRole('listitem').filter({ hasText: 'from your larder' });
    const used = Number((await line.textContent())?.match(/Uses (\d)/)?.[1]);
    await expect(marked).toHaveCount(used);
    await expect(marked.first()).toBeVisible();
    await expectAccessible(page, 'recipe from the larder');
    await marked.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/recipe-360-dark.png` });
  });

  test('a visitor is told past twelve foods, and sees the larder line in light and on a wide screen', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await conjure(page, { larder: ['chick peas', 'spinach', 'lemon'] });
    const line = page.getByText(/^(Uses [1-3] of your 3 larder foods|None of your larder foods fit this recipe)$/);
    await expect(line).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'trial recipe from the larder');
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/recipe-desktop-light.png` });

    await openWizard(page);
    for (const name of ['Coastal Cove', 'Bard', 'Main Course']) {
      await choose(page, name);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const foods = ['salt', 'lemon', 'egg', 'butter', 'honey', 'ham', 'kale', 'leek', 'pear', 'lime', 'mango', 'feta'];
    for (const food of foods) await addLarderFood(page, 'From your larder', food);
    const input = page.getByRole('combobox', { name: /^From your larder/ });
    await input.fill('tahini');
    await input.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Choose up to 12 larder foods' })).toBeVisible();
    await expect(page.getByRole('list', { name: /^From your larder: 12 chosen$/ })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'larder full');
    await page.screenshot({ path: `${SHOTS}/wizard-desktop-light.png`, fullPage: true });
  });
});
