import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestEnv } from './harness.ts';

export interface TestAppOptions {
  /**
   * `test` (the default): a fresh app and database for every test. `file`: one for the whole file,
   * for suites whose tests keep their data apart themselves and would be slow otherwise.
   */
  per?: 'test' | 'file';
}

/**
 * Registers the hooks that create a real app over a fresh database before each test (or once per
 * file) and close it after, and answers a handle that always reaches the current one. Call it at
 * the top of a file or a `describe`; `env` may be a function when it depends on something another
 * hook sets up first (a port).
 *
 * @example
 * const t = withTestApp({ ADMIN_EMAIL: 'chief@feastforge.test' })
 * it('answers me', async () => {
 *   const { session } = await registerUser(t)
 *   expectStatus(await t.client({ token: session.accessToken }).api.me.$get(), 200)
 * })
 */
export function withTestApp(env: TestEnv | (() => TestEnv) = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const [setUp, tearDown] = options.per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  setUp(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env);
  });
  tearDown(async () => {
    const finished = current;
    current = undefined;
    await finished?.close();
  });
  const now = (): TestApp => {
    if (!current) throw new Error('The test app exists only while a test runs (see withTestApp).');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get deps() {
      return now().deps;
    },
    get db() {
      return now().db;
    },
    client: (credentials) => now().client(credentials),
    // The hooks close it; a test that closes it early gets a clear error from the next use.
    close: () => now().close(),
  };
}
