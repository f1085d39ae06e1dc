import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rules of eslint.config.js bite: each import below is linted as if it were written
// in a file of that layer. The importing files are virtual; the imported files are the real ones,
// because the rules judge the file an import resolves to.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

const LAYER_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-relative-packages',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
  'no-restricted-imports',
  'feastforge/no-effect-reads',
]);

/** The layer-rule errors ESLint reports for `code` written at `filePath` (relative to the repo root). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${root}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return messages
    .filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('layer rules refuse an import against the dependency direction, or a way round the client module', () => {
  it.each([
    [
      'web screen loads the server test harness by name',
      'apps/web/src/routes/home/x.ts',
      `import { x } from '@feastforge/server/testing';`,
    ],
    [
      'web screen loads the server test harness by path',
      'apps/web/src/routes/home/x.ts',
      `import { x } from '../../../../server/src/testing/index.ts';`,
    ],
    ['web loads server code by name', 'apps/web/src/lib/x.ts', `import { x } from '@feastforge/server';`],
    [
      'web loads server code by relative path',
      'apps/web/src/lib/x.ts',
      `import { x } from '../../../server/src/app.ts';`,
    ],
    [
      'web loads server types by relative path',
      'apps/web/src/lib/x.ts',
      `import type { AppType as x } from '../../../server/src/app.ts';`,
    ],
    ['web touches the database', 'apps/web/src/lib/x.ts', `import { x } from '@feastforge/db';`],
    ['domain imports the generator', 'packages/domain/src/x.ts', `import { x } from '@feastforge/generator';`],
    [
      'the second reader borrows the engine',
      'packages/generator/src/checker/second-reader/x.ts',
      `import { allows as x } from '../../engine/diet.ts';`,
    ],
    [
      'the second reader borrows the knowledge base',
      'packages/generator/src/checker/second-reader/x.ts',
      `import { FOOD_BY_ID as x } from '../../knowledge/foods/index.ts';`,
    ],
    [
      'the safety check borrows the engine',
      'packages/generator/src/checker/check-safety.ts',
      `import { eggWarning as x } from '../engine/keeping.ts';`,
    ],
    [
      'a checker file borrows the engine’s allergen reading',
      'packages/generator/src/checker/check-recipe.ts',
      `import { allergensOf as x } from '../engine/analysis.ts';`,
      'import-x/no-restricted-paths',
    ],
    [
      'a new checker file borrows the engine’s plurals',
      'packages/generator/src/checker/x.ts',
      `import { pluralOf as x } from '../engine/line-food.ts';`,
      'import-x/no-restricted-paths',
    ],
    [
      'the vessel-count check borrows the knowledge base',
      'packages/generator/src/checker/check-vessel-count.ts',
      `import { FOOD_BY_ID as x } from '../knowledge/foods/index.ts';`,
    ],
    [
      'domain imports the generator by path',
      'packages/domain/src/x.ts',
      `import { x } from '../../generator/src/index.ts';`,
      'import-x/no-restricted-paths',
    ],
    ['generator imports the server', 'packages/generator/src/x.ts', `import { x } from '@feastforge/server';`],
    ['generator imports the database', 'packages/generator/src/x.ts', `import { x } from '@feastforge/db';`],
    ['db imports the server', 'db/src/x.ts', `import { x } from '@feastforge/server';`],
    [
      'db imports the server by path',
      'db/src/x.ts',
      `import { x } from '../../apps/server/src/app.ts';`,
      'import-x/no-restricted-paths',
    ],
    ['sw imports the generator', 'sw/x.ts', `import { x } from '@feastforge/generator';`],
    ['sw imports the database', 'sw/x.ts', `import { x } from '@feastforge/db';`],
    [
      'server imports the worker',
      'apps/server/src/x.ts',
      `import { x } from '../../../sw/sw.ts';`,
      'import-x/no-restricted-paths',
    ],
    [
      'web screen loads the server test harness by name (the zone, through the resolver)',
      'apps/web/src/routes/home/y.ts',
      `import { x } from '@feastforge/server/testing';`,
      'import-x/no-restricted-paths',
    ],
    [
      'a web screen loads server code dynamically',
      'apps/web/src/routes/home/x.ts',
      `const x = await import('@feastforge/server');`,
      'no-restricted-syntax',
    ],
    [
      'server code loads test data',
      'apps/server/src/services/x.ts',
      `import { buildRecipeData as x } from '@feastforge/domain/testing';`,
    ],
    [
      'a web screen loads test data',
      'apps/web/src/routes/home/x.ts',
      `import { buildRecipeData as x } from '@feastforge/domain/testing';`,
    ],
    [
      'a web screen fetches a read in an effect',
      'apps/web/src/routes/home/x.tsx',
      `import { useEffect } from 'react';\ndeclare const api: { home(): Promise<unknown> };\nuseEffect(() => void api.home(), []);\nconst x = 1;`,
      'feastforge/no-effect-reads',
    ],
    [
      'a web hook hands a read to its own effect',
      'apps/web/src/routes/my-recipes/x.ts',
      `import { useEffect } from 'react';\ndeclare const session: { api: { chest: { status(): Promise<unknown> } } };\nconst load = session.api.chest.status;\nuseEffect(() => void load(), [load]);\nconst x = 1;`,
      'feastforge/no-effect-reads',
    ],
    [
      'a web screen reads through a part of the client added later, in a file with effects',
      'apps/web/src/routes/shop/x.tsx',
      `import { useEffect } from 'react';\ndeclare const session: { api: { shop: { packages(): Promise<unknown> } } };\nuseEffect(() => undefined, []);\nconst x = session.api.shop.packages();`,
      'feastforge/no-effect-reads',
    ],
    [
      'a web screen reads through the session hook in an effect',
      'apps/web/src/routes/home/x.tsx',
      `import { useEffect } from 'react';\ndeclare function useSession(): { api: { home(): Promise<unknown> } };\nuseEffect(() => void useSession().api.home(), []);\nconst x = 1;`,
      'feastforge/no-effect-reads',
    ],
    [
      'a web component refreshes stored badges in an effect',
      'apps/web/src/routes/my-recipes/x.tsx',
      `import React from 'react';\nimport { refreshBadges } from '../../data/badge-store.ts';\nReact.useEffect(() => void refreshBadges(db, api), []);\ndeclare const db: never, api: never;\nconst x = 1;`,
      'feastforge/no-effect-reads',
    ],
    ['a web screen calls fetch', 'apps/web/src/routes/home/x.ts', `const x = await fetch('/api/home');`],
    ['the web data layer calls fetch', 'apps/web/src/data/x.ts', `const x = () => fetch('/api/sync/pull');`],
    ['a web screen calls window.fetch', 'apps/web/src/routes/home/x.ts', `const x = window.fetch('/api/home');`],
    ['a web screen calls globalThis.fetch', 'apps/web/src/lib/x.ts', `const x = globalThis.fetch('/api/me');`],
    ['a web screen opens an XMLHttpRequest', 'apps/web/src/lib/x.ts', `const x = new XMLHttpRequest();`],
    ['a web screen sends a beacon', 'apps/web/src/lib/x.ts', `const x = navigator.sendBeacon('/api/events/track');`],
    [
      'a web screen builds its own typed client',
      'apps/web/src/routes/home/x.ts',
      `import { hc as x } from 'hono/client';`,
    ],
    ['a web screen dispatches a bare event', 'apps/web/src/lib/x.ts', `const x = dispatchEvent(new Event('mana'));`],
    [
      'a web screen dispatches a document event',
      'apps/web/src/lib/x.ts',
      `const x = document.dispatchEvent(new Event('mana'));`,
    ],
    [
      'a web screen moves state by window event',
      'apps/web/src/lib/x.ts',
      `const x = window.dispatchEvent(new Event('mana-refresh'));`,
    ],
  ])('%s', async (_case, filePath, code, rule?: string) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).not.toEqual([]);
    // Where a case says which rule must catch it, that rule does (not merely another one).
    if (rule)
      expect(
        errors.some((error) => error.startsWith(`${rule}:`)),
        errors.join('\n'),
      ).toBe(true);
  });
});

describe('layer rules let the intended imports through', () => {
  it.each([
    [
      'web imports the server types',
      'apps/web/src/api/x.ts',
      `import type { AppType as x } from '@feastforge/server';`,
    ],
    ['web imports the domain', 'apps/web/src/lib/x.ts', `import { assertNever as x } from '@feastforge/domain';`],
    [
      'web test uses the server test harness',
      'apps/web/src/data/x.test.ts',
      `import { createTestApp as x } from '@feastforge/server/testing';`,
    ],
    ['server imports the domain', 'apps/server/src/x.ts', `import { assertNever as x } from '@feastforge/domain';`],
    [
      'server imports the database and the generator',
      'apps/server/src/x.ts',
      `import { x } from '@feastforge/db';\nimport { y } from '@feastforge/generator';\nexport const z = y;`,
    ],
    [
      'generator imports the domain',
      'packages/generator/src/x.ts',
      `import { assertNever as x } from '@feastforge/domain';`,
    ],
    ['sw imports the domain', 'sw/x.ts', `import { assertNever as x } from '@feastforge/domain';`],
    [
      'the checker reads food facts as data',
      'packages/generator/src/checker/x.ts',
      `import { FOOD_BY_ID as x } from '../knowledge/foods/index.ts';`,
    ],
    [
      'a checker test makes a recipe with the engine',
      'packages/generator/src/checker/x.test.ts',
      `import { conjure as x } from '../engine/conjure.ts';`,
    ],
    [
      'the server test harness uses test data',
      'apps/server/src/testing/x.ts',
      `import { buildRecipeData as x } from '@feastforge/domain/testing';`,
    ],
    ['the client module builds the typed client', 'apps/web/src/api/x.ts', `import { hc as x } from 'hono/client';`],
    ['the transport calls fetch', 'apps/web/src/api/transport.ts', `const x = (url: string) => fetch(url);`],
    [
      'the read mechanism reads in its own hooks',
      'apps/web/src/reads/x.ts',
      `import { useEffect } from 'react';\ndeclare const api: { home(): Promise<unknown> };\nuseEffect(() => void api.home(), []);\nconst x = 1;`,
    ],
    [
      'a web screen writes in an effect',
      'apps/web/src/routes/home/x.tsx',
      `import { useEffect } from 'react';\ndeclare const api: { track(e: object): Promise<void> };\nuseEffect(() => void api.track({}), []);\nconst x = 1;`,
    ],
    [
      'a web card opens the chest (a write) in a file with effects',
      'apps/web/src/routes/my-recipes/x.tsx',
      `import { useEffect } from 'react';\ndeclare const api: { chest: { claim(): Promise<unknown> } };\nuseEffect(() => undefined, []);\nconst x = () => api.chest.claim().then((answer) => answer);`,
    ],
    [
      'a web screen passes a read to the read cache',
      'apps/web/src/routes/home/x.tsx',
      `declare const api: { home(): Promise<unknown> };\nconst x = { queryFn: api.home };`,
    ],
    ['a web test stubs fetch', 'apps/web/src/data/x.test.ts', `const x = fetch;`],
  ])('%s', async (_case, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
