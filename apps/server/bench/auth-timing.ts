/**
 * `npm run bench:auth`: shows that an answer's timing does not reveal whether an address has an
 * account. Prints the median and p95 server time of password-reset requests and failed logins for
 * a registered and an unknown address, in-process against a fresh database.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../src/testing/harness.ts';
import { registerUser, uniqueEmail } from '../src/testing/builders.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 40);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

const t = await createTestApp({ TRUST_PROXY: '1' });
const known = await registerUser(t);

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const results: Record<string, number[]> = {
  'reset, registered': [],
  'reset, unknown': [],
  'login, wrong password': [],
  'login, unknown email': [],
};
for (let i = 0; i < ROUNDS; i += 1) {
  // A fresh address/IP per round keeps the rate limits out of the measurement.
  const auth = t.client({ headers: { 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}` } }).api.auth;
  await t.db.deleteFrom('password_reset_tokens').execute();
  await t.deps.limits.resetByEmail.delete(known.email);
  results['reset, registered']?.push(await time(() => auth['password-reset'].$post({ json: { email: known.email } })));
  results['reset, unknown']?.push(
    await time(() => auth['password-reset'].$post({ json: { email: uniqueEmail('ghost') } })),
  );
  await t.deps.background.idle();
  results['login, wrong password']?.push(
    await time(() => auth.login.$post({ json: { email: known.email, password: 'wrong-password-1' } })),
  );
  results['login, unknown email']?.push(
    await time(() => auth.login.$post({ json: { email: uniqueEmail('ghost'), password: 'wrong-password-1' } })),
  );
}
await t.close();

console.log(`auth timing over ${ROUNDS} rounds (ms, server time in-process)`);
for (const [name, samples] of Object.entries(results)) {
  const { median, p95 } = stats(samples);
  console.log(`  ${name.padEnd(24)} median ${median.toFixed(2).padStart(7)}   p95 ${p95.toFixed(2).padStart(7)}`);
}
