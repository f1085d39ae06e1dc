import { describe, expect, it } from 'vitest';
import { BADGE_UNLOCKED_TITLE, HERO_PORTRAIT_FAILED_MESSAGE, VALIDATION, XP_HERO_PORTRAIT } from '@feastforge/domain';
import type { ImageMaker } from '../providers/image-maker.ts';
import type { LiveEvent } from '../services/live/live-events.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import type { TestApp } from '../testing/harness.ts';
import { TOO_MANY_ATTEMPTS } from '../services/rate-limits.ts';

const t = withTestApp();

async function hero(
  profile: { race?: 'Elf' | 'Dwarf'; characterClass?: 'Bard' | 'Monk'; gender?: 'Other' } = {},
  app: TestApp = t,
) {
  const { session } = await registerUser(app);
  const token = session.accessToken;
  if (Object.keys(profile).length > 0) {
    expectStatus(await app.client({ token }).api.me.profile.$patch({ json: profile }), 200);
  }
  return { token, userId: session.me.user.id };
}

const paint = (token?: string, app: TestApp = t) => app.client({ token }).api.me.portrait.$post();

async function xpOf(userId: string, app: TestApp = t) {
  return app.db
    .selectFrom('profiles')
    .select(['total_xp', 'current_xp', 'hero_portrait_xp_awarded', 'hero_portrait_url'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Portraits that cost nothing to make, each at its own address. */
const fastPortraits: ImageMaker = {
  kind: 'procedural',
  recipeImage: (request) => Promise.resolve({ ok: true, url: `/media/recipes/${request.key}.png` }),
  portrait: (request) => Promise.resolve({ ok: true, url: `/media/portraits/${request.key}.png` }),
};

describe('POST /api/me/portrait', () => {
  it('needs a signed-in user', async () => {
    expectStatus(await paint(), 401);
  });

  it('needs both race and class, in the spec’s words, and changes nothing without them', async () => {
    for (const profile of [{}, { race: 'Elf' as const }, { characterClass: 'Bard' as const }]) {
      const { token, userId } = await hero(profile);
      const res = await paint(token);
      expectStatus(res, 400);
      expect(res.body.error.message).toBe(VALIDATION.portraitNeeds);
      expect(await xpOf(userId)).toMatchObject({ total_xp: 0, hero_portrait_url: null });
    }
  });

  it('paints the portrait, awards 30 XP and unlocks Portrait Sitting the first time; a repaint awards nothing', async () => {
    const { token, userId } = await hero({ race: 'Dwarf', characterClass: 'Monk' });
    const seen: LiveEvent[] = [];
    const stop = t.deps.live.subscribe(userId, (event) => seen.push(event));
    const first = await paint(token);
    stop();
    expectStatus(first, 200);
    expect(first.body.xp).toEqual({ xp_gained: XP_HERO_PORTRAIT, level_ups: 0, new_level: 1 });
    expect(first.body.newBadges).toEqual(['Portrait Sitting']);
    const url = first.body.profile.heroPortraitUrl;
    expect(url).toMatch(/^\/media\/portraits\/[\w-]+\.png$/);
    expect(first.body.profile.totalXp).toBe(XP_HERO_PORTRAIT);
    // The real procedural painter stored the image.
    expect(await t.deps.media.has((url ?? '').replace('/media/', ''))).toBe(true);
    expect(seen).toEqual(expect.arrayContaining([{ type: 'profile' }, { type: 'notification' }]));

    const second = await paint(token);
    expectStatus(second, 200);
    expect(second.body.xp).toBeNull();
    expect(second.body.newBadges).toEqual([]);
    expect(second.body.profile.heroPortraitUrl).not.toBe(url);
    expect(second.body.profile.totalXp).toBe(XP_HERO_PORTRAIT);
    // The replaced portrait is gone from the store.
    expect(await t.deps.media.has((url ?? '').replace('/media/', ''))).toBe(false);
    const notes = await t.db.selectFrom('notifications').select('title').where('user_id', '=', userId).execute();
    expect(notes).toEqual([{ title: BADGE_UNLOCKED_TITLE }]);
  });

  it('answers the spec’s failure text when the portrait cannot be made, awarding nothing', async () => {
    t.deps.imageMaker = {
      ...fastPortraits,
      portrait: () => Promise.resolve({ ok: false, reason: 'the easel fell over' }),
    };
    const { token, userId } = await hero({ race: 'Elf', characterClass: 'Bard' });
    const res = await paint(token);
    expectStatus(res, 502);
    expect(res.body.error.message).toBe(HERO_PORTRAIT_FAILED_MESSAGE);
    expect(await xpOf(userId)).toMatchObject({ total_xp: 0, hero_portrait_xp_awarded: 0, hero_portrait_url: null });
  });

  it('paints at most five portraits per user an hour, then answers 429 with Retry-After and changes nothing', async () => {
    t.deps.imageMaker = fastPortraits;
    const { token, userId } = await hero({ race: 'Elf', characterClass: 'Bard' });
    for (let i = 0; i < 5; i++) expectStatus(await paint(token), 200);
    const painted = (await xpOf(userId)).hero_portrait_url;
    const refused = await paint(token);
    expectStatus(refused, 429);
    expect(refused.body.error.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect((await xpOf(userId)).hero_portrait_url).toBe(painted);
    // The limit is per user: another hero still paints.
    const other = await hero({ race: 'Dwarf', characterClass: 'Monk' });
    expectStatus(await paint(other.token), 200);
  });
});

describe('POST /api/me/portrait, many at once', () => {
  // Ten at once is past the default hourly limit; this test is about the XP race, not the limit.
  const many = withTestApp({ PORTRAITS_PER_HOUR: '20' });

  it('awards the portrait XP once when ten portraits are painted at once', async () => {
    many.deps.imageMaker = fastPortraits;
    const { token, userId } = await hero({ race: 'Elf', characterClass: 'Bard', gender: 'Other' }, many);
    const answers = await Promise.all(Array.from({ length: 10 }, () => paint(token, many)));
    const awarded = answers.filter((res) => res.status === 200 && res.body.xp !== null);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(awarded).toHaveLength(1);
    expect(await xpOf(userId, many)).toMatchObject({ total_xp: XP_HERO_PORTRAIT, hero_portrait_xp_awarded: 1 });
    const badges = await many.db.selectFrom('user_badges').select('badge_id').where('user_id', '=', userId).execute();
    expect(badges.map((row) => row.badge_id).sort()).toEqual(['hero-portrait', 'hero-profile']);
  });
});
