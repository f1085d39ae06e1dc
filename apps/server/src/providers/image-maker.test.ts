import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileMediaStore } from '../services/media/store.ts';
import { startFakeOpenAi } from '../testing/fake-openai.ts';
import { createModelImageMaker, createProceduralImageMaker, type RecipeImageRequest } from './image-maker.ts';
import { createOpenAiClient } from './recipe-writer.ts';

const request: RecipeImageRequest = {
  key: 'recipe-123',
  title: "The Warlord's Ember Braised Lamb Shanks",
  dish: 'Braised lamb shanks',
  recipeType: 'main',
  theme: 'dragons-lair',
  rarity: 'epic',
  mainIngredients: ['lamb shank', 'carrot', 'rosemary'],
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

let media: string;
beforeEach(() => {
  media = mkdtempSync(join(tmpdir(), 'ff-media-'));
});
afterEach(() => rmSync(media, { recursive: true, force: true }));

describe('procedural image maker', () => {
  it('writes a 1200x900 PNG recipe image under /media and a square portrait', async () => {
    const maker = createProceduralImageMaker(fileMediaStore(join(media, 'media')));
    const image = await maker.recipeImage(request);
    expect(image).toEqual({ ok: true, url: '/media/recipes/recipe-123.png' });
    expect(pngSize(readFileSync(join(media, 'media/recipes/recipe-123.png')))).toEqual({ width: 1200, height: 900 });
    const portrait = await maker.portrait({ key: 'user-1', race: 'Dwarf', heroClass: 'Cleric', gender: 'female' });
    expect(portrait.ok).toBe(true);
    expect(pngSize(readFileSync(join(media, 'media/portraits/user-1.png')))).toEqual({ width: 600, height: 600 });
  });

  it('refuses a key that could leave the media folder', async () => {
    const maker = createProceduralImageMaker(fileMediaStore(join(media, 'media')));
    const outcome = await maker.recipeImage({ ...request, key: '../../etc/passwd' });
    expect(outcome.ok).toBe(false);
  });
});

describe('model image maker', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => fake.close());

  const maker = (timeoutMs = 5000) =>
    createModelImageMaker({
      client: createOpenAiClient({ apiKey: 'k', baseURL: fake.baseURL, timeoutMs, maxRetries: 0 }),
      model: 'fake-image',
      media: fileMediaStore(join(media, 'media')),
    });

  it('stores the image the API returns', async () => {
    const png = readFileSync(new URL('../../../../docs/screenshots/home.png', import.meta.url));
    fake.script.push({ kind: 'image', b64: png.toString('base64') });
    const outcome = await maker().recipeImage(request);
    expect(outcome).toEqual({ ok: true, url: '/media/recipes/recipe-123.png' });
    expect(readFileSync(join(media, 'media/recipes/recipe-123.png')).equals(png)).toBe(true);
    const sent = fake.requests[0]?.body as { model: string; prompt: string };
    expect(sent.model).toBe('fake-image');
    expect(sent.prompt).toContain('Braised lamb shanks');
  });

  it.each([
    ['a 500', () => fake.script.push({ kind: 'status', status: 500 })],
    ['an empty answer', () => fake.script.push({ kind: 'chat', content: '{}' })],
    ['a timeout', () => fake.script.push({ kind: 'hang', ms: 3000 })],
  ])('reports %s as a failed image (the Fizzle path), never throws', async (_name, arrange) => {
    arrange();
    const outcome = await maker(1000).recipeImage(request);
    expect(outcome.ok).toBe(false);
  });
});
