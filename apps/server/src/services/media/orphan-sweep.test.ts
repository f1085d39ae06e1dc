import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertSavedRecipe, registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { restartTestApp } from '../../testing/restart.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from './orphan-sweep.ts';
import { fileMediaStore, type MediaStore } from './store.ts';
import { variantsSettled } from './variants.ts';

const t = withTestApp();

const NOW = new Date('2026-11-23T12:00:00Z');
const OLD = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
const YOUNG = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS + 60_000);

/** An image and the WebP variants its folder offers, all stored at `at`. */
async function imageWithVariants(media: MediaStore, folder: 'recipes' | 'portraits', key: string, at: Date) {
  const widths = folder === 'recipes' ? [480, 800, 1200] : [160, 320];
  const paths = [`${folder}/${key}.png`, ...widths.map((w) => `${folder}/${key}-${w}.webp`)];
  for (const path of paths) await media.put(path, Buffer.from('image bytes'), at);
  return paths;
}

async function filesIn(media: MediaStore): Promise<string[]> {
  const names = await Promise.all(
    ['recipes', 'portraits', 'exports'].map(async (folder) =>
      (await media.list(folder)).map((entry) => `${folder}/${entry.name}`),
    ),
  );
  return names.flat().sort();
}

describe('sweepOrphanMedia', () => {
  it('deletes unreferenced files older than an hour and keeps young ones, referenced ones and their variants', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const media = t.deps.media;

    // Referenced: a recipe's image (by recipe_data.image, not by the row id), a deleted recipe's
    // image (its tombstone still references it) and the hero portrait, each with its variants.
    const kept = [
      ...(await imageWithVariants(media, 'recipes', 'saved-image', OLD)),
      ...(await imageWithVariants(media, 'recipes', 'tombstoned-image', OLD)),
      ...(await imageWithVariants(media, 'portraits', 'hero-1', OLD)),
    ];
    await insertSavedRecipe(t.db, userId, { recipeData: { image: '/media/recipes/saved-image.png' } });
    const gone = await insertSavedRecipe(t.db, userId, {
      recipeData: { image: '/media/recipes/tombstoned-image.png' },
    });
    await t.db.updateTable('saved_recipes').set({ deleted_at: OLD.toISOString() }).where('id', '=', gone).execute();
    await t.db
      .updateTable('profiles')
      .set({ hero_portrait_url: '/media/portraits/hero-1.png' })
      .where('id', '=', userId)
      .execute();
    // Young: possibly a generation still on its way to its transaction.
    const young = await imageWithVariants(media, 'recipes', 'in-flight', YOUNG);
    // Not the sweep's folder.
    await media.put('exports/old.txt', Buffer.from('not an image'), OLD);

    // Orphans: a refused generation's image and variants, a lone variant, a stale temporary file.
    const orphans = [
      ...(await imageWithVariants(media, 'recipes', 'refused', OLD)),
      'recipes/lost-800.webp',
      'recipes/saved-image-800.webp.0d6c2c9e-3f6c-4a39-9d6e-0e3c8f1b9a11.tmp',
      'portraits/old-hero.png',
    ];
    for (const path of orphans.slice(-3)) await media.put(path, Buffer.from('image bytes'), OLD);

    const removed = await sweepOrphanMedia(t.db, media, NOW);
    expect(removed.sort()).toEqual([...orphans].sort());
    expect(await filesIn(media)).toEqual([...kept, ...young, 'exports/old.txt'].sort());

    // Nothing left to sweep: a second run removes nothing.
    expect(await sweepOrphanMedia(t.db, media, NOW)).toEqual([]);
  });

  it('keeps a recipe image once its generation saved it, whatever its age', async () => {
    const { session } = await registerUser(t);
    const res = await t.client({ token: session.accessToken }).api.recipes.generate.$post({
      json: { theme: 'snowy-mountain', characterClass: 'druid', recipeType: 'breakfast' },
    });
    expect(res.status).toBe(201);
    await variantsSettled();
    const recipeFiles = async () => (await t.deps.media.list('recipes')).map((entry) => entry.name).sort();
    const files = await recipeFiles();
    expect(files).toHaveLength(4); // the PNG and its three WebP variants
    // Far in the future, every file is old.
    expect(await sweepOrphanMedia(t.db, t.deps.media, new Date(Date.now() + 7 * ORPHAN_MIN_AGE_MS))).toEqual([]);
    expect(await recipeFiles()).toEqual(files);
  });

  it('answers nothing removed when there is no media folder yet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-sweep-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    expect(await sweepOrphanMedia(t.db, fileMediaStore(join(dir, 'missing')), NOW)).toEqual([]);
  });

  it('runs at start: a restarted app removes an old orphan and keeps a young one', async () => {
    const now = new Date();
    await t.deps.media.put(
      'recipes/crashed.png',
      Buffer.from('image bytes'),
      new Date(now.getTime() - 2 * ORPHAN_MIN_AGE_MS),
    );
    await t.deps.media.put('recipes/in-flight.png', Buffer.from('image bytes'), now);

    await restartTestApp(t);
    expect((await t.deps.media.list('recipes')).map((entry) => entry.name)).toEqual(['in-flight.png']);
  });
});
