import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import webPush from 'web-push';
import { createDb } from '@feastforge/db';
import { testApiClient, type Credentials } from './api-client.ts';
import { buildServerBundle, repoRoot, startServerProcess, type ServerProcess } from './server-process.ts';

/** A fresh PostgreSQL database of its own on the server `TEST_DATABASE_URL` names; `drop()` removes it. */
export async function createScratchDatabase(baseUrl: string, prefix = 'ff_twoinst') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(baseUrl);
  const admin = createDb({ databaseUrl: baseUrl, dataDir: ':memory:' });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.db.destroy();
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = createDb({ databaseUrl, dataDir: ':memory:' });
  return {
    name,
    databaseUrl,
    /** A connection of the test's own, to look at what the servers wrote. */
    db: handle.db,
    async drop() {
      await handle.db.destroy();
      const again = createDb({ databaseUrl: baseUrl, dataDir: ':memory:' });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.db);
      await again.db.destroy();
    },
  };
}

/** A typed client whose requests go to the real server process `server`. */
export function processClient(server: Pick<ServerProcess, 'url'>, credentials?: Credentials) {
  return testApiClient((input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const base = new URL(server.url);
    target.protocol = base.protocol;
    target.host = base.host;
    return input instanceof Request ? fetch(new Request(target, input), init) : fetch(target, init);
  }, credentials);
}

/**
 * The secrets every instance of one deployment shares (the signing secret and the push keys), as
 * an operator sets them for all instances.
 */
export function sharedSecrets(): Record<string, string> {
  const vapid = webPush.generateVAPIDKeys();
  return {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@feastforge.test',
  };
}

/**
 * Several server processes (the built server, as production runs it) over one fresh PostgreSQL
 * database, each with its own `DATA_DIR`, sharing their secrets. `close()` stops them and drops
 * the database.
 */
export async function startInstances(baseUrl: string, ports: number[], env: Record<string, string> = {}) {
  const outdir = `dist/.instances-${randomUUID().slice(0, 8)}`;
  const entry = buildServerBundle(outdir);
  const database = await createScratchDatabase(baseUrl);
  const shared = { DATABASE_URL: database.databaseUrl, REGISTER_LIMIT_PER_IP: '100000', ...sharedSecrets(), ...env };
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first applies the migrations.
    for (const port of ports) servers.push(await startServerProcess({ port, entry, env: shared }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database.drop();
    rmSync(join(repoRoot, outdir), { recursive: true, force: true });
    throw error;
  }
  return {
    servers,
    database,
    async close() {
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
      rmSync(join(repoRoot, outdir), { recursive: true, force: true });
    },
  };
}
