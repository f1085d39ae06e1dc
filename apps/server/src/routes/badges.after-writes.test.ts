import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BADGE_UNLOCKED_TITLE } from '@feastforge/domain';
import type { LiveEvent } from '../services/live/live-events.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

// Badges earned by a write unlock with that write, not at the next unrelated check.
const t = withTestApp();

/** A new user, and the live event types their open tabs receive from now on. */
async function signUp() {
  const { session } = await registerUser(t);
  const userId = session.me.user.id;
  const events: LiveEvent['type'][] = [];
  t.deps.live.subscribe(userId, (event) => events.push(event.type));
  return { token: session.accessToken, userId, events };
}

async function unlockedIds(userId: string): Promise<string[]> {
  const rows = await t.db.selectFrom('user_badges').select('badge_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.badge_id).sort();
}

async function badgeNotes(userId: string) {
  return t.db
    .selectFrom('notifications')
    .select('title')
    .where('user_id', '=', userId)
    .where('title', '=', BADGE_UNLOCKED_TITLE)
    .execute();
}

describe('badges unlocked by the write that earns them', () => {
  it("a promotion code redemption unlocks 'promo-redeemed' at once, with its notification", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('promotion_codes')
      .values({
        id: randomUUID(),
        code: 'SECRET10',
        mana_amount: 10,
        max_uses: null,
        is_active: 1,
        created_by: null,
        created_at: now,
      })
      .execute();
    const user = await signUp();
    expectStatus(await t.client({ token: user.token }).api.promo.redeem.$post({ json: { code: 'SECRET10' } }), 200);
    expect(await unlockedIds(user.userId)).toEqual(['promo-redeemed']);
    expect(await badgeNotes(user.userId)).toHaveLength(1);
    expect(user.events).toEqual(expect.arrayContaining(['profile', 'notification']));
  });

  it("completing the hero through PATCH /api/me/profile unlocks 'hero-profile' at once", async () => {
    const user = await signUp();
    const profile = t.client({ token: user.token }).api.me.profile;
    expectStatus(await profile.$patch({ json: { race: 'Elf', characterClass: 'Bard' } }), 200);
    expect(await unlockedIds(user.userId)).toEqual([]);
    expectStatus(await profile.$patch({ json: { gender: 'Other' } }), 200);
    expect(await unlockedIds(user.userId)).toEqual(['hero-profile']);
    expect(await badgeNotes(user.userId)).toHaveLength(1);
    expect(user.events).toEqual(expect.arrayContaining(['profile', 'notification']));
  });

  it("completing the hero through a synced profile.update unlocks 'hero-profile' at once", async () => {
    const user = await signUp();
    const res = await t.client({ token: user.token }).api.sync.push.$post({
      json: {
        clientId: 'phone',
        mutations: [
          { id: 1, name: 'profile.update', args: { race: 'Dwarf', characterClass: 'Monk', gender: 'Other' } },
        ],
      },
    });
    expectStatus(res, 200);
    expect(res.body.results).toEqual([{ id: 1, status: 'applied' }]);
    expect(await unlockedIds(user.userId)).toEqual(['hero-profile']);
    // The notification comes down with the profile on the next pull.
    const pulled = await t.client({ token: user.token }).api.sync.pull.$get({ query: {} });
    expectStatus(pulled, 200);
    expect(JSON.stringify(pulled.body)).toContain(BADGE_UNLOCKED_TITLE);
  });
});
