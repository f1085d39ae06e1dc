import { defineConfig } from 'vitest/config';

/** Unit and integration tests; browser flows live in e2e/ and run under Playwright. */
export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'db/**/*.test.ts',
      'apps/server/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts', './apps/server/src/testing/log-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
