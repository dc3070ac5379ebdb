import { defineConfig } from 'vitest/config';

// Unit tests live next to the code (*.test.ts); integration tests under test/ start real
// processes on loopback. test/global-setup.ts provides the database (DATABASE_URL or an
// embedded PGlite) and applies migrations once.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'identity/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'subgraphs/*/src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
