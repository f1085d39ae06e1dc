import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applyXp,
  insufficientManaMessage,
  mana,
  rarityRank,
  TOASTS,
  XP_BY_RARITY,
  xpForRarity,
  type GenerateBody,
  type UserGeneration,
} from '@feastforge/domain';
import { ImpossibleRequestError } from '@feastforge/generator';
import type { ImageMaker } from '../providers/image-maker.ts';
import * as ledger from '../services/ledger/ledger.ts';
import { unchecked } from '../testing/api-client.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { takeLogs } from '../testing/log-capture.ts';

const t = withTestApp();

const CHOICES = { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 } as const;

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

function generate(token: string | undefined, body: Partial<GenerateBody> = {}) {
  return t.client({ token }).api.recipes.generate.$post({ json: { ...CHOICES, ...body } });
}

/** The body of a signed-in user's generation (new or replayed); anything else fails the test. */
function conjured(res: Awaited<ReturnType<typeof generate>>): UserGeneration {
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`no generation: ${res.status} ${JSON.stringify(res.body)}`);
  if (res.body.isTrial) throw new Error('a signed-in user was answered a trial');
  return res.body;
}

/** Images that cost nothing to make: for the tests about money, not art. */
function fastImages(onImage: () => Promise<void> = () => Promise.resolve()): ImageMaker {
  return {
    kind: 'procedural',
    async recipeImage(request) {
      await onImage();
      return { ok: true, url: `/media/recipes/${request.key}.png` };
    },
    portrait: (request) => Promise.resolve({ ok: true, url: `/media/portraits/${request.key}.png` }),
  };
}

const failingImages: ImageMaker = {
  kind: 'procedural',
  recipeImage: () => Promise.resolve({ ok: false, reason: 'the cauldron cracked' }),
  portrait: () => Promise.resolve({ ok: false, reason: 'the cauldron cracked' }),
};

/** Spends mana through the ledger, so sum(ledger) == balance keeps holding in the tests. */
async function spendDownTo(userId: string, balance: number) {
  const current = await ledger.balanceOf(t.db, userId);
  await t.db.transaction().execute((trx) =>
    ledger.debit(trx, {
      userId,
      amount: mana(current - balance),
      type: 'admin_added',
      description: 'test setup',
      idempotencyKey: `test:${userId}:${current}`,
      purpose: 'for the test setup',
    }),
  );
}

async function account(userId: string) {
  const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const recipes = await t.db.selectFrom('saved_recipes').selectAll().where('user_id', '=', userId).execute();
  const entries = await t.db.selectFrom('mana_transactions').selectAll().where('user_id', '=', userId).execute();
  const sum = await t.db
    .selectFrom('mana_transactions')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { profile, recipes, entries, ledgerSum: Number(sum.total) };
}

describe('POST /api/recipes/generate (signed in)', () => {
  it('pays, saves the recipe with its real image, awards XP and lets devices pull it all', async () => {
    const { token, userId } = await signUp();
    const res = await generate(token);
    expect(res.status).toBe(201);
    const { recipe, xp, manaBalance, isTrial } = conjured(res);
    const rarity = recipe.recipeData.rarity;
    expect(isTrial).toBe(false);
    expect(recipe).toMatchObject({ userId, isPublished: false });
    expect(recipe.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(recipe.recipeData).toMatchObject({
      recipeType: 'main',
      servings: 2,
      manaCost: 1,
      xp_gained: XP_BY_RARITY[rarity],
      image: `/media/recipes/${recipe.id}.png`,
    });
    expect(xp.xp_gained).toBe(XP_BY_RARITY[rarity]);
    expect(manaBalance).toBe(24);

    // The procedural image is stored and served.
    expect(await t.deps.media.has(`recipes/${recipe.id}.png`)).toBe(true);
    const image = await t.app.request(recipe.recipeData.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const after = await account(userId);
    expect(after.profile).toMatchObject({ mana_balance: 24, total_xp: xp.xp_gained, level: xp.new_level });
    expect(after.recipes).toHaveLength(1);
    expect(after.recipes[0]).toMatchObject({ id: recipe.id, rarity, is_published: 0, has_image: 1 });
    expect(after.entries.find((e) => e.amount === -1)).toMatchObject({
      transaction_type: 'generation',
      idempotency_key: `generation:${recipe.id}`,
      balance_after: 24,
    });
    expect(after.ledgerSum).toBe(24);

    // The owner reads it back; another user never sees the unpublished recipe.
    const readAs = (reader?: string) =>
      t.client({ token: reader }).api.recipes[':id'].$get({ param: { id: recipe.id } });
    const read = await readAs(token);
    expect(read.status).toBe(200);
    const stranger = await signUp();
    expect((await readAs(stranger.token)).status).toBe(404);
    expect((await readAs()).status).toBe(404);

    // A synced device pulls the recipe and the profile with the new balance and XP.
    const pull = await t.client({ token }).api.sync.pull.$get({ query: {} });
    expectStatus(pull, 200);
    expect(pull.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'saved_recipes', id: recipe.id, op: 'put' }),
        expect.objectContaining({
          table: 'profiles',
          row: expect.objectContaining({ manaBalance: 24, totalXp: xp.xp_gained }),
        }),
      ]),
    );

    await t.deps.background.idle();
    const events = await t.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('name', '=', 'recipe_generated')
      .execute();
    expect(events.map((e) => [e.user_id, JSON.parse(e.properties ?? '{}')])).toEqual([
      [userId, { theme: 'mystic-forest', rarity }],
    ]);
  });

  it('checks the balance before writing anything, and answers the spec message with details.required', async () => {
    const { token, userId } = await signUp();
    await spendDownTo(userId, 4);
    const calls: string[] = [];
    const writer = t.deps.recipeWriter;
    t.deps.recipeWriter = {
      kind: 'engine',
      write: (choices, roll) => {
        calls.push('write');
        return writer.write(choices, roll);
      },
    };

    const res = await generate(token, { manaCost: 5 });
    expectStatus(res, 402);
    expect(res.body.error).toEqual({
      code: 'insufficient_mana',
      message: insufficientManaMessage(5),
      details: { required: 5 },
    });
    expect(res.body.error.message).toBe('You need 5 mana to conjure this recipe. Visit the shop to purchase more!');
    expect(calls).toEqual([]);
    expect((await account(userId)).recipes).toHaveLength(0);

    // Exactly enough is enough.
    await spendDownTo(userId, 1);
    expect((await generate(token)).status).toBe(201);
    expect(calls).toEqual(['write']);
    expect((await account(userId)).profile.mana_balance).toBe(0);
  });

  it('charges nothing, saves nothing and answers Fizzle when the image fails', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = failingImages;
    const res = await generate(token, { manaCost: 10 });
    expect(takeLogs().filter((line) => line.msg === 'recipe image failed (Fizzle)')).toEqual([
      expect.objectContaining({ level: 40, reason: 'the cauldron cracked' }),
    ]);
    expectStatus(res, 502);
    expect(res.body.error).toEqual({ code: 'image_failed', message: TOASTS.fizzle.message });
    expect(res.body.error.message).toBe(
      "The magical energies couldn't quite form the image... Your mana remains intact. Try again!",
    );
    const after = await account(userId);
    expect(after.profile).toMatchObject({ mana_balance: 25, total_xp: 0, level: 1 });
    expect(after.recipes).toHaveLength(0);
    expect(after.entries.map((e) => e.transaction_type)).toEqual(['signup_bonus']);
  });

  it('rolls back everything when a concurrent spend empties the balance while the image is made', async () => {
    const { token, userId } = await signUp();
    // The balance passed the check; the spend lands between the check and the transaction.
    t.deps.imageMaker = fastImages(() => spendDownTo(userId, 0));
    const before = await account(userId);
    const res = await generate(token, { idempotencyKey: randomUUID() });
    expectStatus(res, 402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_mana', details: { required: 1 } });
    const after = await account(userId);
    expect(after.recipes).toHaveLength(0);
    expect(after.profile).toMatchObject({ mana_balance: 0, total_xp: 0, current_xp: 0 });
    expect(after.ledgerSum).toBe(0);
    expect(after.entries.filter((e) => e.transaction_type === 'generation')).toHaveLength(0);
    expect(await t.db.selectFrom('generation_keys').selectAll().execute()).toHaveLength(0);
    expect(after.profile.version).toBe(before.profile.version + 1); // only the test's own spend
  });

  it.each([
    [5, 'uncommon'],
    [10, 'rare'],
    [20, 'epic'],
  ] as const)('a %i-mana booster costs that much and rolls %s or better', async (manaCost, floor) => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    const res = await generate(token, { manaCost });
    expect(res.status).toBe(201);
    const body = conjured(res);
    expect(rarityRank(body.recipe.recipeData.rarity)).toBeGreaterThanOrEqual(rarityRank(floor));
    expect(body.recipe.recipeData.manaCost).toBe(manaCost);
    expect(body.manaBalance).toBe(25 - manaCost);
    expect((await account(userId)).ledgerSum).toBe(25 - manaCost);
  });

  it('carries XP over a level edge: 40 XP at level 1 plus any recipe reaches level 2', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    await t.db.updateTable('profiles').set({ current_xp: 40, total_xp: 40 }).where('id', '=', userId).execute();
    const res = conjured(await generate(token));
    const gained = res.xp.xp_gained;
    const expected = applyXp({ level: 1, currentXp: 40 }, gained);
    // Every rarity gives 10 to 200 XP: past the 50 to level 2, short of the 200 more to level 3.
    expect(res.xp).toEqual({ xp_gained: gained, level_ups: 1, new_level: 2 });
    expect(expected).toEqual({ level: 2, currentXp: 40 + gained - 50, levelUps: 1 });
    const { profile } = await account(userId);
    expect(profile).toMatchObject({ level: 2, current_xp: 40 + gained - 50, total_xp: 40 + gained });
  });

  it('answers a retried idempotencyKey with the first recipe, charging and saving once', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    const key = randomUUID();
    const first = await generate(token, { idempotencyKey: key, manaCost: 5 });
    const retry = await generate(token, { idempotencyKey: key, manaCost: 5 });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(conjured(retry).recipe).toEqual(conjured(first).recipe);
    expect(conjured(retry).xp).toEqual(conjured(first).xp);
    expect(conjured(retry).manaBalance).toBe(20);

    // A new key is a new recipe; another user's identical key is theirs alone.
    expect((await generate(token, { idempotencyKey: randomUUID() })).status).toBe(201);
    const other = await signUp();
    const theirs = await generate(other.token, { idempotencyKey: key });
    expect(theirs.status).toBe(201);
    expect(conjured(theirs).recipe.id).not.toBe(conjured(first).recipe.id);

    const after = await account(userId);
    expect(after.recipes).toHaveLength(2);
    expect(after.profile.mana_balance).toBe(19);
    expect(after.ledgerSum).toBe(19);
  });

  it('does not bring back a recipe deleted since: a replayed key answers not found and charges nothing', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    const key = randomUUID();
    const first = await generate(token, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const { recipe } = conjured(first);
    await t.db
      .updateTable('saved_recipes')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', recipe.id)
      .execute();

    const replay = await generate(token, { idempotencyKey: key });
    expect(replay.status).toBe(404);
    expect(JSON.stringify(replay.body)).not.toContain(recipe.recipeData.title);
    const after = await account(userId);
    expect(after.profile.mana_balance).toBe(24);
    expect(after.ledgerSum).toBe(24);
  });

  it('charges once when duplicates with one key arrive at the same time', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(token, { idempotencyKey: key })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    // An error answer (failing the line above) would count as an id of its own.
    expect(new Set(answers.map((a) => (a.status === 200 || a.status === 201 ? a.body.recipe.id : a.status))).size).toBe(
      1,
    );
    const after = await account(userId);
    expect(after.recipes).toHaveLength(1);
    expect(after.entries.filter((e) => e.transaction_type === 'generation')).toHaveLength(1);
    expect(after.profile.mana_balance).toBe(24);
  });

  it('turns 50 parallel generations with 25 mana into exactly 25 recipes, and sum(ledger) == balance', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = fastImages();
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 402)).toHaveLength(25);
    const after = await account(userId);
    expect(after.recipes).toHaveLength(25);
    expect(after.profile.mana_balance).toBe(0);
    expect(after.ledgerSum).toBe(0);
    expect(after.profile.total_xp).toBe(after.recipes.reduce((sum, r) => sum + xpForRarity(r.rarity), 0));
  });

  it('saves the dietary needs the recipe was conjured for, so its page can say which it meets', async () => {
    const { token } = await signUp();
    const res = await generate(token, { recipeType: 'main', dietary: ['gluten-free', 'vegan'] });
    expectStatus(res, 201);
    expect(res.body.recipe.recipeData.dietary).toEqual(['vegan', 'gluten-free']);
    const plain = await generate(token, { recipeType: 'main' });
    expectStatus(plain, 201);
    expect(plain.body.recipe.recipeData.dietary).toEqual([]);
  });

  it('answers generation_failed, charging nothing, when no dish fits the dietary needs', async () => {
    const { token, userId } = await signUp();
    const impossible = new ImpossibleRequestError('elixir', ['vegan', 'egg-free']);
    t.deps.recipeWriter = { kind: 'engine', write: () => Promise.reject(impossible) };
    const res = await generate(token, { recipeType: 'elixir', dietary: ['vegan', 'egg-free'] });
    expectStatus(res, 422);
    expect(res.body.error).toEqual({ code: 'generation_failed', message: impossible.message });
    expect((await account(userId)).profile.mana_balance).toBe(25);
  });

  it('refuses invalid choices and an expired token, spending nothing', async () => {
    const { token, userId } = await signUp();
    for (const body of [
      { partySize: 0 },
      { partySize: 21 },
      { manaCost: 3 },
      { theme: 'moon' },
      { dietary: ['keto'] },
    ]) {
      const res = await generate(token, unchecked(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectStatus(res, 400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const stale = await generate('not-a-token');
    expectStatus(stale, 401);
    expect(stale.body.error.code).toBe('unauthorized');
    expect((await account(userId)).profile.mana_balance).toBe(25);
  });
});
