import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the dependency direction of ARCHITECTURE.md: packages import nothing from
 * apps/, db/ or sw/; the web app imports only types from the server; the worker only the domain.
 */
export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', 'test-results/**', 'playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: ['./apps', './db', './sw'], message: 'packages/* are the lowest layer.' },
            { target: './db', from: ['./apps', './sw'], message: 'db/ sits below the apps.' },
            {
              target: './sw',
              from: ['./apps', './db', './packages/generator'],
              message: 'sw/ imports only packages/domain.',
            },
            {
              target: './apps/server',
              from: ['./apps/web', './sw'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/*/src/**', '../../apps/**'],
              message: 'Import workspace packages by name, not by path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts', 'sw/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@feastforge/db', message: 'Lower layers do not touch the database.' },
            { name: '@feastforge/server', message: 'Lower layers do not import the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@feastforge/db', message: 'sw/ imports only packages/domain.' },
            { name: '@feastforge/server', message: 'sw/ imports only packages/domain.' },
            { name: '@feastforge/generator', message: 'sw/ imports only packages/domain.' },
            { name: '@feastforge/web', message: 'sw/ imports only packages/domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app may use the server's types (hc<AppType>) but never its code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@feastforge/server', message: 'Import only types from the server.', allowTypeImports: true },
            { name: '@feastforge/db', message: 'The web app never touches the database.' },
            {
              name: '@feastforge/generator',
              message: 'Not yet: the engine runs on the server.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
