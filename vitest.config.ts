import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests live next to the code (*.test.ts); integration tests under test/ start real
// processes on loopback. test/global-setup.ts provides the database (DATABASE_URL or an
// embedded PGlite) and applies migrations once.
// Node loads graphql's CommonJS build (the package has no "exports"), and so do @apollo/gateway and
// graphql-query-complexity; Vite would pick the ESM build for our own imports, and graphql refuses
// schemas and documents made by the other copy. One copy in tests, as in production.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'identity/src/**/*.test.ts',
      'gateway/src/**/*.test.ts',
      'subgraphs/*/src/**/*.test.ts',
      'registry/src/**/*.test.ts',
      'test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A worker runs its files one after another in one process: what a file imports (Apollo
    // Gateway, Prisma, the services' code) is loaded once per worker rather than once per file,
    // and files that need only a standard platform share one (sharedPlatform in
    // test/helpers/platform-harness.ts). Tests therefore leave no global state behind: no module
    // mocks, no process.env writes, every server they start closed in afterAll.
    isolate: false,
    // Two workers at least, even on two cores: most of a file's time is waiting on other processes
    // (platforms, PostgreSQL, Redis, a browser), so a second file runs in that time. What made two
    // workers fail before is fixed at its cause: files whose work goes through the events queue or
    // the relays start platforms on databases of their own ({ ownDatabase: true }), and platform
    // start-ups take turns across workers (test/helpers/platform-harness.ts) with a deadline that
    // allows for the other worker's load.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // A beforeAll may wait for another worker's platform to finish starting before starting its own.
    hookTimeout: 360_000,
    reporters: ['default'],
  },
});
