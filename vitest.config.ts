import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Client code tested against a real server: they start one, so they run with the server's tests. */
const CLIENT_AGAINST_SERVER = [
  'tests/unit/console-extra/account-requests.test.ts',
  'tests/unit/console-extra/account-profile.test.ts',
  'tests/unit/pickers/picker-calls.test.ts',
];

/**
 * Server tests that replace a server module with `vi.mock`: a mock holds only in a module graph of
 * the file's own, so these run isolated (the rest share one graph per worker).
 */
const SERVER_MOCKING_MODULES = [
  'tests/server/captcha.test.ts',
  'tests/server/rate-limit.test.ts',
  'tests/server/access/route-declarations.test.ts',
];

/** What every server test file starts from: the seeded template and the message catalogues. */
const SERVER_SETUP = {
  globalSetup: ['tests/server/support/seeded-template.ts'],
  setupFiles: ['tests/register-catalogues.ts'],
};

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest leaves one core free by default, which on a 2-core CI machine is one worker. Most
    // files wait on SQLite and a server answering in-process, so two workers share the cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous limits: they catch a hang, not slowness, on a loaded 2-core machine (server test files
    // build a seeded database in their setup; the property tests drive every route).
    testTimeout: 60000,
    hookTimeout: 60000,
    // `npm test` runs each project as a stage of its own (scripts/test.mjs); `npx vitest run <file>`
    // finds a file in either.
    projects: [
      {
        // Pure logic and client code: nothing in them keeps state between files, so one module
        // graph per worker serves them all (isolating each file spent most of the stage importing).
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/unit/build/**', ...CLIENT_AGAINST_SERVER],
          isolate: false,
          setupFiles: ['tests/register-catalogues.ts'],
        },
      },
      {
        // The server's tests: each file starts servers over a database of its own (copied from the
        // template the global setup seeds once). The server keeps no state in its modules that one
        // file could leave for the next (what it remembers hangs off the server or database handle),
        // so files share one module graph per worker: isolating each spent 60% of the stage importing
        // the server again.
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', ...CLIENT_AGAINST_SERVER],
          exclude: [...configDefaults.exclude, ...SERVER_MOCKING_MODULES],
          isolate: false,
          ...SERVER_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocking',
          include: SERVER_MOCKING_MODULES,
          ...SERVER_SETUP,
        },
      },
      {
        // The build scripts' tests start node, TypeScript programs and bundlers: seconds each on a
        // quiet machine, minutes on a busy one. A stage of their own keeps them from competing with the
        // unit tests' workers; their limit still catches a hang.
        extends: true,
        test: {
          name: 'build-scripts',
          include: ['tests/unit/build/**/*.test.ts'],
          testTimeout: 300000,
          hookTimeout: 300000,
        },
      },
    ],
  },
});
