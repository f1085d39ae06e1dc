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
import { createOutboxMailer } from '../providers/mailer.ts';

/**
 * A real app over a fresh, empty database: in-memory SQLite by default, or a throwaway schema
 * on PostgreSQL when `TEST_DATABASE_URL` is set (CI runs the suite both ways).
 */
export async function createTestApp(env: Record<string, string> = {}) {
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
  if (deps.mailer.transport === 'outbox') deps.mailer = createOutboxMailer(deps.db, () => {});
  const app = createApp(deps);

  async function close() {
    await deps.background.idle();
    await deps.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = createDb({ databaseUrl: pgUrl, dataDir: ':memory:' });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    }
  }

  return { app, deps, db: deps.db, close, client: apiClient(app) };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Value of the refresh cookie set by this answer, if any ('' when it was cleared). */
  refreshCookie: string | undefined;
}

interface CallOptions {
  token?: string;
  refresh?: string;
  headers?: Record<string, string>;
  /** Raw body; when given, `body` is ignored and no JSON encoding happens. */
  raw?: string;
}

function apiClient(app: ReturnType<typeof createApp>) {
  async function call<T = unknown>(method: string, path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    if (options.refresh) headers['cookie'] = `ff_refresh=${options.refresh}`;
    let payload: string | undefined = options.raw;
    if (payload === undefined && body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (for example the SPA's HTML); keep the text.
    }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => /^ff_refresh=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    return {
      status: res.status,
      body: parsed as T,
      headers: res.headers,
      refreshCookie: cookie,
    } satisfies ApiAnswer<T>;
  }
  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
    patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, body, options),
  };
}
