import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files a browser fetches; images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.webmanifest', '.json', '.txt', '.xml']);

/** Below this, headers outweigh what compression saves; the server's on-the-fly threshold is the same. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of 1 KB or more under `dir`, and answers the paths it wrote. A variant that would not be
 * smaller is not written. Each variant keeps its original's modification time, so the server
 * sends the same Last-Modified whichever one it picks.
 *
 * @example
 * await precompressDir('dist/web') // ['dist/web/assets/index-abc.js.br', 'dist/web/assets/index-abc.js.gz', ...]
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  const written = await Promise.all(
    names.filter((name) => COMPRESSIBLE.has(extname(name))).map((name) => precompressFile(join(dir, name))),
  );
  return written.flat().sort();
}

async function precompressFile(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isFile() || info.size < PRECOMPRESS_MIN_BYTES) return [];
  const source = await readFile(path);
  const variants = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }).then((body) => ({ path: `${path}.br`, body })),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }).then((body) => ({ path: `${path}.gz`, body })),
  ]);
  const worth = variants.filter((variant) => variant.body.byteLength < source.byteLength);
  await Promise.all(
    worth.map(async (variant) => {
      await writeFile(variant.path, variant.body);
      await utimes(variant.path, info.atime, info.mtime);
    }),
  );
  return worth.map((variant) => variant.path);
}

/**
 * Precompresses the browser build once everything is on disk. vite-plugin-pwa builds and injects
 * the service worker in its own `closeBundle` (order unset), after the bundle and
 * manifest.webmanifest are written, so this runs in `closeBundle` with `order: 'post'`: rolldown
 * runs a hook's handlers one after another, `post` last, so sw.js is final when it is read.
 * The server-side renderer's build (`build.ssr`) is nobody's download and is left alone.
 *
 * @example
 * plugins: [react(), precompress()]
 */
export function precompress(): Plugin {
  return {
    name: 'feastforge:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => !environment.config.build.ssr,
    closeBundle: {
      order: 'post',
      async handler(error) {
        if (error) return;
        const { config, logger } = this.environment;
        const outDir = resolve(config.root, config.build.outDir);
        const written = await precompressDir(outDir);
        logger.info(`${written.length} precompressed files (.br, .gz) written in ${outDir}`);
      },
    },
  };
}
