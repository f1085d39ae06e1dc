import { createDb } from '@feastforge/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../testing/fixture.ts';
import { takeLogs } from '../testing/log-capture.ts';

const t = withTestApp();

const ask = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('health and readiness', () => {
  it('answers health while the process runs, whatever the database does', async () => {
    expect(await ask('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers ready once the database answers and every migration has run', async () => {
    expect(await ask('/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers 503 while a migration has not run', async () => {
    const [latest] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
      .execute(t.db)
      .then((result) => result.rows);
    await sql`delete from kysely_migration where name = ${latest?.name}`.execute(t.db);
    expect(await ask('/api/ready')).toEqual({
      status: 503,
      body: { error: { code: 'not_ready', message: 'The database schema is not up to date.' } },
    });
    expect(takeLogs().find((line) => line.msg === 'not ready: migrations have not run')?.pending).toEqual([
      latest?.name,
    ]);
    // Health still answers: the process is alive, only not ready for traffic.
    expect((await ask('/api/health')).status).toBe(200);
  });

  it('answers 503 while the database cannot be reached', async () => {
    const reachable = t.deps.db;
    // Nothing listens on port 9 (discard) here: every connection is refused.
    const { db: unreachable } = createDb({
      databaseUrl: 'postgres://feastforge@127.0.0.1:9/none',
      dataDir: ':memory:',
    });
    t.deps.db = unreachable;
    try {
      expect(await ask('/api/ready')).toEqual({
        status: 503,
        body: { error: { code: 'not_ready', message: 'The database cannot be reached.' } },
      });
      expect(await ask('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      t.deps.db = reachable;
      await unreachable.destroy();
    }
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await ask('/api/openapi.json')).body as { paths: Record<string, { get?: { responses: object } }> };
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toContain('200');
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});
