import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiles the components a game's app mode names (src/app/games) and the app's runes
  // modules (*.svelte.ts, e.g. the Calculator), so their tests can load them.
  plugins: [svelte()],
  test: {
    setupFiles: ['./test/fast-check-setup.ts'],
    testTimeout: 120_000,
    // Vitest's default leaves one core idle (cores − 1: a single file at a time on a 2-core CI
    // machine); most files wait on child processes and workers, so every core runs one.
    maxWorkers: availableParallelism(),
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/components/**'],
        },
      },
      {
        // Component tests: Svelte components mounted in jsdom (@testing-library/svelte). Svelte
        // 5's `mount` exists only in its browser build, hence the browser export condition;
        // svelteTesting() adds it and unmounts every component after each test.
        extends: true,
        plugins: [svelteTesting()],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'components',
          include: ['test/components/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./test/components/setup.ts'],
        },
      },
    ],
  },
});
