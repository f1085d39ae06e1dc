import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noEffectReads } from './scripts/eslint-no-effect-reads.js';

const root = import.meta.dirname;

/**
 * The dependency direction of ARCHITECTURE.md, checked on the file an import resolves to (through
 * the TypeScript resolver), so a workspace name, a sub-path export and a relative path that reach
 * the same file are judged the same way.
 */
const layerZones = [
  { target: './packages', from: ['./apps', './db', './sw'], message: 'packages/* are the lowest layer.' },
  { target: './packages/domain', from: './packages/generator', message: 'packages/domain is the lowest layer.' },
  { target: './db', from: ['./apps', './sw'], message: 'db/ sits below the apps.' },
  { target: './sw', from: ['./apps', './db', './packages/generator'], message: 'sw/ imports only packages/domain.' },
  { target: './apps/server', from: ['./apps/web', './sw'], message: 'The server does not import the web app.' },
  { target: './apps/web', from: ['./db', './sw'], message: 'The web app reaches data only through the server.' },
];

/** The server's test harness is for web tests only; screens and the client module never load it. */
const serverTestingZone = {
  target: './apps/web',
  from: './apps/server/src/testing',
  message: 'Only web test files (*.test.ts, *.test.tsx) may use the server test harness.',
};

/** The domain's test data (`@feastforge/domain/testing`) is for tests and test harnesses only. */
const domainTestingZone = (target) => ({
  target,
  from: './packages/domain/src/testing.ts',
  message: 'Only tests and test harnesses may use the test data builders.',
});

/** ADR 009: the second reader is a second opinion only while it shares no code with the engine. */
const secondReaderZone = {
  target: './packages/generator/src/checker/second-reader',
  from: [
    './packages/generator/src/engine',
    './packages/generator/src/knowledge',
    './packages/generator/src/checker/check-recipe.ts',
    './packages/generator/src/checker/check-words.ts',
  ],
  message: 'The second reader keeps its own rules: it must not share code with the engine or the checker.',
};

/**
 * The checker judges a recipe by its own reading (checker/food-reading.ts): it may read the knowledge
 * base's food facts as data, but never calls the engine, so a helper the engine gets wrong is caught.
 */
const checkerZone = {
  target: './packages/generator/src/checker',
  from: './packages/generator/src/engine',
  message: 'The checker reads recipes its own way: it must not call the engine it checks.',
};

/**
 * ADR 022 and 026: the checks that read safety and vessel counts from the words alone share no code
 * or data with the engine, so a food entry or a template the engine gets wrong is still caught.
 */
const wordReaderZones = ['check-safety.ts', 'check-vessel-count.ts'].map((file) => ({
  target: `./packages/generator/src/checker/${file}`,
  from: ['./packages/generator/src/engine', './packages/generator/src/knowledge'],
  message: 'This check reads the words alone: it must not share code or data with the engine.',
}));

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** ADR 007: the web app reaches the network only through its client module's transport. */
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'];
const TO_THE_CLIENT = 'Call the server through the API client (apps/web/src/api).';

/** Lint rules, including the layers above; `scripts/lint-layers.test.ts` proves each one bites. */
export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', 'test-results/**', 'playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      'import-x/no-restricted-paths': restrictedPaths(layerZones),
      // A relative path into another workspace package skips its exports map: import it by name.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...layerZones,
        serverTestingZone,
        domainTestingZone('./apps/web'),
      ]),
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts', 'sw/**/*.ts', 'db/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...layerZones,
        domainTestingZone('./apps/server/src'),
        domainTestingZone('./packages'),
        domainTestingZone('./sw'),
        domainTestingZone('./db'),
        secondReaderZone,
        checkerZone,
        ...wordReaderZones,
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app may use the server's types (hc<AppType>) but never its code. With relative paths
      // into packages refused above, the package name is the only way in, so a name rule suffices.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@feastforge/server', message: 'Import only types from the server.', allowTypeImports: true },
            {
              name: '@feastforge/generator',
              message: 'Not yet: the engine runs on the server.',
              allowTypeImports: true,
            },
          ],
          // The step writer alone (no knowledge base) writes a saved recipe's steps for the servings chosen.
          patterns: [
            {
              group: ['@feastforge/generator/*', '!@feastforge/generator/steps'],
              message: 'Only the step writer of the engine runs in the page.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      // ADR 007: the client module is the one way to the server, and in-app state never travels
      // through window events (screens read stores: the session, Dexie, the generation controller).
      'no-restricted-globals': ['error', ...NETWORK_GLOBALS.map((name) => ({ name, message: TO_THE_CLIENT }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: TO_THE_CLIENT })),
        { object: 'navigator', property: 'sendBeacon', message: TO_THE_CLIENT },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='dispatchEvent'], CallExpression[callee.name='dispatchEvent']",
          message: 'Share in-app state through a store, not events.',
        },
        {
          // The name rule above reads static imports only; a dynamic one would bundle server code.
          selector: 'ImportExpression[source.value=/^@feastforge\\/(server|generator|db)|\\/server\\/src\\//]',
          message: 'The web app never loads server, engine or database code.',
        },
      ],
    },
  },
  {
    // ADR 018: screens read server data through the read cache, never by fetching in an effect.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/reads/**', 'apps/web/src/api/**', 'apps/web/**/*.test.{ts,tsx}'],
    plugins: { feastforge: { rules: { 'no-effect-reads': noEffectReads } } },
    rules: { 'feastforge/no-effect-reads': 'error' },
  },
  {
    // Only the client module builds a client of the server's routes.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'hono/client', message: TO_THE_CLIENT }] }],
    },
  },
  {
    // The transport is the client module's one door to the network.
    files: ['apps/web/src/api/transport.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
