import { defineConfig } from 'vitest/config';

/** Browser tests (e2e/): run after `vite build`, against `vite preview`, one file at a time. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
