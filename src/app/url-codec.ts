import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { Theme } from '../lib/chart/palette.ts';
import { MAX_TRIALS } from './defaults.ts';

/** How the current loadout is computed: exact when feasible (`auto`), or a seeded simulation. */
export type Mode = 'auto' | 'mc';

export interface LoadoutLink {
  /** A scenario in the public JSON format (sparse: defaults left out). */
  readonly scenario: unknown;
  readonly mode: Mode;
  readonly trials: number;
  readonly seed: number;
}

export interface PinLink extends LoadoutLink {
  readonly label: string;
}

/** Everything a link restores: the loadout on screen and the pinned ones. */
export interface LinkState extends LoadoutLink {
  readonly pins: readonly PinLink[];
}

export type { Theme };

export type Decoded =
  { ok: true; state: LinkState | null; theme: Theme | null } | { ok: false; error: string };

/** The key of the compressed form; a new payload layout gets a new number, old links still open. */
const VERSION_KEY = 's1';

interface Payload {
  s: unknown;
  m?: 'mc';
  t?: number;
  r?: number;
  p?: { l: string; s: unknown; m?: 'mc'; t?: number; r?: number }[];
}

function compact(l: LoadoutLink, defaults: { trials: number; seed: number }) {
  return {
    s: l.scenario,
    ...(l.mode === 'mc' ? { m: 'mc' as const } : {}),
    ...(l.trials !== defaults.trials ? { t: l.trials } : {}),
    ...(l.seed !== defaults.seed ? { r: l.seed } : {}),
  };
}

/** The fragment (without '#') that restores `state`: versioned, lz-string compressed JSON. */
export function encodeFragment(
  state: LinkState,
  defaults: { trials: number; seed: number },
): string {
  const payload: Payload = {
    ...compact(state, defaults),
    ...(state.pins.length > 0
      ? { p: state.pins.map((p) => ({ l: p.label, ...compact(p, defaults) })) }
      : {}),
  };
  return `${VERSION_KEY}=${compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

function params(fragment: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of fragment.replace(/^#/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    out.set(eq < 0 ? part : part.slice(0, eq), eq < 0 ? '' : part.slice(eq + 1));
  }
  return out;
}

function integer(text: string | undefined, min: number, max: number, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${what}: expected an integer ${min}..${max}, got ${JSON.stringify(text)}`);
  return n;
}

function expand(
  p: { s: unknown; m?: unknown; t?: unknown; r?: unknown },
  defaults: { trials: number; seed: number },
): LoadoutLink {
  const trials =
    p.t === undefined ? defaults.trials : integer(String(p.t), 1, MAX_TRIALS, 'trials');
  const seed = p.r === undefined ? defaults.seed : integer(String(p.r), 0, 2 ** 32 - 1, 'seed');
  return { scenario: p.s, mode: p.m === 'mc' ? 'mc' : 'auto', trials, seed };
}

/**
 * Reads a fragment: the app's own compressed form (`#s1=…`), or a hand-written
 * `#json=<URI-encoded scenario>&mode=mc&trials=N&seed=S`; either may add `&theme=light|dark`.
 * An empty fragment gives `state: null`. Scenarios are validated later, by the engine.
 */
export function decodeFragment(
  fragment: string,
  defaults: { trials: number; seed: number },
): Decoded {
  const q = params(fragment);
  const t = q.get('theme');
  const theme: Theme | null = t === 'light' || t === 'dark' ? t : null;
  try {
    const compressed = q.get(VERSION_KEY);
    if (compressed !== undefined) {
      const text = decompressFromEncodedURIComponent(compressed);
      if (!text) throw new Error('the link is damaged (it does not decompress)');
      const payload = JSON.parse(text) as Payload;
      const pins = (payload.p ?? []).slice(0, 6).map((p) => ({
        label: String(p.l).slice(0, 24),
        ...expand(p, defaults),
      }));
      return { ok: true, state: { ...expand(payload, defaults), pins }, theme };
    }
    const json = q.get('json');
    if (json !== undefined) {
      const scenario = JSON.parse(decodeURIComponent(json)) as unknown;
      const mode = q.get('mode');
      if (mode !== undefined && mode !== 'mc' && mode !== 'exact' && mode !== 'auto')
        throw new Error(`mode: expected "mc" or "auto", got ${JSON.stringify(mode)}`);
      return {
        ok: true,
        state: {
          ...expand({ s: scenario, m: mode, t: q.get('trials'), r: q.get('seed') }, defaults),
          pins: [],
        },
        theme,
      };
    }
    if ([...q.keys()].some((k) => /^s\d+$/.test(k)))
      throw new Error('this link was made by a newer Holotable; reload to update');
    return { ok: true, state: null, theme };
  } catch (e) {
    return { ok: false, error: `Could not open the link: ${(e as Error).message}` };
  }
}
