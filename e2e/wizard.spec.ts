import type { Locator, Page } from '@playwright/test';
import { AuthPage } from './support/auth-page.ts';
import { expect, expectAccessible, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { openWizard } from './support/wizard.ts';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const partySize = (page: Page) => page.locator('output');

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectStep(page: Page, title: string, n: number, of: number): Promise<void> {
  await expect(stepHeading(page, title)).toBeVisible();
  await expect(page.getByText(`Step ${n} of ${of}`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', String(n));
}

/** The wizard draft as IndexedDB holds it (the guest database is made by the first change). */
function guestDraft(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('feastforge-guest');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('drafts', 'readonly').objectStore('drafts').get('wizard');
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
        };
      }),
  );
}

/** Records what the app pushes onto history, so the hand-over to /recipe can be read back. */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pushes: Array<{ url: string; state: unknown }> = [];
    Object.assign(window, { __pushes: pushes });
    const push = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      pushes.push({ url: String(url), state });
      push(state, unused, url);
    };
  });
}

function lastPush(page: Page) {
  return page.evaluate(() => {
    const pushes = (window as unknown as { __pushes: Array<{ url: string; state: { usr?: unknown } }> }).__pushes;
    const last = pushes.at(-1);
    return last ? { url: last.url, usr: last.state.usr } : null;
  });
}

test.describe('Wizard, visitor', () => {
  // No service worker, so page.route sees every API call (the worker's own fetches would bypass it).
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('walks every step by keyboard, keeps the draft over a reload and hands the choices to /recipe', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await recordNavigations(page);
    // The recipe page is not under test here: its generation request is held and never answers.
    await page.route('**/api/recipes/generate', () => undefined);
    await openWizard(page);
    await expectStep(page, 'Choose Biome', 1, 5);
    await expect(page.getByText('You have 3 free trial recipes left')).toBeVisible();

    // Step 1: Continue stays shut until a biome is chosen.
    await tabTo(page, radio(page, 'Snowy Mountain'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(continueButton(page)).toBeFocused();
    await expect(continueButton(page)).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a biome' })).toBeVisible();
    await expectStep(page, 'Choose Biome', 1, 5);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'Desert Oasis')).toBeChecked();
    await expect(page.getByText('Please choose a biome')).toHaveCount(0);
    await expect(continueButton(page)).toBeEnabled();
    await page.keyboard.press('Enter');

    // Step 2: focus lands on the new heading.
    await expectStep(page, 'Select Class', 2, 5);
    await expect(stepHeading(page, 'Select Class')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'Bard')).toBeChecked();
    await page.keyboard.press('Enter');

    // Step 3, then Back to step 2 and forward again: nothing is lost.
    await expectStep(page, 'Recipe Type', 3, 5);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(radio(page, 'Main Course')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectStep(page, 'Select Class', 2, 5);
    await expect(radio(page, 'Bard')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(radio(page, 'Bard')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectStep(page, 'Recipe Type', 3, 5);
    await expect(radio(page, 'Main Course')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    // Step 4: minus stops at 1, plus at 20, quick picks, 'person' and 'people'.
    await expectStep(page, 'Party Size', 4, 5);
    await expect(partySize(page)).toHaveText('4 people');
    const minus = page.getByRole('button', { name: 'Decrease party size' });
    const plus = page.getByRole('button', { name: 'Increase party size' });
    await page.keyboard.press('Tab');
    await expect(minus).toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
    await expect(partySize(page)).toHaveText('1 person');
    await expect(minus).toBeDisabled();
    await expect(minus).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(partySize(page)).toHaveText('2 people');
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Enter');
    await expect(partySize(page)).toHaveText('20 people');
    await expect(plus).toBeDisabled();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '4 people' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(partySize(page)).toHaveText('4 people');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(partySize(page)).toHaveText('6 people');
    await expect(page.getByRole('button', { name: '6 people' })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, continueButton(page), 4);
    await page.keyboard.press('Enter');

    // Step 5: checkboxes; the last button still reads 'Continue' for a visitor.
    await expectStep(page, 'Dietary Needs', 5, 5);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dairy-Free' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    await expect(continueButton(page)).toBeVisible();

    // A reload mid-way opens the same step with every choice in place.
    await expect
      .poll(() => guestDraft(page))
      .toMatchObject({ step: 4, choices: { theme: 'desert-oasis', dietary: ['vegetarian', 'dairy-free'] } });
    await page.reload();
    await expectStep(page, 'Dietary Needs', 5, 5);
    await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dairy-Free' })).toBeChecked();

    // Continue opens the trial card; Generate Recipe hands the choices to /recipe.
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    const trialCard = page.getByRole('dialog', { name: 'Free Trial Recipe' });
    await expect(trialCard).toContainText('You have 3 free trial recipes left');
    await expect(trialCard.getByRole('link', { name: 'Register for Free' })).toHaveAttribute(
      'href',
      '/register-benefits',
    );
    const generate = trialCard.getByRole('button', { name: 'Generate Recipe' });
    await expect(generate).toBeFocused();
    await page.keyboard.press('Enter');

    await expect.poll(() => lastPush(page).then((push) => push?.url)).toBe('/recipe');
    const push = await lastPush(page);
    expect(push?.usr).toEqual({
      generate: {
        theme: 'desert-oasis',
        characterClass: 'bard',
        recipeType: 'main',
        partySize: 6,
        dietary: ['vegetarian', 'dairy-free'],
        manaCost: 1,
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect(page).not.toHaveURL(/\/wizard$/);
    await expect.poll(() => guestDraft(page)).toBeNull();
  });

  test("a visitor whose trials are used sees 'Trial Recipes Used'", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'feastforge_trial_generations',
        JSON.stringify({ count: 3, lastUsed: new Date().toISOString() }),
      ),
    );
    await page.goto('/wizard');
    await expect(page.getByRole('heading', { level: 1, name: 'Trial Recipes Used' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Why Register?' })).toHaveAttribute('href', '/register-benefits');
    await expect(page.getByRole('link', { name: 'Sign In or Register' })).toHaveAttribute('href', '/auth');
    await expectAccessible(page, 'trial recipes used');
  });
});

for (const width of [360, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every step passes axe at ${width} px in the ${theme} theme`, async ({ page }) => {
      // Six axe passes: on a busy machine these alone can take most of the default minute.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/');
      await useTheme(page, theme);
      await openWizard(page);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth);

      await expectStep(page, 'Choose Biome', 1, 5);
      await continueButton(page).press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Please choose a biome' })).toBeVisible();
      const choose = [
        ['Choose Biome', 'Mystic Forest'],
        ['Select Class', 'Druid'],
        ['Recipe Type', 'Elixir'],
      ] as const;
      for (const [index, [title, choice]] of choose.entries()) {
        await expectStep(page, title, index + 1, 5);
        await expectAccessible(page, `${title} ${theme} ${width}`);
        expect(await fits()).toBeLessThanOrEqual(width);
        await page.getByText(choice, { exact: true }).click();
        await continueButton(page).click();
      }
      await expectStep(page, 'Party Size', 4, 5);
      await page.getByRole('button', { name: '2 people' }).click();
      await expectAccessible(page, `Party Size ${theme} ${width}`);
      expect(await fits()).toBeLessThanOrEqual(width);
      await continueButton(page).click();
      await expectStep(page, 'Dietary Needs', 5, 5);
      await page.getByText('Gluten-Free').click();
      await expectAccessible(page, `Dietary Needs ${theme} ${width}`);
      expect(await fits()).toBeLessThanOrEqual(width);
      await continueButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Free Trial Recipe' })).toBeVisible();
      await expectAccessible(page, `trial card ${theme} ${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectStep(page, 'Dietary Needs', 5, 5);
    });
  }
}

test.describe('Wizard, signed in', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });

  test('six steps end on the Mana Booster; a balance below the booster shows Insufficient Mana', async ({ page }) => {
    test.setTimeout(120_000);
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register(uniqueEmail('wizard'));
    await expect(page).toHaveURL(/\/$/);
    await openWizard(page);
    // Back on the first step leaves for home.
    await expectStep(page, 'Choose Biome', 1, 6);
    // No trial note for a member; their mana is in the header at every width, and said only once.
    await expect(page.getByText(/free trial/)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Mana balance: 25' })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mana balance: 25' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Mana balance: 25' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Recipe' }).click();

    const picks = ["Dragon's Lair", 'Barbarian', 'Snacks'];
    for (const [index, title] of ['Choose Biome', 'Select Class', 'Recipe Type'].entries()) {
      await expectStep(page, title, index + 1, 6);
      await page.getByText(picks[index] ?? '', { exact: true }).click();
      await continueButton(page).click();
    }
    await expectStep(page, 'Party Size', 4, 6);
    await continueButton(page).click();
    await expectStep(page, 'Dietary Needs', 5, 6);
    await expect(continueButton(page)).toBeVisible();
    await continueButton(page).click();

    await expectStep(page, 'Mana Booster', 6, 6);
    await expect(page.getByText('Your balance: 25 mana')).toBeVisible();
    await expect(radio(page, 'Standard')).toBeChecked();
    for (const [name, cost, effect] of [
      ['Standard', '1 mana', 'All rarities'],
      ['Silver', '5 mana', 'Uncommon or better'],
      ['Gold', '10 mana', 'Rare or better'],
      ['Epic', '20 mana', 'Epic or better'],
    ] as const) {
      await expect(radio(page, name)).toHaveAccessibleDescription(new RegExp(`^${cost}\\s*${effect}$`));
    }
    await page.getByRole('button', { name: 'Level 1 rarity bonus' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('No rarity boost yet (unlocks at Level 5)');
    await page.mouse.move(0, 0);
    await page.getByText('Epic', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Generate Recipe' })).toBeVisible();
    await expect(page.getByText('Insufficient Mana')).toHaveCount(0);
    await expectAccessible(page, 'booster step');

    // The same user after spending most of their mana: the draft reopens on the booster step.
    await page.route(/\/api\/(auth\/refresh|me)$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { me?: { profile: { manaBalance: number } } };
      const me = body.me ?? (body as { profile: { manaBalance: number } });
      me.profile.manaBalance = 3;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expectStep(page, 'Mana Booster', 6, 6);
    await expect(page.getByText('Your balance: 3 mana')).toBeVisible();
    await expect(radio(page, 'Epic')).toBeChecked();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const card = page.getByRole('alert').filter({ hasText: 'Insufficient Mana' });
    await expect(card).toContainText('You need 20 mana to conjure this recipe. Visit the shop to purchase more!');
    await expect(card.getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute('href', '/shop');
    await expect(page).toHaveURL(/\/wizard$/);
    await expectAccessible(page, 'insufficient mana');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
    await page.getByText('Silver', { exact: true }).click();
    await expect(card).toContainText('You need 5 mana');
    await page.getByText('Standard', { exact: true }).click();
    await expect(card).toHaveCount(0);
  });
});
