import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Real HTTP against the functions served locally on a fresh database: embedded PGlite
        // by default, a real PostgreSQL server when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One site, one database: files run one after another so their rows and builds do not interleave.
          fileParallelism: false,
        },
      },
    ],
  },
});
