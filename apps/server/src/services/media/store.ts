import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';

/** One stored file: its bytes and what the media route answers with them. */
export interface MediaObject {
  body: Buffer;
  contentType: string;
  size: number;
}

/** A stored file's name within its folder and when it was written (the orphan sweep's clock). */
export interface MediaEntry {
  name: string;
  createdAt: Date;
}

/**
 * Where /media files live, by their path under /media (`recipes/abc.png`): files under
 * `$DATA_DIR/media` for one process over SQLite; with PostgreSQL, a store every instance reads
 * (the database, or an S3-compatible bucket). Writes are whole: a reader sees the old file, no
 * file or the new one, never part of one. See ADR 027.
 *
 * @example
 * await media.put('recipes/abc.png', png)
 * const image = await media.get('recipes/abc.png') // { body, contentType: 'image/png', size }
 */
export interface MediaStore {
  readonly kind: 'files' | 'database' | 's3';
  /** Writes `path`; `createdAt` (default now) dates it for the orphan sweep where the store allows. */
  put(path: string, body: Buffer, createdAt?: Date): Promise<void>;
  /** The file at `path`, or null when there is none or the path is not a media path. */
  get(path: string): Promise<MediaObject | null>;
  has(path: string): Promise<boolean>;
  /** Removes the files; a missing one is no error. */
  delete(paths: readonly string[]): Promise<void>;
  /** Every file directly in `folder` (`recipes`) whose name starts with `namePrefix`, with when it was written. */
  list(folder: string, namePrefix?: string): Promise<MediaEntry[]>;
}

/** `{folder}/{name}`: one folder deep, no dot-led names, nothing that could climb out. */
const MEDIA_PATH = /^[a-z]{1,20}\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

/** Whether `path` may name a stored file (`recipes/abc.png`, not `../x` or `recipes/a/b`). */
export function isMediaPath(path: string): boolean {
  return MEDIA_PATH.test(path) && !path.includes('..');
}

function checked(path: string): string {
  if (!isMediaPath(path)) throw new Error(`Not a media path: '${path}'`);
  return path;
}

/** The content type a stored file is served with, by its extension. */
export function contentTypeOf(path: string): string {
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.webp')) return 'image/webp';
  return 'application/octet-stream';
}

/**
 * Files under `mediaDir`, written through a temporary file and a rename so none is read half
 * written; a file's modification time is its age.
 *
 * @example
 * const media = fileMediaStore(resolve('./data/media'))
 */
export function fileMediaStore(mediaDir: string): MediaStore {
  const fileOf = (path: string) => join(mediaDir, ...checked(path).split('/'));
  const missing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';
  return {
    kind: 'files',
    async put(path, body, createdAt) {
      const file = fileOf(path);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        if (createdAt) await utimes(temporary, createdAt, createdAt);
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(path) {
      if (!isMediaPath(path)) return null;
      try {
        const body = await readFile(fileOf(path));
        return { body, contentType: contentTypeOf(path), size: body.length };
      } catch (error) {
        // A folder where a file was asked for reads as EISDIR: no file either.
        if (missing(error) || (error instanceof Error && 'code' in error && error.code === 'EISDIR')) return null;
        throw error;
      }
    },
    async has(path) {
      if (!isMediaPath(path)) return false;
      const info = await stat(fileOf(path)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    async delete(paths) {
      await Promise.all(paths.map((path) => rm(fileOf(path), { force: true })));
    },
    async list(folder, namePrefix = '') {
      const dir = join(mediaDir, folder);
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.startsWith(namePrefix));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const entries = await Promise.all(
        names.map(async (name) => {
          const info = await stat(join(dir, name)).catch(() => undefined);
          return info?.isFile() ? { name, createdAt: info.mtime } : null;
        }),
      );
      return entries.filter((entry): entry is MediaEntry => entry !== null);
    },
  };
}

/**
 * Rows of `media_objects` (PostgreSQL): every instance over the database reads what any wrote,
 * and a backup of the database holds the images with the recipes that show them.
 *
 * @example
 * const media = databaseMediaStore(db)
 */
export function databaseMediaStore(db: Kysely<Database>): MediaStore {
  return {
    kind: 'database',
    async put(path, body, createdAt = new Date()) {
      const row = {
        path: checked(path),
        content_type: contentTypeOf(path),
        size: body.length,
        body,
        created_at: createdAt.toISOString(),
      };
      await db
        .insertInto('media_objects')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('path').doUpdateSet({
            content_type: row.content_type,
            size: row.size,
            body: row.body,
            created_at: row.created_at,
          }),
        )
        .execute();
    },
    async get(path) {
      if (!isMediaPath(path)) return null;
      const row = await db
        .selectFrom('media_objects')
        .select(['body', 'content_type', 'size'])
        .where('path', '=', path)
        .executeTakeFirst();
      return row ? { body: row.body, contentType: row.content_type, size: row.size } : null;
    },
    async has(path) {
      if (!isMediaPath(path)) return false;
      const row = await db.selectFrom('media_objects').select('path').where('path', '=', path).executeTakeFirst();
      return row !== undefined;
    },
    async delete(paths) {
      if (paths.length === 0) return;
      await db.deleteFrom('media_objects').where('path', 'in', paths.map(checked)).execute();
    },
    async list(folder, namePrefix = '') {
      const prefix = `${folder}/`;
      const rows = await db
        .selectFrom('media_objects')
        .select(['path', 'created_at'])
        .where('path', 'like', `${escapeLike(prefix + namePrefix)}%`)
        .execute();
      return rows
        .map((row) => ({ name: row.path.slice(prefix.length), createdAt: new Date(row.created_at) }))
        .filter((entry) => !entry.name.includes('/'));
    },
  };
}

/** `text` matched literally by LIKE (PostgreSQL's default escape character is the backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
