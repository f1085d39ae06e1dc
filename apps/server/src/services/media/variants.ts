import { randomUUID } from 'node:crypto';
import { access, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_WIDTHS, storedImageOf, type MediaFolder } from '@feastforge/domain';
import { logger } from '../../logger.ts';

/** WebP quality: the artwork's flat colours and soft gradients show no loss at this level. */
const QUALITY = 80;

// Conversions in flight, by target file, and the one queue they run in: this process also hashes
// passwords and reads files on libuv's thread pool, so conversions take one thread at a time.
const making = new Map<string, Promise<VariantState>>();

/** A variant on disk, one whose PNG is there but that could not be made, or no such image. */
export type VariantState = 'ready' | 'failed' | 'none';
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the WebP variants of stored images (`{key}-800.webp` from `{key}.png`), written beside the
 * PNG once, through a temporary file so a half-written variant is never served. Every variant of a
 * new image is made as soon as it is stored (`makeAll`); one asked for before then, or of an older
 * image, is made on that request (`ensure`). Concurrent asks for one variant share one conversion.
 * sharp (a native module) is loaded on the first conversion: a platform without it still serves
 * every PNG, and the media route answers a variant it cannot make with its PNG.
 *
 * @example
 * const variants = mediaVariants(mediaDir);
 * await variants.ensure('/media/recipes/abc-800.webp'); // 'ready': the file is now on disk
 */
export function mediaVariants(mediaDir: string) {
  const make = (folder: MediaFolder, key: string, width: number): Promise<VariantState> => {
    const target = join(mediaDir, folder, `${key}-${width}.webp`);
    let made = making.get(target);
    if (!made) {
      made = convert(join(mediaDir, folder, `${key}.png`), target, width).finally(() => making.delete(target));
      making.set(target, made);
    }
    return made;
  };

  return {
    /** Makes the variant `path` names if it is not on disk yet; 'none' for any other path or a missing PNG. */
    ensure(path: string): Promise<VariantState> {
      const image = storedImageOf(path);
      if (!image || image.width === null) return Promise.resolve('none');
      return make(image.folder, image.key, image.width);
    },
    /** Makes every variant of a stored image; resolves when all are on disk (or could not be made). */
    async makeAll(folder: MediaFolder, key: string): Promise<void> {
      await Promise.all(MEDIA_WIDTHS[folder].map((width) => make(folder, key, width)));
    },
  };
}

/**
 * Resolves once no conversion is in flight, those started meanwhile included: for tests that count
 * the files on disk (a new image's variants are made in the background, see the image makers).
 *
 * @example
 * await variantsSettled(); // every variant asked for so far is on disk, failed, or not wanted
 */
export async function variantsSettled(): Promise<void> {
  while (making.size > 0) await Promise.allSettled([...making.values()]);
}

async function convert(source: string, target: string, width: number): Promise<VariantState> {
  if (await exists(target)) return 'ready';
  if (!(await exists(source))) return 'none';
  const run = queue.then(async () => {
    // The image may have been discarded (its generation was not saved) while this waited its turn.
    if (!(await exists(source))) return 'none' as const;
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      const { default: sharp } = await import('sharp');
      await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toFile(temporary);
      await rename(temporary, target);
      // Discarding removes the PNG before its variants, so a variant that lands after that finds
      // the PNG gone here and goes too: no variant outlives its image, and no discard waits.
      if (!(await exists(source))) {
        await rm(target, { force: true });
        return 'none' as const;
      }
      return 'ready' as const;
    } catch (error) {
      await rm(temporary, { force: true });
      // Its image was discarded while sharp read it: nothing failed, there is just nothing to make.
      if (!(await exists(source))) return 'none' as const;
      logger.warn({ err: error, target }, 'could not make an image variant');
      return 'failed' as const;
    }
  });
  queue = run;
  return run;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
