// Whether the `odds` command's built bundle (cli-bundle.mjs) still matches its sources, read
// before every run: no esbuild here. The quick check is each input's size and modification time
// against the manifest; a file touched but unchanged (a checkout, a save with no edit) is caught
// by the content hash, its stamps brought up to date, and costs no rebuild.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a checkout's bundles and their manifest live (its packages resolve from there). */
export const cacheDir = (root) => join(root, 'node_modules', '.cache', 'holotable', 'cli');

/** The content hash of the files named (paths from the root), in order. */
export function contentHash(root, files) {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(f);
    h.update('\0');
    h.update(readFileSync(join(root, f)));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** Size and modification time of each file, beside its path. */
export const stamps = (root, files) =>
  files.map((f) => {
    const s = statSync(join(root, f));
    return [f, s.size, s.mtimeMs];
  });

/** Writes the manifest whole or not at all: runs may overlap. */
export function writeManifest(root, manifest) {
  const file = join(cacheDir(root), 'manifest.json');
  const part = `${file}.${process.pid}`;
  writeFileSync(part, JSON.stringify(manifest));
  renameSync(part, file);
}

function sameStamp([f, size, mtime], root) {
  const s = statSync(join(root, f), { throwIfNoEntry: false });
  return s !== undefined && s.size === size && s.mtimeMs === mtime;
}

/** The built entry module's absolute path while it matches its sources, else null. */
export function cachedEntry(root) {
  const dir = cacheDir(root);
  let m;
  try {
    m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    statSync(join(dir, m.entry));
  } catch {
    return null;
  }
  if (m.inputs.every((s) => sameStamp(s, root))) return join(dir, m.entry);
  const files = m.inputs.map(([f]) => f);
  try {
    if (contentHash(root, files) !== m.hash) return null;
  } catch {
    return null; // an input is gone
  }
  writeManifest(root, { ...m, inputs: stamps(root, files) });
  return join(dir, m.entry);
}
