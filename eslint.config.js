import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

// Import directions (ARCHITECTURE.md): the engine is pure and self-contained; the app, the CLI
// and the workers use it only through its one entry point; the shared components (src/lib)
// never reach into the app; the CLI never imports the UI, and src/report (what both write) is
// pure TypeScript. Tests and the bench may import anything.
const engineOnlyThroughIndex = {
  // src/engine/cards.ts is the card data's entry, imported lazily (a chunk of its own);
  // engines.ts adds every game's executors, for the workers and the CLI (never the page).
  regex: '(^|/)engine(/(?!index\\.ts$|cards\\.ts$|engines\\.ts$)|$)',
  message:
    'Import the engine only from src/engine/index.ts (its public API), engines.ts (with the executors) or cards.ts (the card data).',
};
const libNotApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'src/lib must not import src/app: pass what a component needs in as props.',
};
const cliNotUi = {
  regex: '^(\\.\\./)+(lib|app)(/|$)',
  message:
    'src/cli must not import src/lib or src/app (the UI): what both write lives in src/report.',
};
const reportPure = {
  regex: '^(\\.\\./)+(lib|app|cli|workers?)(/|$)|^(svelte|d3)(/|$)',
  message:
    'src/report is pure TypeScript that the app and the CLI share: no lib, app, CLI, workers, Svelte or d3.',
};
const engineRestricted = (depth) => ({
  // A file `depth` folders below src/engine leaves it with `depth` '../'.
  files: [`src/engine/${'*/'.repeat(depth - 1)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}`,
            message: 'src/engine imports nothing outside itself (no app, lib, workers or CLI).',
          },
          {
            regex: '^(?!\\.|zod$|pure-rand(/|$))',
            message:
              'src/engine uses only zod and pure-rand (it is pure TypeScript: no DOM, Svelte, d3 or Node).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // Type-aware: a promise nobody awaits loses its error, and one passed where a plain callback
    // is expected is never awaited. The TypeScript project service reads tsconfig.json.
    files: ['**/*.ts', '**/*.svelte'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte'],
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The engine is pure and seeded: no Math.random, no DOM.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded pure-rand generator.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'self', 'Worker', 'postMessage'],
    },
  },
  ...[1, 2, 3, 4, 5, 6].map(engineRestricted),
  {
    files: ['src/app/**', 'workers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineOnlyThroughIndex] }] },
  },
  {
    files: ['src/cli/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineOnlyThroughIndex, cliNotUi] }] },
  },
  {
    files: ['src/report/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [engineOnlyThroughIndex, reportPure] }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [engineOnlyThroughIndex, libNotApp] }],
    },
  },
);
