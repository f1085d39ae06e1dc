import { randomUUID } from 'node:crypto';
import { access, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { storedImageOf, type MediaWidth } from '@feastforge/domain';
import sharp from 'sharp';

/** WebP quality: the artwork's flat colours and soft gradients show no loss at this level. */
const QUALITY = 80;

// The process serves many other requests; a burst of first views should not take every core.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Makes the WebP variants of stored images on first request: `{key}-800.webp` from `{key}.png`,
 * written beside it once (through a temporary file, so a half-written variant is never served) and
 * served as a file from then on. Concurrent first requests for one variant share one conversion.
 *
 * @example
 * const variants = mediaVariants(mediaDir);
 * await variants.ensure('/media/recipes/abc-800.webp'); // true: the file is now on disk
 */
export function mediaVariants(mediaDir: string) {
  const making = new Map<string, Promise<boolean>>();

  async function make(source: string, target: string, width: MediaWidth): Promise<boolean> {
    if (await exists(target)) return true;
    if (!(await exists(source))) return false;
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toFile(temporary);
      await rename(temporary, target);
      return true;
    } catch (error) {
      console.warn(`[media] could not make ${target}: ${error instanceof Error ? error.message : String(error)}`);
      await rm(temporary, { force: true });
      return false;
    }
  }

  return {
    /** Whether `path` names a variant that is now on disk; false for any other path or a missing PNG. */
    ensure(path: string): Promise<boolean> {
      const named = storedImageOf(path);
      if (!named?.width) return Promise.resolve(false);
      const { folder, key, width } = named;
      const target = join(mediaDir, folder, `${key}-${width}.webp`);
      let made = making.get(target);
      if (!made) {
        made = make(join(mediaDir, folder, `${key}.png`), target, width).finally(() => making.delete(target));
        making.set(target, made);
      }
      return made;
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
