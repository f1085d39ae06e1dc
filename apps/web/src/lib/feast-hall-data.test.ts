import { GalleryPageSchema, RecipeCardSchema, type GalleryPage, type RecipeCard } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { isRecipeCard, readGalleryPage } from './feast-hall-data.ts';

function buildCard(overrides: Partial<RecipeCard> = {}): RecipeCard {
  return {
    id: 'a3f1c2d4-0000-4000-8000-000000000001',
    title: 'Dragonfire Chili',
    description: 'Beans, smoke and a dragon’s temper.',
    rarity: 'epic',
    recipeType: 'main',
    image: '/media/recipes/a3f1c2d4.png',
    createdAt: '2026-11-20T10:00:00.000Z',
    author: { id: 'b3f1c2d4-0000-4000-8000-000000000002', displayName: 'Bard' },
    ...overrides,
  };
}

function buildPage(overrides: Partial<GalleryPage> = {}): GalleryPage {
  return {
    recipes: [buildCard(), buildCard({ id: 'x', image: null, author: { id: 'y', displayName: null } })],
    page: 2,
    pageSize: 40,
    total: 42,
    totalPages: 2,
    ...overrides,
  };
}

/** Page data as it may arrive damaged: the page's fields and its first card's replaced. */
function damagedPage(page: Record<string, unknown>, card: Record<string, unknown> = {}): unknown {
  return { ...buildPage(), ...page, recipes: page['recipes'] ?? [{ ...buildCard(), ...card }] };
}

describe('readGalleryPage', () => {
  it('accepts what the server sends, as the shared schema does', () => {
    for (const page of [buildPage(), buildPage({ recipes: [], page: 1, total: 0, totalPages: 0 })]) {
      expect(GalleryPageSchema.parse(page)).toEqual(page);
      expect(readGalleryPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
    }
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'page'],
    ['a page without recipes', { page: 1, pageSize: 40, total: 0, totalPages: 0 }],
    ['recipes that are not a list', damagedPage({ recipes: { 0: buildCard() } })],
    ['a page without its number', damagedPage({ page: undefined })],
    ['a page number in words', damagedPage({ page: '2' })],
    ['a fractional total', damagedPage({ total: 4.5 })],
    ['a page count that is not a number', damagedPage({ totalPages: null })],
    ['a card without a title', damagedPage({}, { title: 7 })],
    ['a card with an image that is not text', damagedPage({}, { image: 5 })],
    ['a card without an author', damagedPage({}, { author: null })],
    ['a card whose author has no display name', damagedPage({}, { author: { id: 'y' } })],
  ])('refuses %s, which the schema refuses too', (_name, value) => {
    expect(GalleryPageSchema.safeParse(value).success).toBe(false);
    expect(readGalleryPage(value)).toBeNull();
  });
});

describe('isRecipeCard', () => {
  it('agrees with the shared schema on a card and on damaged ones', () => {
    const cards: unknown[] = [
      buildCard(),
      buildCard({ image: null }),
      { ...buildCard(), createdAt: undefined },
      { ...buildCard(), rarity: 3 },
      { ...buildCard(), author: { displayName: 'Bard' } },
      [],
    ];
    for (const card of cards) expect(isRecipeCard(card)).toBe(RecipeCardSchema.safeParse(card).success);
  });
});
