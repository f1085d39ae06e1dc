import { config } from 'zod/v4/core';

/**
 * Makes the schemas parse without compiling code. Browsers must call it before any schema is
 * built: zod would otherwise probe `new Function`, which the app's CSP forbids, and the browser
 * reports every probe as a policy violation.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
