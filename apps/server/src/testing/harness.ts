import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '@feastforge/db';
import { createApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { variantsSettled } from '../services/media/variants.ts';
import { createWebPush } from '../services/push/push-service.ts';
import { loadVapidKeys } from '../services/push/vapid-keys.ts';
import { testApiClient, type Credentials } from './api-client.ts';

/** Environment variables a test app starts with, on top of the test defaults. */
export type TestEnv = Record<string, string>;

/**
 * A real app over a fresh, empty database: in-memory SQLite by default, or a throwaway schema
 * on PostgreSQL when `TEST_DATABASE_URL` is set (CI runs the suite both ways).
 */
export async function createTestApp(env: TestEnv = {}) {
  // Tests sign many users up from one in-process 'IP'; the sign-up limit has a test of its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://feastforge.test',
    REGISTER_LIMIT_PER_IP: '100000',
    DATA_DIR: dataDir,
    ...env,
  });
  const pgUrl = process.env['TEST_DATABASE_URL'];
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  let handle = createDb({ dataDir: ':memory:' });
  if (pgUrl) {
    const admin = createDb({ databaseUrl: pgUrl, dataDir: ':memory:' });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.db.destroy();
    handle = createDb({ databaseUrl: pgUrl, dataDir: ':memory:', pgSchema: schema });
  }
  const deps: AppDeps = await bootstrap(config, handle.db);
  // The tests' push service listens on 127.0.0.1 (testing/push-endpoint.ts), which production refuses.
  deps.push = createWebPush(await loadVapidKeys(config), { allowPrivateEndpoints: true });
  const app = createApp(deps);

  async function close() {
    await deps.background.idle();
    await deps.jobs.stop(0);
    // A stored image's WebP variants are made after the answer: they finish before the database goes.
    await variantsSettled();
    await deps.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = createDb({ databaseUrl: pgUrl, dataDir: ':memory:' });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    }
  }

  /** A typed client whose requests come from `credentials` (a visitor without them). */
  const client = (credentials?: Credentials) => testApiClient((input, init) => app.request(input, init), credentials);

  return { app, deps, db: deps.db, close, client };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The part of the OpenAPI document tests look at. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * The app's OpenAPI document. It is served beside the typed routes rather than as one of them,
 * so this is the one place that asks for it by path.
 */
export async function readOpenApi(t: Pick<TestApp, 'app'>): Promise<OpenApiDocument> {
  const res = await t.app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`no OpenAPI document: ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}
