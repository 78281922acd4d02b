import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cacheDir,
  cachedEntry,
  contentHash,
  stamps,
  writeManifest,
} from '../../src/cli/bundle-cache.mjs';
import { buildCliBundle } from '../../src/cli/cli-bundle.mjs';

// The odds command runs its built bundle while the sources it was built from are unchanged,
// and rebuilds (cachedEntry answers null) as soon as one changes.
describe('the odds bundle cache', () => {
  let root: string;
  const files = ['src/a.ts', 'src/b.ts'];
  const manifest = () =>
    JSON.parse(readFileSync(join(cacheDir(root), 'manifest.json'), 'utf8')) as {
      inputs: [string, number, number][];
    };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'odds-bundle-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 2;\n');
    const dir = join(cacheDir(root), 'h1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'odds.mjs'), '');
    writeManifest(root, {
      hash: contentHash(root, files),
      entry: join('h1', 'odds.mjs'),
      inputs: stamps(root, files),
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('runs the built bundle while its sources are as built', () => {
    expect(cachedEntry(root)).toBe(join(cacheDir(root), 'h1', 'odds.mjs'));
  });

  it('rebuilds when a source changes, even to the same size', () => {
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 7;\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/a.ts'), later, later);
    expect(cachedEntry(root)).toBeNull();
  });

  it('keeps the bundle when a source is touched but unchanged, and records its new time', () => {
    const mtimeBefore = manifest().inputs[1]![2];
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/b.ts'), later, later);
    expect(cachedEntry(root)).toBe(join(cacheDir(root), 'h1', 'odds.mjs'));
    expect(manifest().inputs[1]![2]).toBe(statSync(join(root, 'src/b.ts')).mtimeMs);
    expect(manifest().inputs[1]![2]).not.toBe(mtimeBefore);
  });

  it('rebuilds when a source is gone, or the bundle or its manifest is', () => {
    rmSync(join(root, 'src/b.ts'));
    expect(cachedEntry(root)).toBeNull();
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 2;\n');
    rmSync(join(cacheDir(root), 'h1', 'odds.mjs'));
    expect(cachedEntry(root)).toBeNull();
    rmSync(join(cacheDir(root), 'manifest.json'));
    expect(cachedEntry(root)).toBeNull();
  });
});

describe('the built odds command', () => {
  it('loads the card data only when a scenario names a unit', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const entry = cachedEntry(root) ?? (await buildCliBundle());
    const dir = dirname(entry);
    // Every module the entry loads at start, followed through static imports.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/^import\s[^;]*?["']\.\/([^"']+)["']/gms)) visit(m[1]!);
      for (const m of text.matchAll(/^import\s*["']\.\/([^"']+)["']/gm)) visit(m[1]!);
    };
    visit(basename(entry));
    const cards = readdirSync(dir).filter(
      (f) => f.endsWith('.mjs') && readFileSync(join(dir, f), 'utf8').includes('var LEGION_CARDS'),
    );
    expect(cards).toHaveLength(1);
    expect([...loaded]).not.toContain(cards[0]);
    expect(readFileSync(entry, 'utf8')).toContain(`import("./${cards[0]}")`);
  });
});
