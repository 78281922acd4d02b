// The `odds` command's bundle, built once and kept: the CLI (odds.ts, its card data in a chunk of
// its own, loaded only when a scenario names a unit) and the Node simulation worker, written under
// node_modules/.cache/holotable/cli/<content hash>/. `npm install` builds it (`prepare`); a run
// whose sources changed since rebuilds it (bundle-cache.mjs decides). Plain JavaScript: it runs
// before any TypeScript can.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, contentHash, stamps, writeManifest } from './bundle-cache.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = cacheDir(ROOT);
/** A superseded bundle is removed once this old: a run that started on it may still load a chunk. */
const STALE_MS = 10 * 60_000;

/**
 * Files that shape the bundle besides its own sources: how it is built, and the installed
 * packages' versions (their code is bundled too).
 */
const BUILD_FILES = [
  'src/cli/cli-bundle.mjs',
  'workers/node-worker-prebuilt.ts',
  'package-lock.json',
];

/** The worker's bundle: one CommonJS script, as workers/node-worker-bundle.ts builds it. */
const WORKER_OPTIONS = {
  entryPoints: [join(ROOT, 'workers', 'sim.node-worker.ts')],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  logLevel: 'error',
  metafile: true,
};

/** In the CLI the worker's source is read from the bundle beside it, not bundled per process. */
const prebuiltWorker = {
  name: 'prebuilt-worker',
  setup(build) {
    build.onResolve({ filter: /[\\/]node-worker-bundle\.ts$/ }, () => ({
      path: join(ROOT, 'workers', 'node-worker-prebuilt.ts'),
    }));
  },
};

/**
 * zod's namespace re-exports all of its ~50 message locales, which esbuild cannot shake out
 * (0.6 MB of the bundle, parsed every run). Nothing here reads `z.locales`; English, the
 * default, is imported by the schemas themselves.
 */
const noZodLocales = {
  name: 'no-zod-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'empty' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};' }));
  },
};

/**
 * Builds the bundle into a directory of its own, moves it in place and writes the manifest
 * (the entry module's path and every input's stamp). Runs may overlap: each builds apart and
 * renames, and a directory another run put there first is as good (same hash, same content).
 */
export async function buildCliBundle() {
  mkdirSync(CACHE, { recursive: true });
  const tmp = join(CACHE, `tmp-${process.pid}-${Date.now()}`);
  rmSync(tmp, { recursive: true, force: true });
  const cli = await build({
    entryPoints: [join(ROOT, 'src', 'cli', 'odds.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minifySyntax: true,
    outdir: tmp,
    entryNames: 'odds',
    chunkNames: 'chunk-[hash]',
    // Under node_modules no package.json says `type: module`: the extension does.
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
    metafile: true,
    plugins: [prebuiltWorker, noZodLocales],
  });
  const worker = await build({ ...WORKER_OPTIONS, outfile: join(tmp, 'sim-worker.cjs') });
  const inputs = [
    ...new Set([
      ...BUILD_FILES,
      ...[cli, worker].flatMap((r) =>
        Object.keys(r.metafile.inputs)
          .filter((p) => !/^[a-z-]+:/.test(p)) // a plugin's stand-in, not a file
          .map((p) => relative(ROOT, resolve(p))),
      ),
    ]),
  ]
    .filter((p) => !p.startsWith('node_modules'))
    .sort();
  const hash = contentHash(ROOT, inputs);
  const dir = join(CACHE, hash);
  try {
    renameSync(tmp, dir);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  writeManifest(ROOT, { hash, entry: join(hash, 'odds.mjs'), inputs: stamps(ROOT, inputs) });
  prune(hash);
  return join(CACHE, hash, 'odds.mjs');
}

/** Bundles (and half-built ones) other than `keep`, once older than STALE_MS. */
function prune(keep) {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (name === keep || name.startsWith('manifest.json')) continue;
    const s = statSync(path, { throwIfNoEntry: false });
    if (s?.isDirectory() && Date.now() - s.mtimeMs > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

// `node src/cli/cli-bundle.mjs` (npm's `prepare`): build it now.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCliBundle();
}
