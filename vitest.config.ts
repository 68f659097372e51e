import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest leaves one core free by default, which on a 2-core CI machine is one worker. Most
    // files wait on SQLite and a server answering in-process, so two workers share the cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['tests/server/support/seeded-template.ts'],
    // Generous limits: they catch a hang, not slowness, on a loaded 2-core machine (server test files
    // build a seeded database in their setup; the property tests drive every route).
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
