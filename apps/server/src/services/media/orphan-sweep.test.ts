import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../../testing/harness.ts';
import { insertSavedRecipe, registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from './orphan-sweep.ts';
import { variantsSettled } from './variants.ts';

const t = withTestApp();

const NOW = new Date('2026-11-23T12:00:00Z');
const OLD = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
const YOUNG = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS + 60_000);

/** Writes `media/{path}` with its modification time set to `at`. */
function mediaFile(mediaDir: string, path: string, at: Date): void {
  const file = join(mediaDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'image bytes');
  utimesSync(file, at, at);
}

/** An image and the WebP variants its folder offers, all written at `at`. */
function imageWithVariants(mediaDir: string, folder: 'recipes' | 'portraits', key: string, at: Date): string[] {
  const widths = folder === 'recipes' ? [480, 800, 1200] : [160, 320];
  const paths = [`${folder}/${key}.png`, ...widths.map((w) => `${folder}/${key}-${w}.webp`)];
  for (const path of paths) mediaFile(mediaDir, path, at);
  return paths;
}

function filesUnder(mediaDir: string): string[] {
  return ['recipes', 'portraits', 'exports']
    .flatMap((folder) =>
      existsSync(join(mediaDir, folder)) ? readdirSync(join(mediaDir, folder)).map((n) => `${folder}/${n}`) : [],
    )
    .sort();
}

describe('sweepOrphanMedia', () => {
  it('deletes unreferenced files older than an hour and keeps young ones, referenced ones and their variants', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const dir = t.deps.mediaDir;

    // Referenced: a recipe's image (by recipe_data.image, not by the row id), a deleted recipe's
    // image (its tombstone still references it) and the hero portrait, each with its variants.
    const kept = [
      ...imageWithVariants(dir, 'recipes', 'saved-image', OLD),
      ...imageWithVariants(dir, 'recipes', 'tombstoned-image', OLD),
      ...imageWithVariants(dir, 'portraits', 'hero-1', OLD),
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
    const young = imageWithVariants(dir, 'recipes', 'in-flight', YOUNG);
    // Not the sweep's folder.
    mediaFile(dir, 'exports/old.txt', OLD);

    // Orphans: a refused generation's image and variants, a lone variant, a stale temporary file.
    const orphans = [
      ...imageWithVariants(dir, 'recipes', 'refused', OLD),
      'recipes/lost-800.webp',
      'recipes/saved-image-800.webp.0d6c2c9e-3f6c-4a39-9d6e-0e3c8f1b9a11.tmp',
      'portraits/old-hero.png',
    ];
    for (const path of orphans.slice(-3)) mediaFile(dir, path, OLD);

    const removed = await sweepOrphanMedia(t.db, dir, NOW);
    expect(removed.sort()).toEqual([...orphans].sort());
    expect(filesUnder(dir)).toEqual([...kept, ...young, 'exports/old.txt'].sort());

    // Nothing left to sweep: a second run removes nothing.
    expect(await sweepOrphanMedia(t.db, dir, NOW)).toEqual([]);
  });

  it('keeps a recipe image once its generation saved it, whatever its age', async () => {
    const { session } = await registerUser(t);
    const res = await t.client({ token: session.accessToken }).api.recipes.generate.$post({
      json: { theme: 'snowy-mountain', characterClass: 'druid', recipeType: 'breakfast' },
    });
    expect(res.status).toBe(201);
    await variantsSettled();
    const files = readdirSync(join(t.deps.mediaDir, 'recipes'));
    expect(files).toHaveLength(4); // the PNG and its three WebP variants
    // Far in the future, every file is old.
    expect(await sweepOrphanMedia(t.db, t.deps.mediaDir, new Date(Date.now() + 7 * ORPHAN_MIN_AGE_MS))).toEqual([]);
    expect(readdirSync(join(t.deps.mediaDir, 'recipes')).sort()).toEqual(files.sort());
  });

  it('answers nothing removed when there is no media folder yet', async () => {
    expect(await sweepOrphanMedia(t.db, join(t.deps.mediaDir, 'missing'), NOW)).toEqual([]);
  });

  it('runs at start: an app over a data dir with an old orphan removes it and keeps a young one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ff-sweep-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const mediaDir = join(dataDir, 'media');
    const now = new Date();
    mediaFile(mediaDir, 'recipes/crashed.png', new Date(now.getTime() - 2 * ORPHAN_MIN_AGE_MS));
    mediaFile(mediaDir, 'recipes/in-flight.png', now);

    const app = await createTestApp({ DATA_DIR: dataDir });
    onTestFinished(() => app.close());
    await app.deps.background.idle();
    expect(readdirSync(join(mediaDir, 'recipes'))).toEqual(['in-flight.png']);
  });
});
