import { randomBytes } from 'node:crypto';
import { chmod, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@feastforge/db';
import { registerUser } from '../../testing/builders.ts';
import { expectStatus } from '../../testing/expectations.ts';
import { withTestApp } from '../../testing/fixture.ts';
import type { TestApp } from '../../testing/harness.ts';
import { restartTestApp } from '../../testing/restart.ts';
import { keyFilePath, loadJwtKeyring, parseKeyFile } from './jwt-key-store.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from './tokens.ts';

/** Every row of every table of this test's database (its own schema on PostgreSQL), as one text. */
async function everythingStored(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`
    .execute(db)
    .catch(() => ({ rows: [{ schema: null }] }));
  const schema = rows[0]?.schema ?? undefined;
  const tables = (await db.introspection.getTables()).filter((table) => table.schema === schema);
  expect(tables.map((table) => table.name)).toContain('app_settings');
  const dump = await Promise.all(
    tables.map(async (table) => (await sql`select * from ${sql.table(table.name)}`.execute(db)).rows),
  );
  return JSON.stringify(dump);
}

/** The spellings a key could be stored in. */
const spellings = (secret: Uint8Array) =>
  (['base64', 'base64url', 'hex'] as const).map((encoding) => Buffer.from(secret).toString(encoding));

async function keyFileOf(t: TestApp) {
  const path = keyFilePath(t.deps.config);
  return { path, mode: (await stat(path)).mode & 0o777, keys: parseKeyFile(await readFile(path, 'utf8'), path) };
}

/** An access token as versions before key ids signed it: no `kid` in the header. */
function tokenWithoutKid(key: Uint8Array, claims: { sub: string; sid: string }) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

describe('the embedded key file', () => {
  const t = withTestApp();

  it('is made on first start with mode 0600, and no key is anywhere in the database', async () => {
    const { email, refresh } = await registerUser(t);
    await t.client({ refresh }).api.auth.refresh.$post();
    await t.client().api.auth['password-reset'].$post({ json: { email } });
    await t.deps.background.idle();

    const file = await keyFileOf(t);
    expect(file.path).toBe(keyFilePath({ DATA_DIR: t.deps.config.DATA_DIR, JWT_KEY_FILE: undefined }));
    expect(file.path.endsWith('/jwt.key')).toBe(true);
    expect(file.mode).toBe(0o600);
    expect(file.keys.current).toEqual(t.deps.jwtKey.current.secret);
    expect(file.keys.previous).toEqual([]);
    expect(t.deps.jwtKey.current.secret.length).toBeGreaterThanOrEqual(32);

    expect(await t.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    const stored = await everythingStored(t.db);
    for (const spelling of spellings(t.deps.jwtKey.current.secret)) expect(stored).not.toContain(spelling);
  });

  it('takes over a key an older version kept in the database, so its sessions live on', async () => {
    const { session, refresh } = await registerUser(t);
    // As an older version left it: the key in app_settings, no key file, tokens without a kid.
    const legacy = randomBytes(32);
    await t.db
      .insertInto('app_settings')
      .values({ key: 'jwt_secret', value: legacy.toString('base64') })
      .execute();
    await rm(keyFilePath(t.deps.config));
    const { sub, sid } = decodeJwt(session.accessToken);
    const oldToken = await tokenWithoutKid(legacy, { sub: String(sub), sid: String(sid) });

    const next = await restartTestApp(t);
    expect(Buffer.from(next.deps.jwtKey.current.secret)).toEqual(legacy);
    expect(await t.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    const file = await keyFileOf(t);
    expect(file.mode).toBe(0o600);
    expect(Buffer.from(file.keys.current)).toEqual(legacy);

    expectStatus(await next.client({ token: oldToken }).api.me.$get(), 200);
    expectStatus(await next.client({ refresh }).api.auth.refresh.$post(), 200);
    // The file is the key from now on: the next start signs with the same one.
    expect((await restartTestApp(t)).deps.jwtKey.current.kid).toBe(next.deps.jwtKey.current.kid);
  });

  it('ends with one key when several servers start on a fresh DATA_DIR at once', async () => {
    const path = keyFilePath(t.deps.config);
    await rm(path);
    const rings = await Promise.all(Array.from({ length: 8 }, () => loadJwtKeyring(t.db, t.deps.config)));
    expect(new Set(rings.map((ring) => ring.current.kid)).size).toBe(1);
    expect((await keyFileOf(t)).keys.current).toEqual(rings[0]?.current.secret);
    expect((await readdir(dirname(path))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('refuses to start when others can read the key file', async () => {
    const path = keyFilePath(t.deps.config);
    await chmod(path, 0o644);
    await expect(restartTestApp(t)).rejects.toThrow(`mode 644). Run \`chmod 600 ${path}\``);
    await chmod(path, 0o600);
    await expect(restartTestApp(t)).resolves.toBeTruthy();
  });

  it('keeps the file apart from the data when JWT_KEY_FILE says where', async () => {
    const path = `${t.deps.config.DATA_DIR}/keys/feastforge-jwt.key`;
    const next = await restartTestApp(t, { JWT_KEY_FILE: path });
    expect(parseKeyFile(await readFile(path, 'utf8'), path).current).toEqual(next.deps.jwtKey.current.secret);
    expect(next.deps.jwtKey.current.kid).not.toBe(t.deps.jwtKey.current.kid);
  });
});

describe('parseKeyFile', () => {
  const one = randomBytes(32).toString('base64');
  const two = randomBytes(48).toString('base64url');

  it('reads the signing key first and previous keys below it, skipping comments and blank lines', () => {
    const keys = parseKeyFile(`# keys\n\n${one}\r\n  ${two}  \n`, 'jwt.key');
    expect(Buffer.from(keys.current).toString('base64')).toBe(one);
    expect(keys.previous.map((key) => Buffer.from(key).toString('base64url'))).toEqual([two]);
  });

  it('refuses a file without a key, a line that is not base64 and a key shorter than 32 bytes', () => {
    expect(() => parseKeyFile('# nothing here\n', 'jwt.key')).toThrow('The JWT key file jwt.key holds no key.');
    expect(() => parseKeyFile(`${one}\nnot base64!\n`, 'jwt.key')).toThrow('Key 2 in the JWT key file jwt.key');
    expect(() => parseKeyFile(randomBytes(31).toString('base64'), 'jwt.key')).toThrow('at least 32 bytes');
  });
});

describe('with JWT_SECRET', () => {
  const secret = 'configured-secret-of-forty-characters-ok';
  const t = withTestApp({ JWT_SECRET: secret });

  it('signs with it, writes no key file and drops a key left in the database', async () => {
    expect(t.deps.jwtKey.current.secret).toEqual(new TextEncoder().encode(secret));
    await expect(stat(keyFilePath(t.deps.config))).rejects.toThrow('ENOENT');

    await registerUser(t);
    await t.db
      .insertInto('app_settings')
      .values({ key: 'jwt_secret', value: randomBytes(32).toString('base64') })
      .execute();
    await restartTestApp(t);
    expect(await t.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    await expect(stat(keyFilePath(t.deps.config))).rejects.toThrow('ENOENT');
    expect(await everythingStored(t.db)).not.toContain(secret);
  });
});
