import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, useTheme } from './support/fixtures.ts';
import { registerHero } from './support/heroes.ts';
import { ownPort, startOwnServer } from './support/own-server.ts';
import { seedTome } from './support/tome.ts';

const carousel = (page: Page) => page.getByRole('region', { name: 'Fresh from the Forge' });
const latest = (page: Page) => page.getByRole('region', { name: 'Latest from the Feast Hall' });
const currentSlide = (region: Locator) => region.locator('button[aria-current="true"]');
/**
 * The Feast Hall's visitor banner fills in the free views once the hall has come alive: only then
 * does its home link move in the browser. Before, the link loads the server's page, which carries
 * its feed; a server-rendered page loads its scripts after its stylesheet and images.
 */
const hallHydrated = (page: Page) => expect(page.getByTestId('free-views-left')).toHaveText(/left\.$/);

/** The 1-based number of the slide the indicators mark as current. */
async function shownSlide(region: Locator): Promise<number> {
  const label = (await currentSlide(region).getAttribute('aria-label')) ?? '';
  const match = /Show slide (\d+) of/.exec(label);
  if (!match?.[1]) throw new Error(`no current slide in '${label}'`);
  return Number(match[1]);
}

/** Takes the pointer and focus off the carousel, so neither pauses it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.getByRole('heading', { level: 1 }).click();
}

/**
 * Four published pictured recipes, newest last, and one unpublished one that must never show.
 * Their author signs up through `request`, whose cookies are its own: the page stays a visitor's.
 */
async function seedFeast(request: APIRequestContext) {
  const { email } = await registerHero(request, 'carousel');
  const tag = Date.now().toString(36);
  const [hidden, ...published] = seedTome(email, [
    { title: `Unpublished Broth ${tag}`, isPublished: false, withImage: true },
    { title: `Ember Stew ${tag}`, isPublished: true, withImage: true },
    { title: `Frost Tart ${tag}`, isPublished: true, withImage: true },
    { title: `Gale Bread ${tag}`, isPublished: true, withImage: true },
    { title: `Moss Pie ${tag}`, isPublished: true, withImage: true },
  ]);
  return { hidden, published, newest: published[published.length - 1] ?? '' };
}

test.describe('home page recipes', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the carousel shows published recipes, moves on, pauses and stops', async ({ page, request }) => {
    test.setTimeout(120_000);
    const feast = await seedFeast(request);
    await page.goto('/');
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(10);
    await expect(slides.first()).toHaveAccessibleName(`1 of ${count}`);
    // The newest published recipe comes first; every slide is a real link to its recipe.
    await expect(slides.first().locator('a')).toHaveAttribute('href', `/recipe/${feast.newest}`);
    for (const id of feast.published) await expect(region.locator(`a[href="/recipe/${id}"]`)).toHaveCount(1);
    await expect(page.locator(`a[href="/recipe/${feast.hidden}"]`)).toHaveCount(0);

    // It turns by itself about every 5 seconds.
    await expect(region).toHaveAttribute('data-carousel', 'ready', { timeout: 20_000 });
    expect(await shownSlide(region)).toBe(1);
    await expect.poll(() => shownSlide(region), { timeout: 9_000 }).toBe(2);
    // A resize sets the carousel up again; it keeps turning.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => shownSlide(region), { timeout: 9_000 }).toBe(3);

    // Under the pointer it waits.
    await region.hover();
    const hovered = await shownSlide(region);
    await page.waitForTimeout(6_500);
    expect(await shownSlide(region)).toBe(hovered);

    // Stopped, it stays put even with the pointer and focus elsewhere; started, it moves again.
    await region.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect(region.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await leaveCarousel(page);
    const stopped = await shownSlide(region);
    await page.waitForTimeout(6_500);
    expect(await shownSlide(region)).toBe(stopped);
    await region.getByRole('button', { name: 'Start automatic slide show' }).click();
    await leaveCarousel(page);
    await expect.poll(() => shownSlide(region), { timeout: 9_000 }).toBe((stopped % count) + 1);

    // Next and previous move one slide and stop the rotation for good. The pointer on the button
    // pauses the rotation first, so it cannot move between reading the slide and the click.
    await region.getByRole('button', { name: 'Next slide' }).hover();
    const before = await shownSlide(region);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => shownSlide(region)).toBe((before % count) + 1);
    await expect(region.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => shownSlide(region)).toBe(before);
    await region.getByRole('button', { name: `Show slide ${count} of ${count}` }).click();
    await expect.poll(() => shownSlide(region)).toBe(count);
  });

  test('by keyboard: focus inside pauses it, leaving resumes it, Enter on the buttons moves it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await seedFeast(request);
    await page.goto('/');
    const region = carousel(page);
    await expect(region).toHaveAttribute('data-carousel', 'ready', { timeout: 20_000 });
    const count = await region.locator('[aria-roledescription="slide"]').count();

    await region.getByRole('button', { name: 'Stop automatic slide show' }).focus();
    const focused = await shownSlide(region);
    await page.waitForTimeout(6_500);
    expect(await shownSlide(region)).toBe(focused);
    // Tab past the carousel's controls and slides to the next thing on the page.
    await page.getByRole('link', { name: 'Explore the Feast Hall' }).focus();
    await expect.poll(() => shownSlide(region), { timeout: 9_000 }).toBe((focused % count) + 1);

    const next = region.getByRole('button', { name: 'Next slide' });
    await next.focus();
    const before = await shownSlide(region);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(region)).toBe((before % count) + 1);
    await page.keyboard.press('Shift+Tab');
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => shownSlide(region)).toBe(before);
  });

  test('the latest cards link to their recipes, and the Feast Hall is one click away', async ({ page, request }) => {
    const feast = await seedFeast(request);
    await page.goto('/');
    const section = latest(page);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/recipe/${feast.newest}`);
    await expect(section.locator(`a[href="/recipe/${feast.hidden}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore the Feast Hall' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('heading', { name: 'Level up and earn XP' })).toBeVisible();

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(`/recipe/${feast.newest}`);
  });

  test('without JavaScript the carousel and latest cards are real links', async ({ browser, request }, testInfo) => {
    const feast = await seedFeast(request);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 360, height: 800 },
    });
    try {
      const plain = await context.newPage();
      await plain.goto('/');
      expect(await plain.locator('a[href^="/recipe/"]').count()).toBeGreaterThan(0);
      await expect(carousel(plain).locator(`a[href="/recipe/${feast.newest}"]`)).toHaveCount(1);
      await expect(latest(plain).locator(`a[href="/recipe/${feast.newest}"]`)).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('a feed that arrives after the page shows three placeholders, and an empty one shows no recipe areas', async ({
    page,
  }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/home', async (route) => {
      await answered;
      await route.fulfill({ json: { carousel: [], latest: [], featured: null } });
    });
    // The Feast Hall's page carries no home feed, so the way home asks for it in the browser.
    await page.goto('/gallery');
    await hallHydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Feastforge home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('carousel-skeleton').getByRole('listitem')).toHaveCount(3);
    answer();
    await expect(page.getByTestId('carousel-skeleton')).toHaveCount(0);
    await expect(carousel(page)).toHaveCount(0);
    await expect(latest(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore the Feast Hall' })).toBeVisible();
  });

  test('a carousel whose slides all fit on the screen shows them without controls, and nothing breaks', async ({
    page,
  }) => {
    const card = (n: number) => ({
      id: randomUUID(),
      title: `Lonely Loaf ${n}`,
      description: 'The only bread in the hall.',
      rarity: 'common',
      recipeType: 'main',
      image: null,
      createdAt: new Date().toISOString(),
      author: { id: randomUUID(), displayName: null },
    });
    for (const carouselCards of [[card(1)], [card(2), card(3)]]) {
      await page.route('**/api/home', (route) =>
        route.fulfill({ json: { carousel: carouselCards, latest: carouselCards, featured: null } }),
      );
      await page.goto('/gallery');
      await hallHydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Feastforge home' }).click();
      const region = carousel(page);
      await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(carouselCards.length);
      if (carouselCards.length > 1) await expect(region).toHaveAttribute('data-carousel', 'ready', { timeout: 20_000 });
      // Two or fewer slides fit beside each other on a desktop: there is nothing to move.
      await expect(region.getByRole('button', { name: 'Next slide' })).toBeHidden();
      await expect(region.getByRole('button', { name: /^Show slide/ })).toHaveCount(0);
      // The latest cards would list the very same recipes: home shows them once, in the carousel.
      await expect(latest(page)).toHaveCount(0);
      await page.unroute('**/api/home');
    }
  });

  test('a Feast Hall with no published recipes shows no carousel and no latest cards', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const server = await startOwnServer(ownPort(90, testInfo.workerIndex));
    try {
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore the Feast Hall' })).toBeVisible();
      await expect(page.getByTestId('carousel-skeleton')).toHaveCount(0);
      await expect(carousel(page)).toHaveCount(0);
      await expect(latest(page)).toHaveCount(0);
      await expect(page.locator('a[href^="/recipe/"]')).toHaveCount(0);
    } finally {
      server.stop();
    }
  });
});

test.describe('home page accessibility', () => {
  test('no axe violations on a desktop, light and dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedFeast(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(carousel(page)).toBeVisible();
    await expectAccessible(page, 'home light');
    await useTheme(page, 'dark');
    await expect(carousel(page)).toBeVisible();
    await expectAccessible(page, 'home dark');
  });

  test('no axe violations and no sideways scrolling at 360 px, dark and light', async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedFeast(request);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await useTheme(page, 'dark');
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'home dark 360 px');
    await useTheme(page, 'light');
    await expectAccessible(page, 'home light 360 px');
  });
});
