import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BADGE_CATEGORIES, BADGE_IDS, BADGE_TEXTS, LEVEL_UP_TITLE, type RecipeData } from '@feastforge/domain';
import type { ImageMaker } from '../providers/image-maker.ts';
import type { LiveEvent } from '../services/live/live-events.ts';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

const listBadges = (token?: string) => t.client({ token }).api.badges.$get();
const check = (token?: string) => t.client({ token }).api.badges.check.$post();

/** The names a check unlocks now; anything but a 200 fails the test. */
async function checked(token: string): Promise<string[]> {
  const res = await check(token);
  expectStatus(res, 200);
  return res.body.newBadges;
}

async function unlockedIds(userId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('user_badges').select('badge_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.badge_id).sort();
}

async function notificationsOf(userId: string) {
  return t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'action_url', 'version'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

async function recipes(userId: string, count: number, data: Partial<RecipeData> = {}) {
  for (let i = 0; i < count; i += 1) await insertSavedRecipe(t.db, userId, { recipeData: data });
}

/** A user who signed up through `referrerId`'s link, confirmed or not. */
async function referred(referrerId: string, confirmed: boolean) {
  const { userId } = await signUp();
  if (confirmed) {
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
  }
  await t.db
    .insertInto('referrals')
    .values({ id: randomUUID(), referrer_id: referrerId, referred_id: userId, created_at: new Date().toISOString() })
    .execute();
}

async function chestDays(userId: string, days: string[]) {
  await t.db
    .insertInto('daily_chest_claims')
    .values(
      days.map((day) => ({
        id: randomUUID(),
        user_id: userId,
        claim_day: day,
        reward_type: 'mana',
        reward_amount: 5,
        created_at: `${day}T08:00:00.000Z`,
      })),
    )
    .execute();
}

describe('GET /api/badges', () => {
  it('lists at least 24 badges over the five categories, grouped in their order, all locked for visitors', async () => {
    const res = await listBadges();
    expectStatus(res, 200);
    const { badges } = res.body;
    expect(badges.length).toBeGreaterThanOrEqual(24);
    expect(new Set(badges.map((badge) => badge.category))).toEqual(new Set(BADGE_CATEGORIES));
    const ranks = badges.map((badge) => BADGE_CATEGORIES.indexOf(badge.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(badges.every((badge) => !badge.unlocked && badge.unlockedAt === null)).toBe(true);
    expect(badges.every((badge) => badge.name && badge.description && badge.icon)).toBe(true);
    expect(new Set(badges.map((badge) => badge.name)).size).toBe(badges.length);
  });

  it('seeds exactly the badges the domain has rules for', async () => {
    const rows = await t.db.selectFrom('badges').select('id').execute();
    expect(rows.map((row) => row.id).sort()).toEqual([...BADGE_IDS].sort());
  });

  it("marks the signed-in user's badges unlocked, with when, and no one else's", async () => {
    const hero = await signUp();
    const other = await signUp();
    await recipes(hero.userId, 1);
    await checked(hero.token);
    const mine = await listBadges(hero.token);
    expectStatus(mine, 200);
    const firstFeast = mine.body.badges.find((badge) => badge.id === 'first-recipe');
    expect(firstFeast).toMatchObject({ unlocked: true, unlockedAt: expect.any(String) });
    expect(Date.parse(firstFeast?.unlockedAt ?? '')).not.toBeNaN();
    const theirs = await listBadges(other.token);
    expectStatus(theirs, 200);
    expect(theirs.body.badges.some((badge) => badge.unlocked)).toBe(false);
  });

  it('answers 401 to a token that no longer proves a session, so the client refreshes it', async () => {
    const res = await listBadges('forged.token.value');
    expectStatus(res, 401);
  });
});

describe('POST /api/badges/check', () => {
  it('needs a signed-in user, in the spec’s words', async () => {
    const res = await check();
    expectStatus(res, 401);
    expect(res.body.error.message).toBe(BADGE_TEXTS.signInToCheck);
  });

  it('answers nothing new for a new hero, then the recipe badges once, then nothing again', async () => {
    const { token, userId } = await signUp();
    expect(await checked(token)).toEqual([]);
    await recipes(userId, 1, { rarity: 'rare', recipeType: 'elixir' });
    expect(await checked(token)).toEqual(['First Feast', 'Rare Find', 'Alchemist']);
    expect(await checked(token)).toEqual([]);
    expect(await unlockedIds(userId)).toEqual(['first-elixir', 'first-rare', 'first-recipe']);
  });

  it('writes one notification for the badges of one check, naming each and pointing at /badges, and tells the open tabs', async () => {
    const { token, userId } = await signUp();
    const seen: LiveEvent[] = [];
    const stop = t.deps.live.subscribe(userId, (event) => seen.push(event));
    await recipes(userId, 1, { rarity: 'epic', recipeType: 'dessert' });
    expect(await checked(token)).toEqual(['First Feast', 'Epic Flavour', 'Sweet Tooth']);
    stop();
    const notes = await notificationsOf(userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: '🎉 3 Badges Unlocked!',
      message: 'You unlocked First Feast, Epic Flavour and Sweet Tooth. See all your badges.',
      action_url: '/badges',
    });
    // One version for the whole unlock, newer than the recipe's, so a pull brings them together.
    const [version] = [...new Set(notes.map((note) => Number(note.version)))];
    expect(new Set(notes.map((note) => Number(note.version))).size).toBe(1);
    const { version: current } = await t.db
      .selectFrom('sync_versions')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(version).toBe(Number(current));
    expect(seen).toContainEqual({ type: 'notification' });
  });

  it('unlocks a badge once under 20 parallel checks, and names it in exactly one answer', async () => {
    const { token, userId } = await signUp();
    await recipes(userId, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checked(token)));
    const naming = answers.filter((names) => names.includes('First Feast'));
    expect(naming).toHaveLength(1);
    expect(answers.flat().sort()).toEqual(['First Feast', 'Hearty Main', 'Humble Beginnings'].sort());
    expect(await unlockedIds(userId)).toEqual(['first-common', 'first-main', 'first-recipe']);
    // One notification per answer that unlocked something, and each badge named in exactly one.
    const notes = await notificationsOf(userId);
    expect(notes).toHaveLength(answers.filter((names) => names.length > 0).length);
    for (const name of ['First Feast', 'Hearty Main', 'Humble Beginnings'])
      expect(notes.filter((note) => note.message.includes(name))).toHaveLength(1);
  });

  it('counts live recipes at 10 and every recipe type', async () => {
    const { token, userId } = await signUp();
    await recipes(userId, 9, { recipeType: 'main' });
    expect(await checked(token)).not.toContain('Apprentice Cook');
    const types = ['breakfast', 'starter', 'dessert', 'snacks', 'elixir'] as const;
    for (const recipeType of types.slice(0, 4)) await recipes(userId, 1, { recipeType });
    const tenth = await checked(token);
    expect(tenth).toContain('Apprentice Cook');
    expect(tenth).not.toContain('Well-Rounded Palate');
    await recipes(userId, 1, { recipeType: 'elixir' });
    expect(await checked(token)).toEqual(['Alchemist', 'Well-Rounded Palate']);
  });

  it('does not count a deleted recipe', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    await t.db
      .updateTable('saved_recipes')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await checked(token)).toEqual([]);
  });

  it('rewards published recipes and referred friends who confirmed their address', async () => {
    const { token, userId } = await signUp();
    await recipes(userId, 1);
    await checked(token);
    await t.db.updateTable('saved_recipes').set({ publish_xp_awarded: 1 }).where('user_id', '=', userId).execute();
    expect(await checked(token)).toEqual(['Town Crier']);

    await referred(userId, false);
    expect(await checked(token)).toEqual([]);
    await referred(userId, true);
    expect(await checked(token)).toEqual(['Fellowship']);
    for (let i = 0; i < 3; i += 1) await referred(userId, true);
    expect(await checked(token)).toEqual([]);
    await referred(userId, true);
    expect(await checked(token)).toEqual(['Guild Recruiter']);
  });

  it('rewards the first chest and streaks of 3 and 7 days in a row, not 3 scattered days', async () => {
    const { token, userId } = await signUp();
    await chestDays(userId, ['2026-06-01', '2026-06-03', '2026-06-05']);
    expect(await checked(token)).toEqual(['Treasure Seeker']);
    await chestDays(userId, ['2026-06-02']);
    expect(await checked(token)).toEqual(['Three-Day Streak']);
    await chestDays(userId, ['2026-06-04', '2026-06-06']);
    expect(await checked(token)).toEqual([]);
    await chestDays(userId, ['2026-06-07']);
    expect(await checked(token)).toEqual(['Week of Wonders']);
  });

  it('rewards a complete hero, a portrait, a redeemed code and levels 5 and 10', async () => {
    const { token, userId } = await signUp();
    // Written behind the API's back: a profile edit through it unlocks the badge itself
    // (badges.after-writes.test.ts); this test is about the check's rules.
    await t.db
      .updateTable('profiles')
      .set({ race: 'Dwarf', character_class: 'Cleric', gender: 'female' })
      .where('id', '=', userId)
      .execute();
    expect(await checked(token)).toEqual(['Character Sheet']);

    await t.db
      .updateTable('profiles')
      .set({ hero_portrait_url: '/media/portraits/x.png' })
      .where('id', '=', userId)
      .execute();
    expect(await checked(token)).toEqual(['Portrait Sitting']);

    const codeId = randomUUID();
    const now = new Date().toISOString();
    await t.db
      .insertInto('promotion_codes')
      .values({
        id: codeId,
        code: 'FEAST',
        mana_amount: 5,
        max_uses: null,
        is_active: 1,
        created_by: null,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('promotion_code_redemptions')
      .values({ id: randomUUID(), promotion_code_id: codeId, user_id: userId, created_at: now })
      .execute();
    expect(await checked(token)).toEqual(['Secret Word']);

    await t.db.updateTable('profiles').set({ level: 4 }).where('id', '=', userId).execute();
    expect(await checked(token)).toEqual([]);
    await t.db.updateTable('profiles').set({ level: 10 }).where('id', '=', userId).execute();
    expect(await checked(token)).toEqual(['Rising Hero', 'Seasoned Hero']);
  });
});

/** Images that cost nothing to make. */
const fastImages: ImageMaker = {
  kind: 'procedural',
  recipeImage: (request) => Promise.resolve({ ok: true, url: `/media/recipes/${request.key}.png` }),
  portrait: (request) => Promise.resolve({ ok: true, url: `/media/portraits/${request.key}.png` }),
};

describe('badges after generation and publish', () => {
  const CHOICES = { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 } as const;

  it('unlocks the first recipe’s badges with the generation, and a level-up writes its notification', async () => {
    t.deps.imageMaker = fastImages;
    const { token, userId } = await signUp();
    // 49 XP into level 1: any recipe (10 XP or more) reaches level 2.
    await t.db.updateTable('profiles').set({ current_xp: 49, total_xp: 49 }).where('id', '=', userId).execute();
    const seen: LiveEvent[] = [];
    const stop = t.deps.live.subscribe(userId, (event) => seen.push(event));
    const res = await t.client({ token }).api.recipes.generate.$post({ json: CHOICES });
    stop();
    expectStatus(res, 201);
    if (res.body.isTrial) throw new Error('a signed-in user was answered a trial');
    expect(res.body.xp).toMatchObject({ level_ups: 1, new_level: 2 });
    expect(res.body.newBadges).toContain('First Feast');
    expect(res.body.newBadges).toContain('Hearty Main');
    expect(await unlockedIds(userId)).toContain('first-recipe');
    const notes = await notificationsOf(userId);
    expect(notes.filter((note) => note.title === LEVEL_UP_TITLE)).toEqual([
      expect.objectContaining({ action_url: '/my-recipes', message: expect.stringContaining('level 2') }),
    ]);
    // The generation unlocked several badges: they arrive as one notification that counts them.
    expect(notes.filter((note) => note.title.includes('Badge'))).toEqual([
      expect.objectContaining({ title: `🎉 ${res.body.newBadges.length} Badges Unlocked!`, action_url: '/badges' }),
    ]);
    expect(seen).toEqual(expect.arrayContaining([{ type: 'profile' }, { type: 'notification' }]));
    // Already unlocked with the generation: a manual check finds nothing new.
    expect(await checked(token)).toEqual([]);
  });

  it('unlocks Town Crier with the first publish only', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    await checked(token);
    const api = t.client({ token }).api.recipes[':id'];
    const first = await api.$patch({ param: { id }, json: { isPublished: true } });
    expectStatus(first, 200);
    expect(first.body.newBadges).toEqual(['Town Crier']);
    await api.$patch({ param: { id }, json: { isPublished: false } });
    const again = await api.$patch({ param: { id }, json: { isPublished: true } });
    expectStatus(again, 200);
    expect(again.body.newBadges).toEqual([]);
    expect(await unlockedIds(userId)).toContain('first-publish');
  });

  it('unlocks Town Crier when the first publish comes through sync', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    const res = await t.client({ token }).api.sync.push.$post({
      json: { clientId: 'tab-1', mutations: [{ id: 1, name: 'recipe.publish', args: { id } }] },
    });
    expectStatus(res, 200);
    expect(await unlockedIds(userId)).toContain('first-publish');
    const notes = await notificationsOf(userId);
    expect(notes.some((note) => note.message.includes('Town Crier'))).toBe(true);
  });
});
