import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['./test/fast-check-setup.ts'],
    testTimeout: 120_000,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
