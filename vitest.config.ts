import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compiles the components a game's app mode names (src/app/games) and the app's runes
  // modules (*.svelte.ts, e.g. the Calculator), so their tests can load them.
  plugins: [svelte()],
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['./test/fast-check-setup.ts'],
    testTimeout: 120_000,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
