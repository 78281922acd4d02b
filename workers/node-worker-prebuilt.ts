import { readFileSync } from 'node:fs';

let source: string | null = null;

/**
 * The Node simulation worker's script in the `odds` command's bundle: built with it
 * (src/cli/cli-bundle.mjs, as node-worker-bundle.ts builds it) and read from beside it, so a
 * run neither loads esbuild nor bundles the worker again.
 */
export function nodeWorkerSource(): string {
  source ??= readFileSync(new URL('./sim-worker.cjs', import.meta.url), 'utf8');
  return source;
}
