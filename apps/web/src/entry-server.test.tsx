import type { RecipeAnswer } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { pageApi } from './testing/page-api.ts';

const origin = 'https://feastforge.test';
const request = (path: string) => new Request(`${origin}${path}`);

function publishedRecipe(overrides: Partial<RecipeAnswer> = {}): RecipeAnswer {
  return {
    id: '0b7c6c8e-2f7a-4d55-9a53-3a4a8e0c1d2e',
    userId: 'u1',
    isPublished: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    recipeData: buildRecipeData({
      title: 'Stew "of" <Heroes> & $& Friends',
      image: '/media/recipes/stew.png',
      ingredients: ['2 red peppers', '400 g cooked beans'],
      instructions: ['Roast the peppers until charred.', 'Simmer everything for 30 minutes.'],
    }),
    author: { id: 'u1', displayName: 'Bard' },
    ...overrides,
  };
}

describe('server rendering of public pages', () => {
  it('renders the home hero with its head tags', async () => {
    const page = await renderPage(request('/'), { origin, api: pageApi() });
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('<h1 id="hero-title"');
    expect(page?.body).toContain('Begin Your Quest');
    expect(page?.title).toBe('<title>Feastforge · Conjure Epic Fantasy Recipes</title>');
    expect(page?.headTags).toContain(`<link rel="canonical" href="${origin}/" data-page-head />`);
    expect(page?.headTags).toContain('<meta property="og:url" content="https://feastforge.test/" data-page-head />');
    expect(page?.headTags).not.toContain('noindex');
  });

  it.each([
    ['/how-it-works', 'How It Works'],
    ['/gallery', 'Feast Hall'],
    ['/wizard', 'Create Recipe'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact Us'],
    ['/register-benefits', 'Why Register'],
  ])('renders %s with its own title', async (path, title) => {
    const page = await renderPage(request(path), { origin, api: pageApi() });
    expect(page?.status).toBe(200);
    expect(page?.title).toBe(`<title>${title} · Feastforge</title>`);
    expect(page?.body).toContain('<main id="main"');
    expect(page?.body).not.toContain('<script');
  });

  it('renders a published recipe with its ingredients, steps, preview tags and JSON-LD, all escaped', async () => {
    const recipe = publishedRecipe();
    const api = pageApi({ [`/api/recipes/${recipe.id}`]: recipe });
    const page = await renderPage(request(`/recipe/${recipe.id}`), { origin, api });
    // The page reads its recipe from the API, as a visitor.
    expect(api.asked).toEqual([`/api/recipes/${recipe.id}`]);
    expect(page?.body).toContain('cooked beans');
    expect(page?.body).toContain('2 red peppers');
    expect(page?.body).toContain('Simmer everything for 30 minutes.');
    expect(page?.title).toBe('<title>Stew &quot;of&quot; &lt;Heroes&gt; &amp; $&amp; Friends · Feastforge</title>');
    expect(page?.headTags).toContain(`<link rel="canonical" href="${origin}/recipe/${recipe.id}" data-page-head />`);
    expect(page?.headTags).toContain(
      `<meta property="og:image" content="${origin}/og/recipes/${recipe.id}.png" data-page-head />`,
    );
    expect(page?.headTags).toContain('<meta property="og:image:width" content="1200" data-page-head />');
    // The picture's WebP is fetched from the head, at the width the page's <picture> will pick.
    expect(page?.headTags).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/media/recipes/stew-480.webp 480w, ' +
        '/media/recipes/stew-800.webp 800w, /media/recipes/stew-1200.webp 1200w" ' +
        'imagesizes="(min-width: 816px) 768px, calc(100vw - 32px)" fetchpriority="high" data-page-head />',
    );
    expect(page?.body).toContain('sizes="(min-width: 816px) 768px, calc(100vw - 32px)"');
    const jsonLd =
      /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(page?.headTags ?? '')?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Recipe', name: recipe.recipeData.title, totalTime: 'PT55M' });
    // The page data carries the recipe's read for hydration, with '<' escaped.
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page?.dataScript ?? '')?.[1];
    expect(data).not.toContain('<');
    const { reads } = JSON.parse(data ?? '') as { reads: { queries: Array<{ queryKey: unknown; state: unknown }> } };
    expect(reads.queries).toHaveLength(1);
    expect(reads.queries[0]).toMatchObject({
      queryKey: ['viewer', 'visitor', 'recipe', recipe.id],
      state: { data: recipe, status: 'success' },
    });
  });

  it('gives a recipe the API does not show a visitor a generic page with noindex that tells nothing', async () => {
    const hidden = publishedRecipe({ recipeData: buildRecipeData({ title: 'Secret Family Stew' }) });
    // Unknown, or unpublished (which the API answers a visitor the same way), or the API failing.
    const failing = async () => Response.json({ error: { code: 'internal', message: 'Down.' } }, { status: 500 });
    for (const api of [pageApi(), failing]) {
      const page = await renderPage(request(`/recipe/${hidden.id}`), { origin, api });
      expect(page?.status).toBe(200);
      expect(page?.headTags).toContain('<meta name="robots" content="noindex" data-page-head />');
      expect(page?.headTags).not.toContain('canonical');
      expect(page?.headTags).not.toContain('og:');
      expect(`${page?.body}${page?.dataScript}`).not.toContain('Secret Family Stew');
      expect(page?.dataScript).toContain('"reads":{"mutations":[],"queries":[]}');
    }
  });

  it('never shows an unpublished recipe, even when the API it is given answers one', async () => {
    const hidden = publishedRecipe({
      isPublished: false,
      recipeData: buildRecipeData({ title: 'Secret Family Stew' }),
    });
    const page = await renderPage(request(`/recipe/${hidden.id}`), {
      origin,
      api: pageApi({ [`/api/recipes/${hidden.id}`]: hidden }),
    });
    expect(page?.headTags).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(`${page?.title}${page?.headTags}${page?.body}${page?.dataScript}`).not.toContain('Secret Family Stew');
  });

  it('leaves no timer behind (the read cache of a render is cleared)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const recipe = publishedRecipe();
      await renderPage(request(`/recipe/${recipe.id}`), {
        origin,
        api: pageApi({ [`/api/recipes/${recipe.id}`]: recipe }),
      });
      await renderPage(request('/'), {
        origin,
        api: pageApi({ '/api/home': { carousel: [], latest: [], featured: null } }),
      });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an unknown address with the 404 page, not indexed', async () => {
    const page = await renderPage(request('/no-such-page'), { origin, api: pageApi() });
    expect(page?.status).toBe(404);
    expect(page?.body).toContain('Oops! Page not found');
    expect(page?.headTags).toContain('noindex');
  });

  it.each(['/my-recipes', '/shop', '/admin', '/badges', '/auth'])(
    'leaves %s to the browser (app shell)',
    async (path) => {
      expect(await renderPage(request(path), { origin, api: pageApi() })).toBeNull();
    },
  );
});
