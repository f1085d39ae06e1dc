import type { RecipeAnswer } from '@feastforge/domain';
import { insertSavedRecipe, registerUser, withTestApp } from '@feastforge/server/testing';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';

const origin = 'https://feastforge.test';
const t = withTestApp({}, { per: 'file' });

/** The schema.org blocks of a rendered page's head, parsed. */
function jsonLdOf(headTags: string | undefined): Array<Record<string, unknown>> {
  const blocks = [...(headTags ?? '').matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as Record<string, unknown>);
}

/** The test app's API, as the server hands it to the renderer. */
const api = async (request: Request) => t.app.request(request);

/** The recipe a visitor's browser would get from the server for /recipe/{id}, or null (404). */
async function visitorRecipe(id: string): Promise<RecipeAnswer | null> {
  const res = await t.client().api.recipes[':id'].$get({ param: { id } });
  return res.status === 200 ? (res.body as RecipeAnswer) : null;
}

/** A hero's recipe saved to the test database. */
async function savedRecipe(options: Parameters<typeof insertSavedRecipe>[2]) {
  const { session } = await registerUser(t, { displayName: 'Brannoc the Bard' });
  const id = await insertSavedRecipe(t.db, session.me.user.id, options);
  return { id, authorId: session.me.user.id };
}

const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;

describe('search engines on a recipe page', () => {
  it('read a complete schema.org Recipe from the server-rendered head', async () => {
    const { id, authorId } = await savedRecipe({
      isPublished: true,
      recipeData: {
        title: 'Frostpeak Lamb </script><b>',
        image: '/media/recipes/frostpeak.png',
        recipeType: 'starter',
        rarity: 'epic',
        prepTime: '1h 30m',
        cookTime: '90 min',
        servings: 6,
        instructions: ['Brown the lamb.', 'Braise it slowly.', 'Rest and carve.'],
        nutrition: { calories: 450, protein: 20, carbs: 30, fat: 18 },
      },
    });
    const recipe = await visitorRecipe(id);
    expect(recipe?.isPublished).toBe(true);
    const page = await renderPage(new Request(`${origin}/recipe/${id}`), { origin, api });
    expect(page?.headTags).not.toContain('noindex');
    const [data, ...others] = jsonLdOf(page?.headTags);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Frostpeak Lamb </script><b>',
      description: recipe?.recipeData.description,
      image: [`${origin}/media/recipes/frostpeak.png`],
      url: `${origin}/recipe/${id}`,
      prepTime: 'PT1H30M',
      cookTime: 'PT1H30M',
      totalTime: 'PT3H',
      recipeYield: '6 servings',
      recipeCategory: 'Appetizer',
      keywords: 'Epic recipe, Appetizer, fantasy recipe',
      recipeIngredient: recipe?.recipeData.ingredients,
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Brown the lamb.' },
        { '@type': 'HowToStep', position: 2, text: 'Braise it slowly.' },
        { '@type': 'HowToStep', position: 3, text: 'Rest and carve.' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '450 calories',
        proteinContent: '20 g',
        carbohydrateContent: '30 g',
        fatContent: '18 g',
      },
      author: { '@type': 'Person', name: 'Brannoc the Bard', url: `${origin}/my-recipes/${authorId}` },
      datePublished: recipe?.createdAt,
    });
    for (const key of ['prepTime', 'cookTime', 'totalTime']) expect(data?.[key]).toMatch(ISO_DURATION);
    for (const image of data?.['image'] as string[]) expect(new URL(image).origin).toBe(origin);
    expect(Number.isNaN(Date.parse(String(data?.['datePublished'])))).toBe(false);
  });

  it('leave out times that cannot be read, and fall back to the social image without a picture', async () => {
    const { id } = await savedRecipe({
      isPublished: true,
      recipeData: { image: '', prepTime: 'a little while', cookTime: '20 min' },
    });
    const [data] = jsonLdOf((await renderPage(new Request(`${origin}/recipe/${id}`), { origin, api }))?.headTags);
    expect(data).not.toHaveProperty('prepTime');
    expect(data).not.toHaveProperty('totalTime');
    expect(data?.['cookTime']).toBe('PT20M');
    expect(data?.['image']).toEqual([`${origin}/og/recipes/${id}.png`]);
  });

  it('share the 1200x900 social image of a published recipe', async () => {
    const { id } = await savedRecipe({ isPublished: true });
    const head = (await renderPage(new Request(`${origin}/recipe/${id}`), { origin, api }))?.headTags ?? '';
    const social = `${origin}/og/recipes/${id}.png`;
    for (const tag of [
      `<meta property="og:image" content="${social}" data-page-head />`,
      '<meta property="og:image:type" content="image/png" data-page-head />',
      '<meta property="og:image:width" content="1200" data-page-head />',
      '<meta property="og:image:height" content="900" data-page-head />',
      '<meta name="twitter:card" content="summary_large_image" data-page-head />',
      `<meta name="twitter:image" content="${social}" data-page-head />`,
    ])
      expect(head).toContain(tag);
  });

  it('get a generic page with noindex for an unpublished recipe, with nothing of it in the head', async () => {
    const { id } = await savedRecipe({ recipeData: { title: 'Secret Family Stew' } });
    const recipe = await visitorRecipe(id);
    expect(recipe).toBeNull();
    const page = await renderPage(new Request(`${origin}/recipe/${id}`), { origin, api });
    expect(page?.headTags).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(jsonLdOf(page?.headTags)).toEqual([]);
    expect(page?.headTags).not.toContain('og:image');
    expect(`${page?.title}${page?.headTags}${page?.body}`).not.toContain('Secret Family Stew');
  });
});

describe('search engines on the home page', () => {
  it('read a WebSite with a search action into the Feast Hall', async () => {
    const page = await renderPage(new Request(`${origin}/`), { origin, api });
    const blocks = jsonLdOf(page?.headTags);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Feastforge',
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/gallery?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it.each(['/gallery', '/how-it-works', '/no-such-page'])('find no WebSite block on %s', async (path) => {
    const page = await renderPage(new Request(`${origin}${path}`), { origin, api });
    expect(jsonLdOf(page?.headTags)).toEqual([]);
  });
});
