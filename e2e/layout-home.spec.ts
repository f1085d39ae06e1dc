import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { ownPort, startOwnServer } from './support/own-server.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

const carousel = (page: Page) => page.getByRole('region', { name: 'Fresh from the Forge' });
const latest = (page: Page) => page.getByRole('region', { name: 'Latest from the Feast Hall' });

const card = (title: string) => ({
  id: randomUUID(),
  title,
  description: 'A dish for the whole table.',
  rarity: 'rare',
  recipeType: 'main',
  image: '/icons/icon-512.png',
  createdAt: new Date().toISOString(),
  author: { id: randomUUID(), displayName: 'Bard' },
});

test('when the carousel and the latest cards would list the same few recipes, home shows them once', async ({
  page,
}) => {
  const few = [card('Once Stew'), card('Once Tart'), card('Once Bread')];
  await page.route('**/api/home', (route) =>
    route.fulfill({ json: { carousel: few, latest: [...few].reverse(), featured: null } }),
  );
  // The Feast Hall's page carries no home feed, so the way home asks for it in the browser.
  await page.goto('/gallery');
  await expect(page.getByTestId('free-views-left')).toHaveText(/left\.$/);
  await page.getByRole('banner').getByRole('link', { name: 'Feastforge home' }).click();
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(latest(page)).toHaveCount(0);
  for (const recipe of few) await expect(page.locator(`main a[href="/recipe/${recipe.id}"]`)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Explore the Feast Hall' })).toBeVisible();
  await expectAccessible(page, 'home with a few recipes');
});

test('an empty Feast Hall gives the home page an invitation, not a lone button', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(ownPort(95, testInfo.workerIndex));
  try {
    await page.goto(`${server.url}/`);
    const invitation = page.getByRole('region', { name: 'The Feast Hall awaits its first feast' });
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText('No hero has published a recipe yet.');
    await expect(invitation.getByRole('link', { name: 'Begin Your Quest' })).toHaveAttribute('href', '/wizard');
    await expect(invitation.getByRole('link', { name: 'Explore the Feast Hall' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('link', { name: 'Explore the Feast Hall' })).toHaveCount(1);
    await expectAccessible(page, 'empty home light');
    await useTheme(page, 'dark');
    await expect(invitation).toBeVisible();
    await expectAccessible(page, 'empty home dark');
  } finally {
    server.stop();
  }
});
