import { createApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import type { Config } from '../config.ts';
import { createJobWorker } from '../services/jobs/handlers.ts';
import { createOutboxMailer } from '../providers/mailer.ts';
import { testApiClient, type Credentials } from './api-client.ts';
import type { TestApp } from './harness.ts';

/**
 * The same server started again over the same database and `DATA_DIR`, with `changes` to its
 * configuration: what an operator's restart after editing the environment or the key file does.
 * Its start-up work has finished when this answers; later background work is tracked by `t`.
 *
 * @example
 * const next = await restartTestApp(t, { JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: [oldSecret] })
 * expectStatus(await next.client({ token }).api.me.$get(), 200)
 */
export async function restartTestApp(t: TestApp, changes: Partial<Config> = {}) {
  const deps = await bootstrap({ ...t.deps.config, ...changes }, t.db);
  await deps.background.idle();
  deps.background = t.deps.background;
  deps.jobs = createJobWorker(deps.db, deps.background, () => deps);
  if (deps.mailer.transport === 'outbox') deps.mailer = createOutboxMailer(deps.db, () => {});
  const app = createApp(deps);
  const client = (credentials?: Credentials) => testApiClient((input, init) => app.request(input, init), credentials);
  return { app, deps, client };
}
