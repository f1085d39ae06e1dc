import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPage } from './support/auth-page.ts';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail, useTheme } from './support/fixtures.ts';
import { heroIdOf, makeAdmin, registerHero } from './support/heroes.ts';
import { seedTome } from './support/tome.ts';

/** Signs a new cook in through /auth in this page; answers their id. */
async function signInViewer(page: Page, options: { admin?: boolean } = {}): Promise<string> {
  const email = uniqueEmail('viewer');
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(email);
  await expect(page).toHaveURL(/\/$/);
  if (options.admin) makeAdmin(email);
  return heroIdOf(email);
}

/**
 * A hero with one published and one unpublished recipe. The hero signs up and in through
 * `request`, whose cookies are its own: the page's session stays the viewer's.
 */
async function heroWithRecipes(request: APIRequestContext) {
  const hero = await registerHero(request, 'author', {
    displayName: 'Brisket the Bold',
    race: 'Dwarf',
    characterClass: 'Cleric',
    gender: 'Female',
  });
  const [bread, broth] = seedTome(hero.email, [
    { title: 'Sunlit Barley Bread', description: 'A loaf for the long road.', isPublished: true, withImage: true },
    { title: 'Secret Moonshine Broth', description: 'Not for other eyes.', isPublished: false },
  ]);
  // The recipes were written straight into the database: the hero's own badge check unlocks what they earn.
  const login = await request.post('/api/auth/login', { data: { email: hero.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const check = await request.post('/api/badges/check', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(check.status()).toBe(200);
  return { ...hero, bread, broth };
}

test.describe("another hero's tome", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto(`/my-recipes/${randomUUID()}`);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows their profile and only their published recipes, read-only', async ({ page, request }) => {
    const hero = await heroWithRecipes(request);
    await signInViewer(page);
    await page.goto(`/my-recipes/${hero.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Brisket the Bold’s Tome' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Brisket the Bold', exact: true });
    await expect(card).toContainText('Dwarf Cleric · Female');
    await expect(card).toContainText('Level 1');
    await expect(card.getByRole('progressbar')).toBeVisible();
    await expect(card).not.toContainText('mana');
    const badges = card.getByRole('list', { name: 'Badges' });
    await expect(badges).toContainText('Character Sheet');
    await expect(badges).toContainText('First Feast');

    const recipes = page.getByRole('article');
    await expect(recipes).toHaveCount(1);
    await expect(recipes.first()).toHaveAccessibleName('Sunlit Barley Bread');
    await expect(recipes.first().getByRole('link')).toHaveAttribute('href', `/recipe/${hero.bread}`);
    await expect(page.getByText('Secret Moonshine Broth')).toHaveCount(0);
    await expect(page.locator(`a[href="/recipe/${hero.broth}"]`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /publish|delete|print/i })).toHaveCount(0);
    await expect(page.getByText(/chest|referral/i)).toHaveCount(0);
    await expectAccessible(page, "another hero's tome, light");

    // The filters work as on the own tome.
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('moonshine');
    await expect(page.getByText('No recipes match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('BARLEY');
    await expect(page.getByText('1 of 1 recipes')).toBeVisible();
    await expect(recipes).toHaveCount(1);

    await recipes.first().getByRole('link').click();
    await expect(page).toHaveURL(`/recipe/${hero.bread}`);
  });

  test('is accessible in dark at 360 px', async ({ page, request }) => {
    const hero = await heroWithRecipes(request);
    await page.setViewportSize({ width: 360, height: 800 });
    await signInViewer(page);
    await page.goto(`/my-recipes/${hero.id}`);
    await useTheme(page, 'dark');
    await expect(page.getByRole('article')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "another hero's tome, dark, 360 px");
  });

  test('a hero without published recipes, an unknown hero, and the own id', async ({ page, request }) => {
    const quiet = await registerHero(request, 'quiet', { displayName: 'Quiet Quill' });
    seedTome(quiet.email, [{ title: 'Hidden Herb Soup', isPublished: false }]);
    const ownId = await signInViewer(page);

    await page.goto(`/my-recipes/${quiet.id}`);
    await expect(page.getByText('No published recipes yet')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible(page, 'empty tome of another hero');

    await page.goto(`/my-recipes/${randomUUID()}`);
    await expect(page.getByText('No such hero.')).toBeVisible();
    await page.goto('/my-recipes/not-a-hero');
    await expect(page.getByText('No such hero.')).toBeVisible();
    await expectAccessible(page, 'unknown hero');

    await page.goto(`/my-recipes/${ownId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Tome' })).toBeVisible();
  });

  test('an admin also sees the unpublished ones, marked as such', async ({ page, request }) => {
    const hero = await heroWithRecipes(request);
    await signInViewer(page, { admin: true });
    await page.goto(`/my-recipes/${hero.id}`);
    const recipes = page.getByRole('article');
    await expect(recipes).toHaveCount(2);
    const hidden = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: 'Secret Moonshine Broth' }) });
    await expect(hidden.getByText('Not published')).toBeVisible();
    const shared = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: 'Sunlit Barley Bread' }) });
    await expect(shared.getByText('Not published')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /publish|delete|print/i })).toHaveCount(0);
    await expectAccessible(page, "another hero's tome as an admin");
  });
});
