import { defineConfig } from 'vitest/config';

// `npm test` runs every project that needs no outside service; the e2e journeys run after it.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web'],
  },
});
