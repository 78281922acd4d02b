#!/usr/bin/env node
// `npm run odds`, `npx odds`: the command line (odds.ts) run from its bundle, built once
// (cli-bundle.mjs, at `npm install`) and again only when a source has changed
// (bundle-cache.mjs). A TypeScript loader in the process cost about 40 MB and half a second a
// run; bundling on every run, 0.1–0.3 s.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cachedEntry } from './bundle-cache.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = cachedEntry(root) ?? (await (await import('./cli-bundle.mjs')).buildCliBundle());
await import(pathToFileURL(entry).href);
