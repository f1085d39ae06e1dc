import type { Locator } from '@playwright/test';
import { manaBalance, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedTome } from './support/tome.ts';

const PHONE = { width: 360, height: 740 };
test.use({ serviceWorkers: 'block', viewport: PHONE, hasTouch: true, isMobile: true });

/** The top of an element measured from the top of the page, in CSS pixels. */
const pageTop = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** Fails with the names of the controls smaller than 44 by 44 px. */
async function expectTouchSized(controls: Record<string, Locator>) {
  const small: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    await expect(control, name).toBeVisible();
    const box = await control.boundingBox();
    if (!box || box.width < 44 || box.height < 44) small.push(`${name}: ${box?.width}x${box?.height}`);
  }
  expect(small, 'controls under 44 px').toEqual([]);
}

test.describe('the tome on a phone', () => {
  test('the first recipe starts within the first screen and a half, and the header keeps bell and mana', async ({
    page,
  }) => {
    const email = await registerCook(page, 'phone-tome');
    seedTome(email, [{ title: 'Hearth Stew' }, { title: 'Ember Bread' }, { title: 'Thumb Tart', withImage: true }]);
    await page.goto('/my-recipes');
    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName('Thumb Tart');
    await expect(page.getByRole('heading', { name: 'Daily Treasure Chest' })).toBeVisible();
    const top = await pageTop(first);
    test.info().annotations.push({ type: 'first recipe top at 360x740', description: `${Math.round(top)} px` });
    console.log(`first recipe card top at 360x740: ${Math.round(top)} px`);
    expect(top).toBeLessThanOrEqual(PHONE.height * 1.5);

    // The bell and the mana balance are in the phone's header, not only in the drawer.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /Notifications/ })).toBeVisible();
    await expect(manaBalance(page)).toBeVisible();
    await expect(header.getByRole('link', { name: /^Mana balance: \d+$/ })).toBeVisible();
    await expectAccessible(page, 'tome on a phone');
  });
});

test.describe('touch targets on a phone', () => {
  test('header, recipe and footer controls are at least 44 px', async ({ page }) => {
    const email = await registerCook(page, 'thumbs');
    const [id] = seedTome(email, [{ title: 'Thumb Sized Soup', servings: 4 }]);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thumb Sized Soup' })).toBeVisible();
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expectTouchSized({
      'fewer servings': page.getByRole('button', { name: 'Fewer servings' }),
      'more servings': page.getByRole('button', { name: 'More servings' }),
      metric: page.getByRole('radio', { name: 'Metric' }),
      us: page.getByRole('radio', { name: 'US' }),
      theme: header.getByRole('button', { name: 'Change theme' }),
      bell: header.getByRole('button', { name: /Notifications/ }),
      menu: header.getByRole('button', { name: /menu/i }),
      'create recipe': header.getByRole('link', { name: 'Create Recipe' }),
      'mana balance': header.getByRole('link', { name: /^Mana balance/ }),
      'footer feast hall': footer.getByRole('link', { name: 'Feast Hall' }),
      'footer my recipes': footer.getByRole('link', { name: 'My Recipes' }),
      'footer create recipe': footer.getByRole('link', { name: 'Create Recipe' }),
      'footer contact': footer.getByRole('link', { name: 'Contact Us' }),
      'footer privacy': footer.getByRole('link', { name: 'Privacy Policy' }),
      'footer terms': footer.getByRole('link', { name: 'Terms of Service' }),
    });
    await expectAccessible(page, 'recipe on a phone');
  });
});
