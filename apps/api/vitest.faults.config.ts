import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the store as its own process, killed or cut off from its database (SQLite and PostgreSQL).
// Slow and machine-wide (processes, ports), so apart from `npm test`; CI runs it.
export default defineConfig({
  test: {
    name: 'faults',
    include: ['faults/**/*.fault.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
