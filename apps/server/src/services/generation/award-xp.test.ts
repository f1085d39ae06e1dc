import { describe, expect, it } from 'vitest';
import { LEVEL_UP_TITLE, xp } from '@feastforge/domain';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { nextVersion } from '../sync/versions.ts';
import { awardXp } from './award-xp.ts';

const t = withTestApp();

describe('awardXp', () => {
  // Level L to L+1 needs 50 x L squared: 50 to level 2, 200 more to level 3, 450 more to level 4.
  it.each([
    [{ level: 1, xp: 39 }, 10, { xp_gained: 10, level_ups: 0, new_level: 1 }, 49],
    [{ level: 1, xp: 40 }, 10, { xp_gained: 10, level_ups: 1, new_level: 2 }, 0],
    [{ level: 1, xp: 0 }, 200, { xp_gained: 200, level_ups: 1, new_level: 2 }, 150],
    [{ level: 1, xp: 0 }, 250, { xp_gained: 250, level_ups: 2, new_level: 3 }, 0],
    [{ level: 2, xp: 199 }, 1, { xp_gained: 1, level_ups: 1, new_level: 3 }, 0],
    [{ level: 3, xp: 400 }, 200, { xp_gained: 200, level_ups: 1, new_level: 4 }, 150],
    [{ level: 1, xp: 0 }, 700, { xp_gained: 700, level_ups: 3, new_level: 4 }, 0],
  ])('from %j with +%i answers %j and keeps %i XP into the level', async (start, gained, answer, currentXp) => {
    const userId = (await registerUser(t)).session.me.user.id;
    await t.db
      .updateTable('profiles')
      .set({ level: start.level, current_xp: start.xp, total_xp: 1000 })
      .where('id', '=', userId)
      .execute();
    const { result, version } = await t.db.transaction().execute(async (trx) => {
      const stamp = await nextVersion(trx, userId);
      return { result: await awardXp(trx, userId, xp(gained), stamp), version: stamp };
    });
    expect(result).toEqual(answer);
    const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ level: answer.new_level, current_xp: currentXp, total_xp: 1000 + gained, version });
  });

  it('writes one level-up notification naming the new level, stamped with the award, and none without a level-up', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const award = (points: number) =>
      t.db.transaction().execute(async (trx) => {
        const version = await nextVersion(trx, userId);
        await awardXp(trx, userId, xp(points), version);
        return version;
      });
    await award(49);
    const notifications = () =>
      t.db
        .selectFrom('notifications')
        .select(['title', 'message', 'action_url', 'version'])
        .where('user_id', '=', userId)
        .execute();
    expect(await notifications()).toEqual([]);
    // 1 more reaches level 2, and 200 + 450 more level 4: one notification per award.
    const second = await award(1);
    const third = await award(650);
    const notes = await notifications();
    expect(notes).toHaveLength(2);
    expect(notes.map((note) => [note.title, note.action_url, Number(note.version)])).toEqual([
      [LEVEL_UP_TITLE, '/my-recipes', second],
      [LEVEL_UP_TITLE, '/my-recipes', third],
    ]);
    expect(notes[0]?.message).toContain('level 2');
    expect(notes[1]?.message).toContain('level 4');
  });
});
