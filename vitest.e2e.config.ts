import { defineConfig } from 'vitest/config';

/**
 * Files whose assertions time the page (long tasks, trials shown mid-stream): they run alone,
 * after the rest, so another file's browser cannot take the cores they measure.
 */
const TIMED = [
  'e2e/grid-export-longtask.e2e.ts',
  'e2e/links.e2e.ts',
  'e2e/liveness.e2e.ts',
  'e2e/stream.e2e.ts',
];

/**
 * Browser tests (e2e/): run after `vite build`, against `vite preview`. Each file serves the
 * build on its own port with its own browser profiles, so two files run at once: most of a
 * browser test is waiting on the page, not computing.
 */
export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          exclude: TIMED,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-timed',
          include: TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
