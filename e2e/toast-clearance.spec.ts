import type { Locator, Page } from '@playwright/test';
import { toast, registerCook } from './support/auth-page.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedTome } from './support/tome.ts';

test.use({ serviceWorkers: 'block' });

const pushPrompt = (page: Page) => page.getByRole('region', { name: 'Enable Notifications' });

/** The overlap of two boxes in square pixels (0 when they only touch or are apart; -1 when one is not on screen). */
async function overlap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = await Promise.all([a.boundingBox({ timeout: 500 }), b.boundingBox({ timeout: 500 })]);
  if (!one || !two) return -1;
  const width = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const height = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  return Math.max(0, width) * Math.max(0, height);
}

test("on a phone the 'Recipe Unpublished' toast leaves the Delete dialog's buttons free", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const email = await registerCook(page, 'clear-dialog');
  seedTome(email, [{ title: 'Travellers Stew', isPublished: true }]);
  await page.goto('/my-recipes');
  // The push prompt (bottom right, 5 s after load) lifts the toasts above itself: into the screen's middle.
  await expect(pushPrompt(page)).toBeVisible({ timeout: 10_000 });
  const recipe = page.getByRole('article', { name: 'Travellers Stew' });
  await recipe.getByRole('button', { name: 'Unpublish Travellers Stew' }).click();
  const notice = toast(page, 'Recipe Unpublished');
  await expect(notice).toBeVisible();
  await recipe.getByRole('button', { name: 'Delete Travellers Stew' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(notice).toBeVisible();
  // Wherever the toast goes, it is out of the dialog's way (sonner moves it with a transition).
  await expect.poll(() => overlap(notice, dialog), { timeout: 2_000 }).toBe(0);
  for (const name of ['Delete Recipe', 'Keep It'])
    expect(await overlap(notice, dialog.getByRole('button', { name }))).toBe(0);
  await expectAccessible(page, 'delete dialog with a toast');
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(dialog).toBeHidden();
});

test('on a desktop a toast leaves the promotion code field and its error free', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await registerCook(page, 'clear-field');
  await page.goto('/my-recipes');
  const card = page.getByRole('region', { name: 'Promotion Code' });
  const field = card.getByRole('textbox', { name: 'Promotion code' });
  await expect(pushPrompt(page)).toBeVisible({ timeout: 10_000 });
  await field.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Redeem' }).click();
  const notice = toast(page, 'Validation Error');
  await expect(notice).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const error = card.getByText('Please enter a promotion code', { exact: true });
  // The cook scrolls: the field and its error come to where the toast is.
  const toastTop = (await notice.boundingBox())?.y ?? 0;
  await field.evaluate((input, top) => window.scrollBy(0, input.getBoundingClientRect().top - top), toastTop);
  await expect.poll(() => overlap(notice, field), { timeout: 2_000 }).toBe(0);
  expect(await overlap(notice, error)).toBe(0);

  await field.fill('NO-SUCH-CODE');
  await card.getByRole('button', { name: 'Redeem' }).click();
  const refused = toast(page, 'Invalid Code');
  await expect(refused).toBeVisible();
  await expect.poll(() => overlap(refused, field), { timeout: 2_000 }).toBe(0);
  await expectAccessible(page, 'promotion code with a toast');
});

test('the toasts watch the page only while one is on screen, and never every change in it', async ({ page }) => {
  // Records every MutationObserver watching the body, with its options, until it disconnects.
  await page.addInitScript(() => {
    const live = new Map<MutationObserver, MutationObserverInit[]>();
    const everWholeTree: MutationObserverInit[] = [];
    const { observe, disconnect } = MutationObserver.prototype;
    MutationObserver.prototype.observe = function (target: Node, options?: MutationObserverInit) {
      if (target === document.body && options) {
        live.set(this, [...(live.get(this) ?? []), options]);
        if (options.childList && options.subtree) everWholeTree.push(options);
      }
      observe.call(this, target, options);
    };
    MutationObserver.prototype.disconnect = function () {
      live.delete(this);
      disconnect.call(this);
    };
    Object.assign(window, {
      bodyWatch: () => ({
        placing: [...live.values()].flat().filter((options) => options.attributeFilter?.includes('aria-invalid'))
          .length,
        wholeTree: everWholeTree.filter((options) => options.attributeFilter?.includes('aria-invalid')).length,
      }),
    });
  });
  const watch = () => page.evaluate(() => (window as unknown as { bodyWatch: () => object }).bodyWatch());
  await page.setViewportSize({ width: 1366, height: 768 });
  await registerCook(page, 'watch');
  // The welcome toast is on screen: its placement follows the page.
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  await expect.poll(watch).toEqual({ placing: 1, wholeTree: 0 });
  // Once it has gone, nothing is watched.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(watch).toEqual({ placing: 0, wholeTree: 0 });
});
