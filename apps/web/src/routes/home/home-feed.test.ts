import { HomeFeedSchema, type HomeFeed, type RecipeCard } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { readHomeFeed } from './home-feed.ts';

function buildCard(overrides: Partial<RecipeCard> = {}): RecipeCard {
  return {
    id: 'a3f1c2d4-0000-4000-8000-000000000001',
    title: 'Dragonfire Chili',
    description: 'Beans, smoke and a dragon’s temper.',
    rarity: 'epic',
    recipeType: 'main',
    image: '/media/recipes/a3f1c2d4.png',
    createdAt: '2026-11-20T10:00:00.000Z',
    author: { id: 'b3f1c2d4-0000-4000-8000-000000000002', displayName: null },
    ...overrides,
  };
}

function buildFeed(overrides: Partial<HomeFeed> = {}): HomeFeed {
  const card = buildCard();
  return { carousel: [card], latest: [card, buildCard({ id: 'x', image: null })], featured: card, ...overrides };
}

describe('readHomeFeed', () => {
  it('accepts what the server sends, as the shared schema does', () => {
    for (const feed of [buildFeed(), buildFeed({ featured: null, carousel: [], latest: [] })]) {
      expect(HomeFeedSchema.parse(feed)).toEqual(feed);
      expect(readHomeFeed(JSON.parse(JSON.stringify(feed)))).toEqual(feed);
    }
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'feed'],
    ['a feed without latest cards', { carousel: [], featured: null }],
    ['a feed without featured', { carousel: [], latest: [] }],
    ['a card without a title', buildFeed({ latest: [{ ...buildCard(), title: 7 } as unknown as RecipeCard] })],
    ['a card without an author', buildFeed({ carousel: [{ ...buildCard(), author: null } as unknown as RecipeCard] })],
    ['a featured recipe that is not a card', { carousel: [], latest: [], featured: { id: 'x' } }],
  ])('refuses %s, which the schema refuses too', (_name, value) => {
    expect(HomeFeedSchema.safeParse(value).success).toBe(false);
    expect(readHomeFeed(value)).toBeNull();
  });
});
