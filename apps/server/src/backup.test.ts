import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { mana } from '@feastforge/domain';
import { createDb } from '@feastforge/db';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import * as ledger from './services/ledger/ledger.ts';
import { testApiClient } from './testing/api-client.ts';
import type { TestApp } from './testing/harness.ts';
import { ledgerMismatches } from './testing/ledger-balance.ts';
import { quickUsers } from './testing/quick-users.ts';
import { repoRoot } from './testing/server-process.ts';

/** Runs `npm run <script> -- file` as an operator would (without npm's own output). */
function runScript(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, file], {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The app over a SQLite file in `dataDir`, as `npm start` opens it. */
async function appOnFile(dataDir: string): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://feastforge.test' });
  const deps = await bootstrap(config, createDb({ dataDir }).db);
  const app = createApp(deps);
  return {
    app,
    deps,
    db: deps.db,
    client: (credentials) => testApiClient((input, init) => app.request(input, init), credentials),
    close: async () => {
      await deps.background.idle();
      await deps.db.destroy();
    },
  };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore (SQLite)', () => {
  it('copy a database while mana is being booked, and the restored copy is whole and balanced', async () => {
    const dataDir = tempDir();
    const file = join(tempDir(), 'feastforge-backup.db');
    const t = await appOnFile(dataDir);
    const users = await quickUsers(t, 20);
    let writes = 0;
    let writing = true;
    // Mana credits keep landing, one transaction each, for as long as the backup runs.
    const load = (async () => {
      while (writing) {
        const user = users[writes % users.length];
        if (!user) break;
        writes += 1;
        // better-sqlite3 answers at once: yield so timers and the child process's pipes get a turn.
        await new Promise((resolve) => setImmediate(resolve));
        await t.db.transaction().execute((trx) =>
          ledger.credit(trx, {
            userId: user.userId,
            amount: mana(1 + (writes % 3)),
            type: 'admin_added',
            description: 'backup test',
            idempotencyKey: `backup-test:${writes}`,
          }),
        );
      }
    })();
    while (writes < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = writes;
    const backup = await runScript('backup', file, { DATA_DIR: dataDir });
    const after = writes;
    writing = false;
    await load;
    await t.close();
    expect(backup.out).toMatch(/integrity check: ok/);
    expect(backup.code).toBe(0);
    expect(after).toBeGreaterThan(before);

    // The server is stopped; the backup goes back in place of the database it came from.
    const restored = await runScript('restore', file, { DATA_DIR: dataDir });
    expect(restored.code, restored.out).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('feastforge.db.before-restore-'))).toBe(true);

    const back = await appOnFile(dataDir);
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(back.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      expect(await ledgerMismatches(back)).toEqual([]);
      const rows = await back.db
        .selectFrom('mana_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // The copy is one moment between the writes seen before and after the backup ran.
      expect(Number(rows.n)).toBeGreaterThanOrEqual(before - 1);
      expect(Number(rows.n)).toBeLessThanOrEqual(after);
      const profiles = await back.db.selectFrom('profiles').select('id').execute();
      expect(profiles).toHaveLength(20);
    } finally {
      await back.close();
    }
  });

  it('refuses PostgreSQL (pointing at pg_dump), a missing database and an existing file', async () => {
    const dataDir = tempDir();
    const pg = await runScript('backup', join(dataDir, 'x.db'), {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/feastforge',
    });
    expect(pg.code).toBe(2);
    expect(pg.out).toMatch(/pg_dump --format=custom/);
    const pgRestore = await runScript('restore', join(dataDir, 'x.db'), {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/feastforge',
    });
    expect(pgRestore.code).toBe(2);
    expect(pgRestore.out).toMatch(/pg_restore/);

    const missing = await runScript('backup', join(dataDir, 'x.db'), { DATA_DIR: join(dataDir, 'nothing') });
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/There is no database at .*check DATA_DIR/);

    const t = await appOnFile(dataDir);
    await t.close();
    const taken = join(dataDir, 'feastforge.db');
    const exists = await runScript('backup', taken, { DATA_DIR: dataDir });
    expect(exists.code).toBe(1);
    expect(exists.out).toMatch(/already exists/);
    expect(existsSync(taken)).toBe(true);
    const usage = await runScript('backup', '', { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
  });
});
