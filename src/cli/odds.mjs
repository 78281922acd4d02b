// `npm run odds`: the command line (odds.ts) bundled into one module and run, as the simulation
// workers are (workers/node-worker-bundle.ts). A TypeScript loader in the process costs about
// 40 MB and half a second a run; esbuild bundles the CLI in about 0.1 s. The module is written
// under node_modules (so its packages resolve from there), one file per run (runs may overlap),
// and removed once loaded.
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'node_modules', '.cache', 'holotable', `odds-${process.pid}.mjs`);
buildSync({
  entryPoints: [join(root, 'src', 'cli', 'odds.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outfile: out,
  logLevel: 'error',
  // The one module of the CLI that reads import.meta.url finds its worker beside it.
  define: {
    'import.meta.url': JSON.stringify(
      pathToFileURL(join(root, 'workers', 'node-worker-bundle.ts')).href,
    ),
  },
});
// Once loaded the file is not needed; an exit while it loads (the CLI exits with its status)
// removes it too.
const remove = () => rmSync(out, { force: true });
process.on('exit', remove);
await import(pathToFileURL(out).href);
remove();
