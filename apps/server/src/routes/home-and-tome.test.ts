import { describe, expect, it } from 'vitest';
import { HERO_NOT_FOUND_MESSAGE, HOME_CAROUSEL_SIZE, HOME_LATEST_SIZE, type RecipeData } from '@feastforge/domain';
import { confirmEmail, insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const ADMIN_EMAIL = 'chief@feastforge.test';
const t = withTestApp({ ADMIN_EMAIL });

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();

async function signUp(options: { email?: string; confirmed?: boolean } = {}) {
  const user = await registerUser(t, options.email ? { email: options.email } : {});
  if (options.confirmed) await confirmEmail(t, user);
  return { token: user.session.accessToken, userId: user.session.me.user.id };
}

function recipe(userId: string, minutes: number, isPublished: boolean, recipeData: Partial<RecipeData> = {}) {
  return insertSavedRecipe(t.db, userId, { isPublished, createdAt: at(minutes), recipeData });
}

const pictured = (name: string) => ({ title: name, image: `/media/recipes/${name}.png` });

async function home() {
  const res = await t.client().api.home.$get();
  expectStatus(res, 200);
  return res.body;
}

describe('GET /api/home', () => {
  it('shows nothing and no feature when nothing is published', async () => {
    const { userId } = await signUp();
    await recipe(userId, 1, false, pictured('private'));
    expect(await home()).toEqual({ carousel: [], latest: [], featured: null });
  });

  it('puts the 10 newest pictured recipes in the carousel and the 5 newest in the latest cards', async () => {
    const { userId } = await signUp();
    for (let i = 0; i < 14; i += 1) await recipe(userId, i * 2, true, pictured(`pictured-${i}`));
    for (let i = 0; i < 3; i += 1) await recipe(userId, 100 + i, true, { title: `bare-${i}` });
    await recipe(userId, 200, false, pictured('private'));
    const deleted = await recipe(userId, 201, true, pictured('deleted'));
    await t.db
      .updateTable('saved_recipes')
      .set({ deleted_at: at(202) })
      .where('id', '=', deleted)
      .execute();

    const feed = await home();
    expect(feed.carousel.map((c) => c.title)).toEqual(
      Array.from({ length: HOME_CAROUSEL_SIZE }, (_, i) => `pictured-${13 - i}`),
    );
    expect(feed.carousel.every((c) => c.image === `/media/recipes/${c.title}.png`)).toBe(true);
    expect(feed.latest.map((c) => c.title)).toEqual(['bare-2', 'bare-1', 'bare-0', 'pictured-13', 'pictured-12']);
    expect(feed.latest).toHaveLength(HOME_LATEST_SIZE);
    expect(feed.featured?.title).toMatch(/^pictured-\d+$/);
    expect(feed.featured?.image).toBe(`/media/recipes/${feed.featured?.title ?? ''}.png`);
  });

  it('features a pictured recipe only, and none when no published recipe has a picture', async () => {
    const { userId } = await signUp();
    await recipe(userId, 1, true, { title: 'bare' });
    const bare = await home();
    expect(bare).toMatchObject({ carousel: [], featured: null });
    expect(bare.latest.map((c) => c.title)).toEqual(['bare']);

    await recipe(userId, 0, true, pictured('only'));
    const feed = await home();
    expect(feed.featured?.title).toBe('only');
    expect(feed.carousel.map((c) => c.title)).toEqual(['only']);
  });
});

describe('GET /api/users/{id}/tome', () => {
  async function heroWithRecipes() {
    const hero = await signUp();
    await t.db.updateTable('profiles').set({ display_name: 'Grimbold' }).where('id', '=', hero.userId).execute();
    await recipe(hero.userId, 1, true, { title: 'Public Pie' });
    await recipe(hero.userId, 2, false, { title: 'Secret Soup' });
    const gone = await recipe(hero.userId, 3, true, { title: 'Deleted Dish' });
    expectStatus(await t.client({ token: hero.token }).api.recipes[':id'].$delete({ param: { id: gone } }), 204);
    return hero;
  }

  const tome = (id: string, token?: string) => t.client({ token }).api.users[':id'].tome.$get({ param: { id } });

  it('shows visitors and other heroes the public profile and published recipes only', async () => {
    const hero = await heroWithRecipes();
    const stranger = await signUp();
    const unconfirmedAdmin = await signUp({ email: ADMIN_EMAIL });
    for (const token of [undefined, stranger.token, unconfirmedAdmin.token]) {
      const res = await tome(hero.userId, token);
      expectStatus(res, 200);
      expect(res.body.recipes.map((r) => [r.title, r.isPublished])).toEqual([['Public Pie', true]]);
      expect(res.body.profile).toMatchObject({ id: hero.userId, displayName: 'Grimbold', level: 1 });
      expect(Object.keys(res.body.profile).sort()).toEqual(
        [
          'characterClass',
          'createdAt',
          'currentXp',
          'displayName',
          'gender',
          'heroPortraitUrl',
          'id',
          'level',
          'race',
          'totalXp',
        ].sort(),
      );
      expect(JSON.stringify(res.body)).not.toMatch(/Secret Soup|Deleted Dish|@example\.com|mana|referral/i);
    }
  });

  it('shows the hero themself and a confirmed admin the unpublished recipes too, newest first', async () => {
    const hero = await heroWithRecipes();
    const admin = await signUp({ email: ADMIN_EMAIL, confirmed: true });
    for (const token of [hero.token, admin.token]) {
      const res = await tome(hero.userId, token);
      expectStatus(res, 200);
      expect(res.body.recipes.map((r) => [r.title, r.isPublished])).toEqual([
        ['Secret Soup', false],
        ['Public Pie', true],
      ]);
    }
  });

  it("shows the hero's unlocked badges, newest first, and none while they have none", async () => {
    const hero = await heroWithRecipes();
    const before = await tome(hero.userId);
    expectStatus(before, 200);
    expect(before.body.badges).toEqual([]);

    const check = await t.client({ token: hero.token }).api.badges.check.$post();
    expectStatus(check, 200);
    expect(check.body.newBadges.length).toBeGreaterThan(0);
    const unlocked = await t.db
      .selectFrom('user_badges')
      .innerJoin('badges', 'badges.id', 'user_badges.badge_id')
      .select(['badges.name', 'user_badges.unlocked_at'])
      .where('user_badges.user_id', '=', hero.userId)
      .execute();

    const res = await tome(hero.userId);
    expectStatus(res, 200);
    expect(res.body.badges.map((badge) => badge.name).sort()).toEqual(check.body.newBadges.slice().sort());
    expect(res.body.badges.map((badge) => badge.name).sort()).toEqual(unlocked.map((row) => row.name).sort());
    const times = res.body.badges.map((badge) => badge.unlockedAt);
    expect(times).toEqual(times.slice().sort().reverse());
    for (const badge of res.body.badges) {
      expect(Object.keys(badge).sort()).toEqual(['category', 'description', 'icon', 'id', 'name', 'unlockedAt']);
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers %s with 404 and the error body',
    async (id) => {
      const res = await tome(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: HERO_NOT_FOUND_MESSAGE } });
    },
  );
});
