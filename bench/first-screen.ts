/**
 * What the app's first screen loads before its first answer, from a build (`dist/`): the page's
 * own scripts, preloads and styles, every chunk they import statically, and the simulation
 * worker the starter answer runs in (with its imports). Chunks loaded later (the card data,
 * other views, the preset and picture workers) are left out. Sizes are gzip, as served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScreenFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

/** The worker that computes the starter answer; other workers start on a player's request. */
const FIRST_WORKER = /new Worker\(new URL\(`\/?(assets\/sim\.worker-[^`]+\.js)`/g;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g;

export function firstScreen(dist: string): ScreenFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue = [
    ...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="\/?([^"]+)"/g),
  ].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !/\.(js|css)$/.test(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(dist, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const m of text.matchAll(STATIC_IMPORT)) queue.push(dir + m[1]!);
    for (const m of text.matchAll(FIRST_WORKER)) queue.push(m[1]!);
  }
  return [...seen].map((file) => {
    const data = readFileSync(join(dist, file));
    return { file, bytes: data.length, gzip: gzipSync(data).length };
  });
}

// `npx tsx bench/first-screen.ts [dist]`: the table for bench/RESULTS.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const files = firstScreen(process.argv[2] ?? 'dist');
  console.log('| file | bytes | gzip |\n| --- | --- | --- |');
  for (const f of files)
    console.log(
      `| ${f.file.replace(/-[\w-]{8}\./, '-*.')} | ${f.bytes.toLocaleString('en')} | ${f.gzip.toLocaleString('en')} |`,
    );
  const sum = (k: 'bytes' | 'gzip') => files.reduce((a, f) => a + f[k], 0).toLocaleString('en');
  console.log(`| total | ${sum('bytes')} | ${sum('gzip')} |`);
}
