import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from './testing/builders.ts';
import { readEventStream } from './testing/event-stream.ts';
import { processClient, startInstances } from './testing/instance-pair.ts';
import { ledgerMismatches } from './testing/ledger-balance.ts';
import type { ServerProcess } from './testing/server-process.ts';

// Two real server processes over one PostgreSQL database: what several instances behind a load
// balancer share must hold across them. SQLite is one process by design, so this needs PostgreSQL.
const pgUrl = process.env['TEST_DATABASE_URL'];
const title = pgUrl
  ? 'two server processes over one PostgreSQL database'
  : 'two server processes over one PostgreSQL database (skipped: set TEST_DATABASE_URL to a PostgreSQL server)';

const CHOICES = { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize: 2 } as const;

describe.skipIf(!pgUrl)(title, () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // A short lease, so the work a killed instance had claimed is taken over within the test.
    pair = await startInstances(pgUrl ?? '', [4410, 4411], { TRUST_PROXY: '1', JOB_LEASE_SECONDS: '10' });
    [a, b] = pair.servers as [ServerProcess, ServerProcess];
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
  }, 30_000);

  /** Signs a cook up on `server`; answers their token and id (25 mana to start). */
  async function signUp(server: ServerProcess, email = uniqueEmail()) {
    const res = await processClient(server).api.auth.register.$post({ json: { email, password: GOOD_PASSWORD } });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { email, token: res.body.accessToken, userId: res.body.me.user.id };
  }
  const either = (i: number) => (i % 2 === 0 ? a : b);

  it('50 parallel generations split across both with 25 mana: exactly 25 succeed, the ledger balances', async () => {
    const cook = await signUp(a);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        processClient(either(i), { token: cook.token }).api.recipes.generate.$post({ json: CHOICES }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 402)).toHaveLength(25);
    const profile = await pair.database.db
      .selectFrom('profiles')
      .select('mana_balance')
      .where('id', '=', cook.userId)
      .executeTakeFirstOrThrow();
    expect(profile.mana_balance).toBe(0);
    const recipes = await pair.database.db
      .selectFrom('saved_recipes')
      .select('id')
      .where('user_id', '=', cook.userId)
      .execute();
    expect(recipes).toHaveLength(25);
    expect(await ledgerMismatches(pair.database)).toEqual([]);
  }, 120_000);

  it('20 chest claims split across both open the chest once', async () => {
    const cook = await signUp(b);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => processClient(either(i), { token: cook.token }).api.chest.claim.$post()),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const claims = await pair.database.db
      .selectFrom('daily_chest_claims')
      .select('user_id')
      .where('user_id', '=', cook.userId)
      .execute();
    expect(claims).toHaveLength(1);
    expect(await ledgerMismatches(pair.database)).toEqual([]);
  });

  it('a live stream open on one instance hears of a change made on the other', async () => {
    // Everything this cook does happens on B: whatever A's stream hears crossed over.
    const cook = await signUp(b);
    const pass = await processClient(a, { token: cook.token }).api.events.ticket.$post();
    if (pass.status !== 201) throw new Error(`no pass: ${pass.status}`);
    const tab = readEventStream(await fetch(`${a.url}/api/events?ticket=${encodeURIComponent(pass.body.ticket)}`));
    try {
      expect(await tab.next(5000)).toMatchObject({ event: 'ready' });
      expect((await processClient(b, { token: cook.token }).api.chest.claim.$post()).status).toBe(200);
      // The sign-up's own news (a notification) may come first; the claim changes the profile.
      const heard: string[] = [];
      while (!heard.includes('profile')) heard.push((await tab.next(5000)).event);
      expect(heard).toContain('profile');
    } finally {
      await tab.close();
    }
  });

  it('an image generated on one instance is served by the other', async () => {
    const cook = await signUp(a);
    const made = await processClient(a, { token: cook.token }).api.recipes.generate.$post({ json: CHOICES });
    if (made.status !== 201) throw new Error(`no generation: ${made.status} ${JSON.stringify(made.body)}`);
    if (made.body.isTrial) throw new Error('a signed-in cook was answered a trial');
    const image = made.body.recipe.recipeData.image;
    expect(image).toMatch(/^\/media\//);
    const onA = await fetch(`${a.url}${image}`);
    const onB = await fetch(`${b.url}${image}`);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));
  }, 30_000);

  it('counts failed sign-ins for an account across both instances', async () => {
    const cook = await signUp(a);
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const wrong = (server: ServerProcess) =>
      processClient(server, { headers: from }).api.auth.login.$post({
        json: { email: cook.email, password: 'Wrong-Ladle-1' },
      });
    // Instance A alone until it starts refusing: that is the limit.
    let tries = 0;
    for (; tries < 200; tries += 1) {
      const res = await wrong(a);
      if (res.status === 429) break;
      expect(res.status).toBe(401);
    }
    expect(tries).toBeGreaterThan(0);
    expect(tries).toBeLessThan(200);
    // Instance B has never seen this account's failures itself, yet refuses too.
    expect((await wrong(b)).status).toBe(429);
  }, 60_000);

  it('loses no acknowledged write and leaves no work undone when one instance is killed under load', async () => {
    const cooks = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(either(i))));
    const generated: { id: string; userId: string; image: string }[] = [];
    const registered: string[] = [];
    let killed = false;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i += 1) {
        const server = killed ? a : either(i + w);
        try {
          if (i % 3 === 2) {
            const email = uniqueEmail('load');
            const res = await processClient(server).api.auth.register.$post({
              json: { email, password: GOOD_PASSWORD },
            });
            if (res.status === 201) registered.push(email);
          } else {
            const cook = cooks[(i + w) % cooks.length];
            if (!cook) throw new Error('no cook');
            const res = await processClient(server, { token: cook.token }).api.recipes.generate.$post({
              json: CHOICES,
            });
            if (res.status === 201 && !res.body.isTrial)
              generated.push({ id: res.body.recipe.id, userId: cook.userId, image: res.body.recipe.recipeData.image });
          }
        } catch {
          // The killed instance's connections fail: nothing was acknowledged on them.
        }
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, (_, w) => worker(w)));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await b.stop('SIGKILL');
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await load;
    expect(generated.length).toBeGreaterThan(0);
    expect(registered.length).toBeGreaterThan(0);

    const db = pair.database.db;
    const ids = generated.map((g) => g.id);
    const stored = await db.selectFrom('saved_recipes').select('id').where('id', 'in', ids).execute();
    expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await ledgerMismatches(pair.database)).toEqual([]);

    // Work each acknowledged request started is done by the instance left standing: every new
    // cook's confirmation mail is written and every recipe's picture is served. Work the killed
    // instance had claimed is taken over once its claim lapses, so this waits up to a minute.
    const deadline = Date.now() + 60_000;
    let unmailed = registered;
    while (Date.now() < deadline) {
      const mailed = await db
        .selectFrom('email_outbox')
        .select('to_address')
        .where('to_address', 'in', registered)
        .execute();
      const seen = new Set(mailed.map((m) => m.to_address));
      unmailed = registered.filter((email) => !seen.has(email));
      if (unmailed.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(unmailed).toEqual([]);
    // No job is left claimed by the dead instance, due and waiting, or given up on.
    let undone: { kind: string; status: string }[] = [];
    while (Date.now() < deadline) {
      undone = await db
        .selectFrom('jobs')
        .select(['kind', 'status'])
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['running', 'failed']),
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', new Date().toISOString())]),
          ]),
        )
        .execute();
      if (undone.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(undone).toEqual([]);
    const pictures = await Promise.all(generated.map(async (g) => (await fetch(`${a.url}${g.image}`)).status));
    expect(pictures.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});
