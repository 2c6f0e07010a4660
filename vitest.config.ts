import { defineConfig } from 'vitest/config';

// Unit and API files share their worker's modules (isolate: false): each builds its own app, database and
// components, so re-importing the server or React for every file only cost time (docs/decisions/0036).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.redis.test.ts', 'apps/server/src/**/*.faults.test.ts'],
          globalSetup: ['apps/server/test/pglite-dump.setup.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['apps/server/src/**/*.faults.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'redis',
          include: ['apps/server/src/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
