import { createRequire } from 'node:module';
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
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
