import { defineProject } from 'vitest/config';

// With DATABASE_URL set the same suite runs on PostgreSQL (each test file in its own schema); else on SQLite.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
