import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['tests/server/support/seeded-template.ts'],
    testTimeout: 15000,
    // Server test files build a seeded database in their setup: slow on a loaded 2-core machine.
    hookTimeout: 60000,
  },
});
