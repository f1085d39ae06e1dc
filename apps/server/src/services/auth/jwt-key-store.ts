import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { Config } from '../../config.ts';
import { createKeyring, type JwtKeyring } from './jwt-keyring.ts';
import { logger } from '../../logger.ts';

/** The `app_settings` row where keys were kept before 011; read once to move it, then deleted. */
const LEGACY_SETTING = 'jwt_secret';
const MIN_KEY_BYTES = 32;

const KEY_FILE_HEADER = [
  '# Feastforge access-token keys, one per line, base64 (make one with `openssl rand -base64 32`).',
  '# The first key signs new tokens; keys below it are previous keys, still accepted until removed.',
  '# Keep this file readable only by the server (chmod 600). Rotation: README, "Rotating the signing key".',
];

/**
 * Where the embedded key file lives: `JWT_KEY_FILE`, or `jwt.key` in `DATA_DIR`.
 *
 * @example
 * keyFilePath(loadConfig({ DATA_DIR: '/srv/feastforge' })) // '/srv/feastforge/jwt.key'
 */
export function keyFilePath(config: Pick<Config, 'DATA_DIR' | 'JWT_KEY_FILE'>): string {
  return resolve(config.JWT_KEY_FILE ?? join(config.DATA_DIR, 'jwt.key'));
}

const hasCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/**
 * The keys in a key file: the first signs, the others are previous keys. Blank lines and `#`
 * comments are skipped; a file without a key, or with a line that is not base64 of at least 32
 * bytes, is refused.
 *
 * @example
 * parseKeyFile('# comment\nq83v...=\n', path) // { current: Uint8Array(32), previous: [] }
 */
export function parseKeyFile(text: string, path: string): { current: Uint8Array; previous: Uint8Array[] } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [current, ...previous] = lines.map((line, index) => {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(line) ? Buffer.from(line, 'base64') : Buffer.alloc(0);
    if (bytes.length < MIN_KEY_BYTES) {
      throw new Error(
        `Key ${index + 1} in the JWT key file ${path} is not base64 of at least ${MIN_KEY_BYTES} bytes ` +
          '(make one with `openssl rand -base64 32`).',
      );
    }
    return new Uint8Array(bytes);
  });
  if (!current) throw new Error(`The JWT key file ${path} holds no key.`);
  return { current, previous };
}

/**
 * A key file others can read may already have leaked, so the server refuses to start rather than
 * quietly tightening it (as ssh does with private keys): the operator should also rotate the key.
 */
async function assertPrivate(path: string): Promise<void> {
  const info = await stat(path);
  if (!info.isFile()) throw new Error(`The JWT key file ${path} is not a regular file.`);
  // Windows has no POSIX modes (stat reports 0o666 for every writable file).
  if (process.platform === 'win32' || (info.mode & 0o077) === 0) return;
  throw new Error(
    `The JWT key file ${path} is open to other users (mode ${(info.mode & 0o777).toString(8)}). ` +
      `Run \`chmod 600 ${path}\` and, since others may have read it, rotate the key (README, "Rotating the signing key").`,
  );
}

/**
 * Creates the key file unless it exists. The content is written in full to a private temporary
 * file which is then linked into place, and linking fails when the file exists: of two servers
 * starting at once exactly one key wins, and neither can read a half-written file.
 */
async function createKeyFile(path: string, keyBase64: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, [...KEY_FILE_HEADER, keyBase64, ''].join('\n'), { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, path);
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return;
    // Filesystems without hard links: an exclusive copy still lets only one key win.
    if (!hasCode(error, 'EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP')) throw error;
    await copyFile(temp, path, constants.COPYFILE_EXCL).catch((e: unknown) => {
      if (!hasCode(e, 'EEXIST')) throw e;
    });
  } finally {
    await unlink(temp);
  }
}

async function legacyDatabaseKey(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', LEGACY_SETTING).executeTakeFirst();
  return row?.value;
}

async function deleteLegacyDatabaseKey(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', LEGACY_SETTING).execute();
}

async function keysFromFile(db: Kysely<Database>, path: string) {
  const legacy = await legacyDatabaseKey(db);
  // Moved, not copied: an install that kept its key in the database keeps its sessions, and from
  // now on a database dump or backup carries no key. The row goes only once the file holds a key.
  const exists = await stat(path).then(
    () => true,
    (error: unknown) => (hasCode(error, 'ENOENT') ? false : Promise.reject(error)),
  );
  if (!exists) await createKeyFile(path, legacy ?? randomBytes(MIN_KEY_BYTES).toString('base64'));
  await assertPrivate(path);
  const keys = parseKeyFile(await readFile(path, 'utf8'), path);
  if (legacy !== undefined) {
    await deleteLegacyDatabaseKey(db);
    logger.info({ path }, 'the access-token key left the database for its key file');
  }
  return keys;
}

/**
 * The access-token keyring: `JWT_SECRET` when set, otherwise the key file (created with mode 0600
 * on first start), plus `JWT_PREVIOUS_SECRETS` and the key file's later lines as previous keys.
 * Keys are never kept in the database; one found there (from before 011) is moved out.
 *
 * @example
 * const jwtKey = await loadJwtKeyring(db, config)
 */
export async function loadJwtKeyring(db: Kysely<Database>, config: Config): Promise<JwtKeyring> {
  const encode = (secret: string) => new TextEncoder().encode(secret);
  const fromEnv = config.JWT_PREVIOUS_SECRETS.map(encode);
  if (config.JWT_SECRET) {
    // The configured key signs; a key left in the database from the embedded default is not used
    // any more and must not travel with the next dump.
    if ((await legacyDatabaseKey(db)) !== undefined) {
      await deleteLegacyDatabaseKey(db);
      logger.info('JWT_SECRET is set: removed the unused access-token key from the database');
    }
    return createKeyring(encode(config.JWT_SECRET), fromEnv);
  }
  const { current, previous } = await keysFromFile(db, keyFilePath(config));
  return createKeyring(current, [...previous, ...fromEnv]);
}
