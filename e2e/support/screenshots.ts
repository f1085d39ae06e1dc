import { mkdirSync } from 'node:fs';
import type { Page, PageScreenshotOptions } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * A screenshot the docs show (`docs/screenshots/{name}`). It is written there only when
 * `SCREENSHOTS=1` (`SCREENSHOTS=1 npm run test:e2e -- e2e/admin.spec.ts`), so a test run never
 * changes the repository; otherwise it goes with the test's other output.
 */
export async function documentScreenshot(page: Page, name: string, options: PageScreenshotOptions = {}) {
  const intoDocs = process.env['SCREENSHOTS'] === '1';
  if (intoDocs) mkdirSync('docs/screenshots', { recursive: true });
  const path = intoDocs ? `docs/screenshots/${name}` : test.info().outputPath(name);
  await page.screenshot({ ...options, path });
}
