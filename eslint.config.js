import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The rules package stays pure: no UI, no server, no database, no I/O.
const coreForbidden = {
  paths: ['react', 'react-dom', 'fastify', 'kysely', 'pg', 'better-sqlite3', 'mercurius', 'zod'].map((name) => ({
    name,
    message: 'packages/core holds pure rules: no UI, server, database or I/O imports.',
  })),
  patterns: [
    {
      group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'],
      message: 'packages/core may not do I/O.',
    },
    {
      group: ['react*', '@fastify/*', 'kysely*', '@store/*', '../../apps/*'],
      message: 'packages/core may not import the UI, the server or the database.',
    },
  ],
};

// Storefront import zones. The layers go one way: app/ (and the entry) → features/ → components/, lib/. A feature
// reaches another feature only through its public entry (`features/cart/public.ts`; `public-queries.ts` for documents
// the build reads in Node) and never app/; app/ and the entry reach features the same way (but for lazy `*-page`
// routes); the shared pieces (components/, lib/) never reach into a feature or app/. Type-only imports count too.
const PUBLIC_ENTRY = '(?!public(-queries)?(\\.ts)?$)';
const APP = '^(\\.\\./)+app(/|$)';
const featureZones = {
  patterns: [
    {
      regex: `^\\.\\./(?!\\.\\.)[^/]+/${PUBLIC_ENTRY}`,
      message: 'Another feature is used only through its public entry: import from ../<feature>/public.',
    },
    {
      regex: `^(\\.\\./)+features/[^/]+/${PUBLIC_ENTRY}`,
      message: 'A feature is used only through its public entry: import from features/<feature>/public.',
    },
    {
      regex: APP,
      message: 'features/ sit below app/ and never import it: move the shared piece to lib/ or components/.',
    },
  ],
};
const appZones = {
  patterns: [
    {
      regex: `^(\\.\\.?/)+features/[^/]+/${PUBLIC_ENTRY}`,
      message: 'app/ uses a feature only through its public entry: import from features/<feature>/public.',
    },
  ],
};
// no-restricted-imports does not see import(): a route may load a feature's page lazily, nothing else of it.
const appLazyZones = {
  selector: 'ImportExpression[source.value=/features\\u002F[^\\u002F]+\\u002F(?![^\\u002F]+-page$)/]',
  message:
    'app/ loads only a feature page lazily (features/<feature>/<name>-page); anything else comes from its public entry.',
};
// The layer rules for import(), which no-restricted-imports does not see.
const featureLazyZones = {
  selector: 'ImportExpression[source.value=/^(\\.\\.\\u002F)+app(\\u002F|$)/]',
  message: 'features/ sit below app/ and never import it, lazily or not.',
};
const sharedLazyZones = {
  selector: 'ImportExpression[source.value=/^(\\.\\.\\u002F)+(features|app)(\\u002F|$)/]',
  message: 'components/ and lib/ never import a feature or app/, lazily or not.',
};
const sharedZones = {
  patterns: [
    {
      regex: '^(\\.\\./)+features/',
      message: 'components/ and lib/ are shared by every feature and never import one.',
    },
    {
      regex: APP,
      message: 'components/ and lib/ sit below app/ and never import it: move the shared piece down to them.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/src/graphql/generated/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', coreForbidden],
      'no-restricted-globals': ['error', 'process', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureZones], 'no-restricted-syntax': ['error', featureLazyZones] },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', appZones], 'no-restricted-syntax': ['error', appLazyZones] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', sharedZones], 'no-restricted-syntax': ['error', sharedLazyZones] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/scripts/**', '**/cli/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A file says one thing: past 250 lines (blank lines and comments counted) it is split along its seams.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      // tests and their helpers read as a list of cases, each on its own
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      '**/test/**',
      '**/testing.ts',
      'apps/api/faults/**',
      // seed data: stores, items and people written out as data
      'apps/api/src/db/seed/**',
      // text tables, one key per line, grouped by screen
      'apps/web/src/lib/i18n/ui-messages*.ts',
      'packages/core/src/i18n/catalogues/**',
      // benchmarks: command-line programs read top to bottom, not part of the product
      '**/bench/**',
    ],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // every journey runs under the store's CSP and fails on a violation: its `test` comes from ./csp
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './csp', which fails a journey on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
);
