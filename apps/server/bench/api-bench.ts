/**
 * `npm run bench:api`: the same load against the built server (as `npm start` runs it) on SQLite,
 * on PostgreSQL with one instance, and on PostgreSQL with two instances over one database, then a
 * table of requests per second and p99 latency side by side.
 *
 * The load: the Feast Hall's first page (`GET /api/gallery`), one published recipe
 * (`GET /api/recipes/{id}`), its server-rendered page (`GET /recipe/{id}`, when the web app is built) and
 * a generation (`POST /api/recipes/generate`, ten cooks with mana to
 * spare, each request conjuring and saving a recipe and its picture). With two instances, two
 * autocannon runs go at once, one per instance, half the connections each: their requests per
 * second add up and the table shows the higher of their two p99s.
 *
 * PostgreSQL columns need `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`): a fresh database is made
 * for each and dropped at the end. Knobs: `BENCH_SECONDS` per read case (5),
 * `BENCH_GENERATE_SECONDS` (15), `BENCH_CONNECTIONS` (10), `BENCH_PORT` (the first of four ports, 4420).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mana } from '@feastforge/domain';
import { createDb, type Database } from '@feastforge/db';
import type { Kysely } from 'kysely';
import * as ledger from '../src/services/ledger/ledger.ts';
import { insertSavedRecipe } from '../src/testing/builders.ts';
import { createScratchDatabase, sharedSecrets } from '../src/testing/instance-pair.ts';
import { buildServerBundle, repoRoot, startServerProcess, type ServerProcess } from '../src/testing/server-process.ts';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
// A generation conjures and draws a recipe (a few hundred milliseconds of CPU): a short run would
// end before the first answers under ten connections.
const GENERATE_SECONDS = Number(process.env['BENCH_GENERATE_SECONDS'] ?? 15);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const FIRST_PORT = Number(process.env['BENCH_PORT'] ?? 4420);
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
const COOKS = 10;
const PUBLISHED = 200;
const GENERATE = JSON.stringify({ theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 });

interface Measure {
  rps: number;
  p99: number;
  errors: number;
}
type Case = 'gallery' | 'recipe' | 'page' | 'generate';
// The server-rendered recipe page needs the built web app (`npm run build`); without it that row is left out.
const PAGES_BUILT = existsSync(join(repoRoot, 'dist/web-ssr/entry-server.js'));
const CASES: Case[] = PAGES_BUILT ? ['gallery', 'recipe', 'page', 'generate'] : ['gallery', 'recipe', 'generate'];

/** What every case needs on one deployment: a published recipe and cooks with mana. */
async function seed(server: ServerProcess, db: Kysely<Database>) {
  const tokens: string[] = [];
  for (let i = 0; i < COOKS; i += 1) {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${i}-${Date.now()}@example.com`, password: 'Cauldron-Stew-42' }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { accessToken: string; me: { user: { id: string } } };
    tokens.push(body.accessToken);
    await db.transaction().execute((trx) =>
      ledger.credit(trx, {
        userId: body.me.user.id,
        amount: mana(1_000_000),
        type: 'admin_added',
        description: 'benchmark',
        idempotencyKey: `bench:${body.me.user.id}`,
      }),
    );
  }
  const author = (await db.selectFrom('profiles').select('id').executeTakeFirstOrThrow()).id;
  let recipeId = '';
  for (let i = 0; i < PUBLISHED; i += 1) recipeId = await insertSavedRecipe(db, author, { isPublished: true });
  return { tokens, recipeId };
}

function readPath(which: Case, recipeId: string) {
  if (which === 'gallery') return '/api/gallery';
  if (which === 'page') return `/recipe/${recipeId}`;
  return `/api/recipes/${recipeId}`;
}

/** One autocannon run of `which` against `server`. */
async function hit(
  server: ServerProcess,
  which: Case,
  seeded: { tokens: string[]; recipeId: string },
  connections: number,
) {
  let turn = 0;
  const options: autocannon.Options =
    which === 'generate'
      ? {
          url: server.url,
          requests: [
            {
              method: 'POST',
              path: '/api/recipes/generate',
              setupRequest: (req) => {
                turn += 1;
                const token = seeded.tokens[turn % seeded.tokens.length] ?? '';
                return {
                  ...req,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                  body: GENERATE,
                };
              },
            },
          ],
        }
      : { url: `${server.url}${readPath(which, seeded.recipeId)}` };
  const duration = which === 'generate' ? GENERATE_SECONDS : SECONDS;
  const result = await autocannon({ ...options, connections, duration, timeout: duration + 10 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every case against the `servers` of one deployment (load split evenly across them). */
async function measure(servers: ServerProcess[], seeded: { tokens: string[]; recipeId: string }) {
  const out = {} as Record<Case, Measure>;
  for (const which of CASES) {
    const per = Math.max(1, Math.round(CONNECTIONS / servers.length));
    const runs = await Promise.all(servers.map((s) => hit(s, which, seeded, per)));
    out[which] = {
      rps: runs.reduce((sum, r) => sum + r.rps, 0),
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
    console.info(`  ${which}: ${out[which].rps.toFixed(0)} req/s, p99 ${out[which].p99} ms`);
  }
  return out;
}

async function onSqlite(entry: string) {
  console.info('SQLite, one instance');
  const server = await startServerProcess({ port: FIRST_PORT, entry, env: { REGISTER_LIMIT_PER_IP: '100000' } });
  const handle = createDb({ dataDir: server.dataDir });
  try {
    return await measure([server], await seed(server, handle.db));
  } finally {
    await handle.db.destroy();
    await server.stop();
  }
}

async function onPostgres(entry: string, instances: number) {
  if (!PG_URL) return undefined;
  console.info(`PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`);
  const database = await createScratchDatabase(PG_URL, 'ff_bench');
  const env = { DATABASE_URL: database.databaseUrl, REGISTER_LIMIT_PER_IP: '100000', ...sharedSecrets() };
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < instances; i += 1) {
      servers.push(await startServerProcess({ port: FIRST_PORT + 1 + (instances - 1) + i, entry, env }));
    }
    const [first] = servers;
    if (!first) throw new Error('no server');
    return await measure(servers, await seed(first, database.db));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

const entry = buildServerBundle();
console.info(`${SECONDS} s per read case, ${GENERATE_SECONDS} s of generation, ${CONNECTIONS} connections in all\n`);
const columns: [string, Record<Case, Measure> | undefined][] = [
  ['SQLite', await onSqlite(entry)],
  ['PostgreSQL ×1', await onPostgres(entry, 1)],
  ['PostgreSQL ×2', await onPostgres(entry, 2)],
];

const cell = (m: Measure | undefined) =>
  m
    ? `${m.rps.toFixed(0)} req/s · p99 ${m.p99} ms${m.errors ? ` · ${m.errors} errors` : ''}`
    : 'not run (no PostgreSQL URL)';
console.info(`\n| Case | ${columns.map(([name]) => name).join(' | ')} |`);
console.info(`|---|${columns.map(() => '---').join('|')}|`);
const paths: Record<Case, string> = {
  gallery: '`GET /api/gallery`',
  recipe: '`GET /api/recipes/{id}`',
  page: '`GET /recipe/{id}` (server-rendered page)',
  generate: '`POST /api/recipes/generate`',
};
for (const which of CASES)
  console.info(`| ${paths[which]} | ${columns.map(([, m]) => cell(m?.[which])).join(' | ')} |`);
