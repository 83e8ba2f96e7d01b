import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources in tests (the `source` export condition). */
const resolve = { conditions: ['source'] };

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    env: { TZ: 'Europe/Istanbul' },
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'pos', include: ['packages/pos/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // Migrated and seeded databases made once per run and copied for each test file (apps/api/test/templates.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
