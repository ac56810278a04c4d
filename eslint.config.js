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
    { group: ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'], message: 'packages/core may not do I/O.' },
    { group: ['react*', '@fastify/*', 'kysely*', '@store/*', '../../apps/*'], message: 'packages/core may not import the UI, the server or the database.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/api/src/graphql/generated/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'e2e/test-results/**'] },
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
    rules: { 'no-restricted-imports': ['error', coreForbidden], 'no-restricted-globals': ['error', 'process', 'fetch', 'window', 'document', 'localStorage'] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/scripts/**', '**/cli/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
