import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RecipeData } from '@feastforge/domain';
import { buildRecipeData, insertSavedRecipe, registerUser, storedRecipeImage } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (its first chunk, IHDR). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function card(id: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/og/recipes/${id}.png`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function recipe(options: { isPublished?: boolean; recipeData?: Partial<RecipeData> } = {}) {
  const { session } = await registerUser(t);
  return insertSavedRecipe(t.db, session.me.user.id, { isPublished: true, ...options });
}

/** The cards the media store holds for a recipe, with when each was drawn. */
const storedCards = (id: string) => t.deps.media.list('cards', `${id}.`);
const cached = async (id: string) => (await storedCards(id)).map((entry) => entry.name);

async function retitle(id: string, title: string) {
  const row = await t.db
    .selectFrom('saved_recipes')
    .select('recipe_data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const data = { ...(JSON.parse(row.recipe_data) as RecipeData), title };
  await t.db
    .updateTable('saved_recipes')
    .set({ title, recipe_data: JSON.stringify(data) })
    .where('id', '=', id)
    .execute();
}

describe('GET /og/recipes/{id}.png', () => {
  it("draws a published recipe's 1200x900 card on its picture, cached publicly with an ETag", async () => {
    const id = await recipe({ recipeData: { image: await storedRecipeImage(t, 'og-art'), rarity: 'legendary' } });
    const { res, bytes } = await card(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 900 });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 900 });
    // The frame is the rarity's colour (legendary #e8590c) at the card's edge.
    const { data } = await sharp(bytes).extract({ left: 600, top: 6, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data.subarray(0, 3)]).toEqual([0xe8, 0x59, 0x0c]);
  });

  it('keeps the drawn card in the media store and answers 304 to the same ETag', async () => {
    const id = await recipe();
    const first = await card(id);
    const [drawn] = await storedCards(id);
    expect(drawn).toBeDefined();
    const again = await card(id);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(await storedCards(id)).toEqual([drawn]);
    const etag = first.res.headers.get('etag') ?? '';
    const revalidated = await card(id, { 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.res.headers.get('etag')).toBe(etag);
  });

  it('draws a card once for requests that arrive together', async () => {
    const id = await recipe();
    const answers = await Promise.all([card(id), card(id), card(id)]);
    expect(answers.map(({ res }) => res.status)).toEqual([200, 200, 200]);
    for (const { bytes } of answers) expect(bytes.equals(answers[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await cached(id)).toHaveLength(1);
  });

  it('draws a new card when the title changes, and drops the old one', async () => {
    const id = await recipe({ recipeData: { title: 'Troll Toast' } });
    const before = await card(id);
    const oldFiles = await cached(id);
    await retitle(id, 'Troll Toast, Twice Toasted');
    const after = await card(id);
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(await cached(id)).toHaveLength(1);
    expect(await cached(id)).not.toEqual(oldFiles);
    // A client holding the old card's ETag gets the new card.
    expect((await card(id, { 'If-None-Match': before.res.headers.get('etag') ?? '' })).res.status).toBe(200);
  });

  it.each([
    ['emoji and markup', '🍲🐉 Stew of <b>"Heroes"</b> & Friends 🧙‍♂️ &amp; </span>'],
    ['non-Latin script', 'Борщ 焼き鳥 مشاوي Ελληνική σαλάτα'],
    [
      'a very long title',
      `${'Extraordinarily Long-Winded Dragon Pepper Stew '.repeat(12)}Supercalifragilistic${'x'.repeat(300)}`,
    ],
    ['nothing but emoji', '🍲🍲🍲'],
  ])('draws a card for a title with %s', async (_, title) => {
    const id = await recipe({ recipeData: { title } });
    const { res, bytes } = await card(id);
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 900 });
  });

  it('draws a card for a recipe without a picture, on the plain backdrop', async () => {
    const id = await recipe({ recipeData: { image: '', rarity: 'bogus' as RecipeData['rarity'] } });
    const { res, bytes } = await card(id);
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 900 });
  });

  it('answers 404 for an unpublished, deleted, unknown or malformed address, and forgets a card once hidden', async () => {
    const hidden = await recipe({ isPublished: false });
    const { session } = await registerUser(t);
    const gone = await insertSavedRecipe(t.db, session.me.user.id, { isPublished: true });
    await t.db
      .updateTable('saved_recipes')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone)
      .execute();
    for (const file of [hidden, gone, 'not-a-recipe', '..%2F..%2Fetc%2Fpasswd', 'a%00b'].map((name) => `${name}.png`)) {
      const res = await t.app.request(`/og/recipes/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect((await t.app.request(`/og/recipes/${hidden}.jpg`)).status).toBe(404);

    const shown = await recipe();
    expect((await card(shown)).res.status).toBe(200);
    expect(await cached(shown)).toHaveLength(1);
    await t.db.updateTable('saved_recipes').set({ is_published: 0 }).where('id', '=', shown).execute();
    expect((await card(shown)).res.status).toBe(404);
    expect(await cached(shown)).toEqual([]);
  });

  it('is never served from /media, where a hidden recipe could still be reached', async () => {
    const id = await recipe({ recipeData: buildRecipeData({ title: 'Public Pie' }) });
    await card(id);
    const [name] = await cached(id);
    expect(name).toBeDefined();
    expect((await t.app.request(`/media/cards/${name ?? ''}`)).status).toBe(404);
  });
});
