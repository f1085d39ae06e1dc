import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOASTS, TRIAL_GENERATIONS, type GenerateBody } from '@feastforge/domain';
import type { ImageMaker } from '../providers/image-maker.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { takeLogs } from '../testing/log-capture.ts';

// One proxy in front, so each test can speak from the address it chooses.
const t = withTestApp({ TRUST_PROXY: '1' });

const CHOICES = { theme: 'dragons-lair', characterClass: 'barbarian', recipeType: 'dessert' } as const;

function visit(deviceId: string | undefined, ip = '203.0.113.7', extra: Partial<GenerateBody> = {}) {
  return t
    .client({ headers: { 'x-forwarded-for': ip } })
    .api.recipes.generate.$post({ json: { ...CHOICES, ...(deviceId ? { deviceId } : {}), ...extra } });
}
type VisitAnswer = Awaited<ReturnType<typeof visit>>;

/** The trials a visitor has left after a trial recipe; any other answer fails the test. */
function trialsLeft(res: VisitAnswer): number {
  if (res.status !== 201 || !res.body.isTrial)
    throw new Error(`no trial recipe: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.trialsRemaining;
}

const fastImages: ImageMaker = {
  kind: 'procedural',
  recipeImage: (request) => Promise.resolve({ ok: true, url: `/media/recipes/${request.key}.png` }),
  portrait: (request) => Promise.resolve({ ok: true, url: `/media/portraits/${request.key}.png` }),
};

const failingImages: ImageMaker = {
  kind: 'procedural',
  recipeImage: () => Promise.resolve({ ok: false, reason: 'the cauldron cracked' }),
  portrait: () => Promise.resolve({ ok: false, reason: 'the cauldron cracked' }),
};

function expectExhausted(res: VisitAnswer) {
  expectStatus(res, 403);
  expect(res.body.error).toEqual({
    code: 'trial_exhausted',
    message: TOASTS.trialLimit.message,
    details: { limit: TRIAL_GENERATIONS },
  });
}

async function savedRecipeCount() {
  return (await t.db.selectFrom('saved_recipes').select('id').execute()).length;
}

describe('POST /api/recipes/generate (visitor trial)', () => {
  it('gives a device 3 unsaved trial recipes with no XP, then refuses with trial_exhausted', async () => {
    const device = randomUUID();
    const first = await visit(device);
    expectStatus(first, 201);
    expect(first.body).toMatchObject({
      isTrial: true,
      trialsRemaining: 2,
      recipe: { id: null, userId: null, isPublished: false, recipeData: { recipeType: 'dessert', servings: 4 } },
    });
    expect(first.body.recipe.recipeData).toMatchObject({ manaCost: 0, xp_gained: 0 });
    expect(first.body.recipe.recipeData.image).toMatch(/^\/media\/recipes\/[0-9a-f-]{36}\.png$/);
    expect(first.body).not.toHaveProperty('xp');

    t.deps.imageMaker = fastImages;
    expect(trialsLeft(await visit(device))).toBe(1);
    expect(trialsLeft(await visit(device))).toBe(0);
    expectExhausted(await visit(device));
    expect(TOASTS.trialLimit.title).toBe('Trial Limit Reached');
    expect(await savedRecipeCount()).toBe(0);

    await t.deps.background.idle();
    const events = await t.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('name', '=', 'recipe_generated')
      .execute();
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.user_id === null)).toBe(true);
  });

  it('counts per address too: a new deviceId (cleared storage) from the same address is refused', async () => {
    t.deps.imageMaker = fastImages;
    for (let i = 0; i < TRIAL_GENERATIONS; i += 1) expect((await visit(randomUUID(), '198.51.100.1')).status).toBe(201);
    expectExhausted(await visit(randomUUID(), '198.51.100.1'));

    // Another address still has its own trials, and an exhausted device stays exhausted elsewhere.
    const device = randomUUID();
    for (let i = 0; i < TRIAL_GENERATIONS; i += 1) expect((await visit(device, '198.51.100.2')).status).toBe(201);
    expectExhausted(await visit(device, '198.51.100.3'));
    // The refusal above took nothing from the fresh address.
    expect(trialsLeft(await visit(randomUUID(), '198.51.100.3'))).toBe(2);
  });

  it('lets exactly 3 of 10 parallel requests from one device through', async () => {
    t.deps.imageMaker = fastImages;
    const device = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit(device)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(7).fill(403)]);
    const remaining = answers.filter((a) => a.status === 201).map(trialsLeft);
    expect(remaining.sort()).toEqual([0, 1, 2]);
  });

  it('counts only successes: a Fizzle gives the trial back', async () => {
    const device = randomUUID();
    t.deps.imageMaker = failingImages;
    for (let i = 0; i < 4; i += 1) {
      const res = await visit(device);
      expectStatus(res, 502);
      expect(res.body.error.code).toBe('image_failed');
    }
    expect(takeLogs().filter((line) => line.msg === 'recipe image failed (Fizzle)')).toHaveLength(4);
    t.deps.imageMaker = fastImages;
    expect(trialsLeft(await visit(device))).toBe(2);
  });

  it('refuses a booster (visitors have none) and a visitor without a device', async () => {
    const boosted = await visit(randomUUID(), undefined, { manaCost: 5 });
    expectStatus(boosted, 400);
    expect(boosted.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Mana boosters need an account. Sign in to use one.',
    });

    const anonymous = await visit(undefined);
    expectStatus(anonymous, 401);
    expect(anonymous.body.error).toEqual({ code: 'unauthorized', message: TOASTS.authRequired.message });

    // Neither refusal used a trial.
    t.deps.imageMaker = fastImages;
    expect(trialsLeft(await visit(randomUUID()))).toBe(2);
  });
});

describe('GET /api/recipes/trials', () => {
  function trialsFor(deviceId: string, ip = '203.0.113.7') {
    return t.client({ headers: { 'x-forwarded-for': ip } }).api.recipes.trials.$get({ query: { deviceId } });
  }
  async function remaining(deviceId: string, ip?: string): Promise<number> {
    const res = await trialsFor(deviceId, ip);
    expectStatus(res, 200);
    return res.body.trialsRemaining;
  }

  it('answers the lower of the device and address counts: what the generation will honour', async () => {
    t.deps.imageMaker = fastImages;
    const parent = randomUUID();
    const child = randomUUID();
    expect(await remaining(parent, '198.51.100.4')).toBe(TRIAL_GENERATIONS);
    expect(trialsLeft(await visit(parent, '198.51.100.4'))).toBe(2);
    expect(trialsLeft(await visit(parent, '198.51.100.4'))).toBe(1);

    // A second browser on the same network address has one left, not three, and gets exactly one.
    expect(await remaining(child, '198.51.100.4')).toBe(1);
    expect(await remaining(child, '192.0.2.55')).toBe(TRIAL_GENERATIONS);
    expect(trialsLeft(await visit(child, '198.51.100.4'))).toBe(0);
    expect(await remaining(child, '198.51.100.4')).toBe(0);
    expectExhausted(await visit(child, '198.51.100.4'));
    // The device itself carries its count to another address.
    expect(await remaining(parent, '192.0.2.55')).toBe(1);
  });

  it('refuses a malformed device id', async () => {
    expectStatus(await trialsFor('my-phone'), 400);
  });

  it('limits an address to 120 counts a minute (429 after), leaving other addresses alone', async () => {
    const device = randomUUID();
    for (let ask = 0; ask < 120; ask += 1) expectStatus(await trialsFor(device, '198.51.100.77'), 200);
    const limited = await trialsFor(device, '198.51.100.77');
    expectStatus(limited, 429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(await remaining(device, '198.51.100.78')).toBe(TRIAL_GENERATIONS);
  });
});
