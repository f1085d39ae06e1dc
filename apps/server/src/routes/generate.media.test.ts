import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS, mana, type GenerateBody } from '@feastforge/domain';
import type { ImageMaker } from '../providers/image-maker.ts';
import * as ledger from '../services/ledger/ledger.ts';
import { mediaVariants, variantsSettled } from '../services/media/variants.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

// Every test here makes real image files and their WebP variants, then compares the files on disk
// with the rows that reference them.
const t = withTestApp();

const CHOICES = { theme: 'coastal-cove', characterClass: 'bard', recipeType: 'dessert', partySize: 2 } as const;

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

function generate(token: string, body: Partial<GenerateBody> = {}) {
  return t.client({ token }).api.recipes.generate.$post({ json: { ...CHOICES, ...body } });
}

/** The app's own image maker, which also runs `after` once the image is on disk. */
function realImagesThen(after: (key: string) => Promise<void>): ImageMaker {
  const real = t.deps.imageMaker;
  return {
    kind: real.kind,
    async recipeImage(request) {
      const made = await real.recipeImage(request);
      await after(request.key);
      return made;
    },
    portrait: (request) => real.portrait(request),
  };
}

/**
 * Stores a small real PNG the way the app's image makers do (the file, then its WebP variants in
 * the background), for the test that makes 50: rendering full-size artwork would take seconds each.
 */
async function smallImages(): Promise<ImageMaker> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  const store = async (key: string) => {
    await t.deps.media.put(`recipes/${key}.png`, png);
    void mediaVariants(t.deps.media).makeAll('recipes', key);
    return { ok: true as const, url: `/media/recipes/${key}.png` };
  };
  return {
    kind: 'procedural',
    recipeImage: (request) => store(request.key),
    portrait: () => Promise.resolve({ ok: false, reason: 'no portraits here' }),
  };
}

/** The stored recipe files once every WebP conversion has finished. */
async function recipeFiles(): Promise<string[]> {
  await variantsSettled();
  return (await t.deps.media.list('recipes')).map((entry) => entry.name).sort();
}

/** The files a saved recipe's image owns: its PNG and one WebP per offered width. */
function filesOf(recipeId: string): string[] {
  return [`${recipeId}.png`, ...MEDIA_WIDTHS.recipes.map((width) => `${recipeId}-${width}.webp`)];
}

/** Files of the saved recipes, by what recipe_data.image names (every saved row, tombstones too). */
async function expectedFiles(): Promise<string[]> {
  const rows = await t.db.selectFrom('saved_recipes').select('recipe_data').execute();
  const keys = rows.map((row) => {
    const { image } = JSON.parse(row.recipe_data) as { image: string };
    const key = /^\/media\/recipes\/([0-9a-f-]{36})\.png$/.exec(image)?.[1];
    if (!key) throw new Error(`a generated recipe with an unexpected image: ${image}`);
    return key;
  });
  return keys.flatMap(filesOf).sort();
}

async function spendAll(userId: string) {
  const balance = await ledger.balanceOf(t.db, userId);
  await t.db.transaction().execute((trx) =>
    ledger.debit(trx, {
      userId,
      amount: mana(balance),
      type: 'admin_added',
      description: 'test setup',
      idempotencyKey: `test:${userId}:${balance}`,
      purpose: 'for the test setup',
    }),
  );
}

describe('generation images: kept only with their saved recipe', () => {
  it('leaves no orphan after 50 parallel generations with 25 mana: 25 recipes, their files and nothing else', async () => {
    const { token } = await signUp();
    t.deps.imageMaker = await smallImages();
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 402)).toHaveLength(25);

    const expected = await expectedFiles();
    expect(expected).toHaveLength(25 * filesOf('x').length);
    const files = await recipeFiles();
    expect(files.filter((name) => !expected.includes(name))).toEqual([]); // the orphans: none
    expect(files).toEqual(expected);
  });

  it('deletes the image of a generation refused inside the paid transaction (balance spent meanwhile)', async () => {
    const { token, userId } = await signUp();
    const keys: string[] = [];
    t.deps.imageMaker = realImagesThen(async (key) => {
      keys.push(key);
      // The file really was written before the refusal: that is the orphan this test is about.
      expect(await t.deps.media.has(`recipes/${key}.png`)).toBe(true);
      await spendAll(userId);
    });
    const res = await generate(token, { idempotencyKey: randomUUID() });
    expectStatus(res, 402);
    expect(keys).toHaveLength(1);
    expect(await recipeFiles()).toEqual([]);
  });

  it('deletes the image when saving fails: the account was deleted while its recipe was conjured', async () => {
    const { token, userId } = await signUp();
    t.deps.imageMaker = realImagesThen(async () => {
      await t.db.deleteFrom('users').where('id', '=', userId).execute();
    });
    const res = await generate(token);
    expect([401, 404]).toContain(res.status);
    expect(await t.db.selectFrom('saved_recipes').selectAll().execute()).toEqual([]);
    expect(await recipeFiles()).toEqual([]);
  });

  it('deletes a half-written image when the image maker reports a failure (Fizzle)', async () => {
    const { token } = await signUp();
    t.deps.imageMaker = {
      kind: 'model',
      recipeImage: async (request) => {
        await t.deps.media.put(`recipes/${request.key}.png`, Buffer.from('half a pict'));
        return { ok: false, reason: 'disk full' };
      },
      portrait: () => Promise.resolve({ ok: false, reason: 'disk full' }),
    };
    const res = await generate(token);
    expectStatus(res, 502);
    expect(await recipeFiles()).toEqual([]);
  });

  it("keeps the first recipe's image when duplicates with one key race, and when the key is replayed", async () => {
    const { token } = await signUp();
    const made: string[] = [];
    t.deps.imageMaker = realImagesThen((key) => {
      made.push(key);
      return Promise.resolve();
    });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(token, { idempotencyKey: key })));
    const ids = new Set(answers.map((a) => (a.status === 200 || a.status === 201 ? a.body.recipe.id : a.status)));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    if (typeof id !== 'string') throw new Error(`no recipe: ${String(id)}`);
    // More than one image was made, or the race this test is about did not happen.
    expect(made.length).toBeGreaterThan(1);
    expect(await recipeFiles()).toEqual(filesOf(id).sort());

    const replay = await generate(token, { idempotencyKey: key });
    expectStatus(replay, 200);
    expect(replay.body.recipe.id).toBe(id);
    expect(await recipeFiles()).toEqual(filesOf(id).sort());
    expect((await t.app.request(`/media/recipes/${id}.png`)).status).toBe(200);
  });
});
