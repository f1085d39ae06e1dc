import { describe, expect, it } from 'vitest';
import { LARDER_MESSAGES, type GenerateBody } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

const CHOICES = { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 } as const;

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

function generate(token: string, body: Partial<GenerateBody>) {
  return t.client({ token }).api.recipes.generate.$post({ json: { ...CHOICES, ...body } });
}

function push(token: string, mutations: Array<{ id: number; name: 'profile.update'; args: Record<string, unknown> }>) {
  return t.client({ token }).api.sync.push.$post({ json: { clientId: 'phone', mutations } });
}

describe('conjuring from the larder', () => {
  it('takes the larder by the names a cook types and saves which of its foods the recipe uses', async () => {
    const { token } = await signUp();
    const res = await generate(token, { larder: ['chick peas', 'spinach', 'lemons'] });
    expectStatus(res, 201);
    if (res.body.isTrial) throw new Error('a signed-in cook was answered a trial');
    const use = res.body.recipe.recipeData.larderUse;
    expect(use?.asked).toEqual(['canned-chickpeas', 'spinach', 'lemon']);
    expect(use?.used.length).toBeGreaterThan(0);
  });

  it('refuses an unknown food and more than 12 with a clear message, charging nothing', async () => {
    const { token } = await signUp();
    const before = await t.client({ token }).api.me.$get();
    expectStatus(before, 200);
    const unknown = await generate(token, { larder: ['spinach', 'dragon scales'] });
    expectStatus(unknown, 400);
    expect(JSON.stringify(unknown.body)).toContain(LARDER_MESSAGES.unknown('dragon scales'));
    const many = 'salt,lemon,egg,butter,honey,ham,kale,leek,pear,lime,mango,feta,tahini'.split(',');
    const tooMany = await generate(token, { larder: many });
    expectStatus(tooMany, 400);
    expect(JSON.stringify(tooMany.body)).toContain(LARDER_MESSAGES.tooMany);
    const notAList = await t.client({ token }).api.recipes.generate.$post({
      json: unchecked({ ...CHOICES, larder: 'salt' }),
    });
    expectStatus(notAList, 400);
    const me = await t.client({ token }).api.me.$get();
    expectStatus(me, 200);
    expect(me.body.profile.manaBalance).toBe(before.body.profile.manaBalance);
  });
});

describe('the standing larder', () => {
  it('is set through profile.update exactly once, and a pull hands it to the other devices', async () => {
    const { token, userId } = await signUp();
    const first = await push(token, [
      { id: 1, name: 'profile.update', args: { larder: ['salt', 'olive oil', 'flour'] } },
    ]);
    expectStatus(first, 200);
    expect(first.body.results).toEqual([{ id: 1, status: 'applied' }]);
    const replay = await push(token, [{ id: 1, name: 'profile.update', args: { larder: ['salt'] } }]);
    expectStatus(replay, 200);
    expect(replay.body.results).toEqual([{ id: 1, status: 'alreadyProcessed' }]);

    const pulled = await t.client({ token }).api.sync.pull.$get({ query: {} });
    expectStatus(pulled, 200);
    const profile = pulled.body.changes.find((c) => c.table === 'profiles' && c.id === userId);
    expect(profile).toMatchObject({ op: 'put', row: { larder: ['salt', 'olive-oil', 'all-purpose-flour'] } });
    const me = await t.client({ token }).api.me.$get();
    expectStatus(me, 200);
    expect(me.body.profile.larder).toEqual(['salt', 'olive-oil', 'all-purpose-flour']);
  });

  it('refuses an unknown food in the larder and moves on to the next edit', async () => {
    const { token } = await signUp();
    const res = await push(token, [
      { id: 1, name: 'profile.update', args: { larder: ['salt', 'moon dust'] } },
      { id: 2, name: 'profile.update', args: { larder: ['butter'] } },
    ]);
    expectStatus(res, 200);
    expect(res.body.results.map((r) => [r.status, r.error?.code])).toEqual([
      ['rejected', 'validation_failed'],
      ['applied', undefined],
    ]);
    expect(res.body.results[0]?.error?.message).toContain(LARDER_MESSAGES.unknown('moon dust'));
    const me = await t.client({ token }).api.me.$get();
    expectStatus(me, 200);
    expect(me.body.profile.larder).toEqual(['butter']);
  });

  it('is never shown on the public profile', async () => {
    const { token, userId } = await signUp();
    await push(token, [{ id: 1, name: 'profile.update', args: { larder: ['salt'] } }]);
    const res = await t.client().api.users[':id'].tome.$get({ param: { id: userId } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('larder');
  });
});
