import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describeError, oneLine, parseJsonText, quote } from '../engine/index.ts';
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

/**
 * The longest compressed payload read. The app's links with six pins are a few KB; lz-string's
 * output can grow with the square of its input (a 1,700-character link can hold 600,000
 * characters), so a longer payload is refused before it is decompressed.
 */
export const LINK_LIMIT = 16_384;

/** The longest #json= scenario text read (a scenario is a few hundred bytes; a file may be 4 MiB). */
export const JSON_LINK_LIMIT = 262_144;

function tooLong(what: string, length: number, limit: number): LinkError {
  return new LinkError(
    `the ${what} is too long (${length.toLocaleString('en')} characters; at most ${limit.toLocaleString('en')})`,
  );
}

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

/** A link that cannot be read; the message says what is wrong, the caller adds "Could not open". */
class LinkError extends Error {}

function integer(text: string | undefined, min: number, max: number, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new LinkError(`${what}: expected an integer ${min}..${max}, got ${quote(text)}`);
  return n;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number or text from a link (compressed links hold numbers, hand-written ones text). */
function setting(v: unknown, what: string): string | undefined {
  if (v === undefined || typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  throw new LinkError(`${what}: expected a number, got ${quote(v)}`);
}

function expand(
  p: Record<string, unknown>,
  defaults: { trials: number; seed: number },
  where = '',
): LoadoutLink {
  const t = setting(p['t'], `${where}trials`);
  const r = setting(p['r'], `${where}seed`);
  const trials = t === undefined ? defaults.trials : integer(t, 1, MAX_TRIALS, `${where}trials`);
  const seed = r === undefined ? defaults.seed : integer(r, 0, 2 ** 32 - 1, `${where}seed`);
  return { scenario: p['s'], mode: p['m'] === 'mc' ? 'mc' : 'auto', trials, seed };
}

/** JSON text from a link: one-line errors, a key given twice refused (as in a scenario file). */
function json(text: string): unknown {
  const r = parseJsonText(text);
  if (!r.ok) throw new LinkError(describeError(r.error));
  return r.value;
}

/** The app's compressed payload: the loadout and at most six pins, each checked for shape. */
function payloadState(text: string, defaults: { trials: number; seed: number }): LinkState {
  const payload = json(text);
  if (!isRecord(payload)) throw new LinkError('the link is damaged (it holds no loadout)');
  const list = payload['p'] ?? [];
  if (!Array.isArray(list)) throw new LinkError('the link is damaged (its pins are not a list)');
  const pins = list.slice(0, 6).map((p: unknown, i) => {
    const where = `pin ${i + 1}: `;
    if (!isRecord(p)) throw new LinkError(`${where}the link is damaged (not a loadout)`);
    const label = p['l'];
    if (typeof label !== 'string')
      throw new LinkError(`${where}label: expected text, got ${quote(label)}`);
    return { label: label.slice(0, 24), ...expand(p, defaults, where) };
  });
  return { ...expand(payload, defaults), pins };
}

function uriDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new LinkError('the link is damaged (a broken %-escape in #json=)');
  }
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
      if (compressed.length > LINK_LIMIT) throw tooLong('link', compressed.length, LINK_LIMIT);
      const text = decompressFromEncodedURIComponent(compressed);
      if (!text) throw new LinkError('the link is damaged (it does not decompress)');
      return { ok: true, state: payloadState(text, defaults), theme };
    }
    const hand = q.get('json');
    if (hand !== undefined) {
      if (hand.length > JSON_LINK_LIMIT) throw tooLong('#json= text', hand.length, JSON_LINK_LIMIT);
      const scenario = json(uriDecoded(hand));
      const mode = q.get('mode');
      if (mode !== undefined && mode !== 'mc' && mode !== 'exact' && mode !== 'auto')
        throw new LinkError(`mode: expected "mc" or "auto", got ${quote(mode)}`);
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
      throw new LinkError('this link was made by a newer Holotable; reload to update');
    return { ok: true, state: null, theme };
  } catch (e) {
    // Anything else thrown here is a bug of ours; the person still gets one plain line.
    const why = e instanceof LinkError ? e.message : 'the link is damaged';
    return { ok: false, error: `Could not open the link: ${oneLine(why)}` };
  }
}
