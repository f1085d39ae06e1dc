import { MEDIA_WIDTHS, storedImageOf, type MediaFolder } from '@feastforge/domain';
import { logger } from '../../logger.ts';
import type { MediaStore } from './store.ts';

/** WebP quality: the artwork's flat colours and soft gradients show no loss at this level. */
const QUALITY = 80;

// Conversions in flight, by store and target path, and the one queue they run in: this process
// also hashes passwords and reads files on libuv's thread pool, so conversions take one thread at a time.
const making = new WeakMap<MediaStore, Map<string, Promise<VariantState>>>();
const inFlight = new Set<Promise<VariantState>>();

/** A variant in the store, one whose PNG is there but that could not be made, or no such image. */
export type VariantState = 'ready' | 'failed' | 'none';

let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes the WebP variants of stored images (`{key}-800.webp` from `{key}.png`), stored beside the
 * PNG once (a store writes a file whole, so a half-made variant is never served). Every variant of
 * a new image is made as soon as it is stored (`makeAll`); one asked for before then, or of an
 * older image, is made on that request (`ensure`). Concurrent asks for one variant in one process
 * share one conversion; two instances asking at once each make it, and write the same bytes.
 * sharp (a native module) is loaded on the first conversion: a platform without it still serves
 * every PNG, and the media route answers a variant it cannot make with its PNG.
 *
 * @example
 * const variants = mediaVariants(media);
 * await variants.ensure('/media/recipes/abc-800.webp'); // 'ready': the variant is now stored
 */
export function mediaVariants(media: MediaStore) {
  let mine = making.get(media);
  if (!mine) {
    mine = new Map();
    making.set(media, mine);
  }
  const pending = mine;
  const make = (folder: MediaFolder, key: string, width: number): Promise<VariantState> => {
    const target = `${folder}/${key}-${width}.webp`;
    let made = pending.get(target);
    if (!made) {
      const run = convert(media, `${folder}/${key}.png`, target, width);
      made = run.finally(() => {
        pending.delete(target);
        inFlight.delete(run);
      });
      inFlight.add(run);
      pending.set(target, made);
    }
    return made;
  };
  return {
    /** Makes the variant `path` names if it is not stored yet; 'none' for any other path or a missing PNG. */
    ensure(path: string): Promise<VariantState> {
      const image = storedImageOf(path);
      if (!image || image.width === null) return Promise.resolve('none');
      return make(image.folder, image.key, image.width);
    },
    /** Makes every variant of a stored image; resolves when all are stored (or could not be made). */
    async makeAll(folder: MediaFolder, key: string): Promise<void> {
      await Promise.all(MEDIA_WIDTHS[folder].map((width) => make(folder, key, width)));
    },
  };
}

/**
 * Resolves once no conversion is in flight, those started meanwhile included: for tests that count
 * the stored files (a new image's variants are made in the background, see the image makers).
 *
 * @example
 * await variantsSettled(); // every variant asked for so far is stored, failed, or not wanted
 */
export async function variantsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function convert(media: MediaStore, source: string, target: string, width: number): Promise<VariantState> {
  // A variant already stored answers without waiting behind conversions (a store that cannot be
  // read now is asked again in the queue, where its error is reported).
  if (await media.has(target).catch(() => false)) return 'ready';
  const run = queue.then(async () => {
    try {
      if (await media.has(target)) return 'ready' as const;
      // The image may have been discarded (its generation was not saved) while this waited its turn.
      const png = await media.get(source);
      if (!png) return 'none' as const;
      const { default: sharp } = await import('sharp');
      const webp = await sharp(png.body)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
      await media.put(target, webp);
      // Discarding removes the PNG before its variants, so a variant that lands after that finds
      // the PNG gone here and goes too: no variant outlives its image, and no discard waits.
      if (!(await media.has(source))) {
        await media.delete([target]);
        return 'none' as const;
      }
      return 'ready' as const;
    } catch (error) {
      // Its image was discarded meanwhile: nothing failed, there is just nothing to make.
      if (!(await media.has(source).catch(() => true))) return 'none' as const;
      logger.warn({ err: error, target }, 'could not make an image variant');
      return 'failed' as const;
    }
  });
  queue = run;
  return run;
}
