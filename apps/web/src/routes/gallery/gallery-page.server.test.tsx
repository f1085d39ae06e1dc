import type { GalleryPage, RecipeCard } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server.tsx';
import { pageApi } from '../../testing/page-api.ts';

const origin = 'https://feastforge.test';

function card(n: number): RecipeCard {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Ember Stew ${n}`,
    description: `A stew <of> heroes, number ${n}.`,
    rarity: 'epic',
    recipeType: 'dessert',
    image: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    author: { id: 'u1', displayName: 'Bard' },
  };
}

function hall(page: number, totalPages: number, shown: number): GalleryPage {
  return {
    recipes: Array.from({ length: shown }, (_, n) => card((page - 1) * 40 + n)),
    page,
    pageSize: 40,
    total: (totalPages - 1) * 40 + shown,
    totalPages,
  };
}

/** Renders `path` with an API that answers the hall's read with `gallery` (or 404 without one). */
function render(path: string, gallery?: GalleryPage) {
  const api = pageApi(gallery ? { '/api/gallery': gallery } : {});
  return Object.assign(renderPage(new Request(`${origin}${path}`), { origin, api }), { api });
}

describe('the Feast Hall as the server renders it', () => {
  it('has the cards, the count, the form and real page links for the address it was asked for', async () => {
    const rendering = render('/gallery?search=stew&type=dessert&page=5', hall(5, 10, 40));
    const page = await rendering;
    // The page reads the view its address asks for, as the browser would.
    expect(rendering.api.asked).toEqual(['/api/gallery?search=stew&type=dessert&sort=newest&page=5']);
    const body = page?.body ?? '';
    expect(body).toContain('<h1 class="font-display text-3xl font-bold sm:text-4xl">Feast Hall</h1>');
    expect(body.match(/href="\/recipe\/[^"]+"/g)).toHaveLength(40);
    expect(body).toContain('A stew &lt;of&gt; heroes, number 160.');
    expect(body).toContain('Showing 161–200 of 400 recipes');
    expect(body).toContain('action="/gallery"');
    expect(body).toMatch(/<input[^>]*name="search"[^>]*value="stew"/);
    expect(body).toMatch(/<option value="dessert" selected="">/);
    // The first page's address leaves the page out.
    expect(body).toContain('href="/gallery?search=stew&amp;type=dessert"');
    for (const n of [4, 5, 6, 10]) {
      expect(body).toContain(`href="/gallery?search=stew&amp;type=dessert&amp;page=${n}"`);
    }
    expect(body).not.toContain('page=3"');
    expect(body).toMatch(/aria-current="page"[^>]*>.*?5<\/a>/);
    // The visitor banner is there for crawlers and visitors without scripts, without a count it cannot know.
    expect(body).toContain('Register for unlimited access');
    expect(body).toContain('Visitors can open 3 recipes for free.');
  });

  it('shows loading cards when it has no page to render with (the browser then asks)', async () => {
    const body = (await render('/gallery?type=pizza'))?.body ?? '';
    expect(body).toContain('Loading recipes…');
    expect(body).not.toContain('href="/recipe/');
  });

  it('says when nothing was found', async () => {
    const body = (await render('/gallery?search=nothing', hall(1, 0, 0)))?.body ?? '';
    expect(body).toContain('No recipes found');
    expect(body).toContain('href="/gallery"');
    expect(body).toContain('href="/wizard"');
  });
});
