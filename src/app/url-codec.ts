import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describeError, oneLine, parseJsonText, quote, isRecord } from '../engine/index.ts';
import type { Theme } from '../lib/chart/palette.ts';
import { MAX_TRIALS } from './defaults.ts';
import { fitPinName, pinReference } from './pin-name.ts';

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

/**
 * A fragment read: the state (null when the fragment holds none), the theme it asks for, and
 * each pin it held that could not be read, with why (the rest of the link still opens).
 */
export type Decoded =
  | { ok: true; state: LinkState | null; theme: Theme | null; skipped: readonly string[] }
  | { ok: false; error: string };

/** The most pins a link holds (the app's MAX_PINS): more are left out, and the person told. */
const LINK_PINS = 6;

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

/** Where the runtime's JSON error points ("at line 1, column 2"), in the person's words. */
function where(message: string): string {
  const at = /at line (\d+), column (\d+)/.exec(message);
  if (!at) return '';
  return at[1] === '1' ? ` (at character ${at[2]})` : ` (at line ${at[1]}, character ${at[2]})`;
}

/**
 * JSON text from a link, `what` naming it for the person: a key given twice is refused (as in a
 * scenario file); text that is not JSON is said so with where it goes wrong, never with the
 * runtime's own words (they quote our code's view of the text, not the person's).
 */
function json(text: string, what: string): unknown {
  if (text.trim() === '') throw new LinkError(`${what} is empty`);
  const r = parseJsonText(text);
  if (r.ok) return r.value;
  if (r.error.path !== '') throw new LinkError(describeError(r.error));
  throw new LinkError(`${what} is not valid JSON${where(r.error.message)}`);
}

/** A pin of a compressed payload; throws a LinkError saying what is wrong with it. */
function payloadPin(p: unknown, defaults: { trials: number; seed: number }): PinLink {
  if (!isRecord(p)) throw new LinkError('it is not a loadout');
  const label = p['l'];
  if (typeof label !== 'string') throw new LinkError(`name: expected text, got ${quote(label)}`);
  return { label: fitPinName(label), ...expand(p, defaults) };
}

/**
 * The app's compressed payload: the loadout, checked for shape, and at most six pins. A pin that
 * cannot be read is left out and listed in `skipped` with why; the rest of the link opens.
 */
function payloadState(
  text: string,
  defaults: { trials: number; seed: number },
): { state: LinkState; skipped: string[] } {
  const payload = json(text, 'what it holds');
  if (!isRecord(payload) || !('s' in payload))
    throw new LinkError('it holds no loadout (it may have been cut short or edited by hand)');
  const skipped: string[] = [];
  const given = payload['p'] ?? [];
  if (!Array.isArray(given))
    skipped.push(`Its pinned loadouts were left out: expected a list, got ${quote(given)}.`);
  const list: readonly unknown[] = Array.isArray(given) ? given : [];
  const pins = list.slice(0, LINK_PINS).flatMap((p, i) => {
    try {
      return [payloadPin(p, defaults)];
    } catch (e) {
      if (!(e instanceof LinkError)) throw e;
      skipped.push(
        `${pinReference(i, isRecord(p) ? p['l'] : undefined)} was left out: ${e.message}.`,
      );
      return [];
    }
  });
  if (list.length > LINK_PINS)
    skipped.push(
      `Pins ${LINK_PINS + 1}–${list.length} were left out: a link holds at most ${LINK_PINS} pins.`,
    );
  return { state: { ...expand(payload, defaults), pins }, skipped };
}

function uriDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new LinkError('the text after #json= is damaged (a broken %-escape)');
  }
}

/** A setting as the person wrote it: %-escapes decoded (a broken one left as written). */
function plain(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
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
  const t = plain(q.get('theme'));
  const theme: Theme | null = t === 'light' || t === 'dark' ? t : null;
  try {
    const compressed = q.get(VERSION_KEY);
    if (compressed !== undefined) {
      if (compressed.length > LINK_LIMIT) throw tooLong('link', compressed.length, LINK_LIMIT);
      const text = decompressFromEncodedURIComponent(compressed);
      if (!text)
        throw new LinkError(
          'it is damaged (cut short or changed: the part after #s1= does not unpack)',
        );
      return { ok: true, ...payloadState(text, defaults), theme };
    }
    const hand = q.get('json');
    if (hand !== undefined) {
      if (hand.length > JSON_LINK_LIMIT) throw tooLong('#json= text', hand.length, JSON_LINK_LIMIT);
      const scenario = json(uriDecoded(hand), 'the scenario after #json=');
      const mode = plain(q.get('mode'));
      if (mode !== undefined && mode !== 'mc' && mode !== 'exact' && mode !== 'auto')
        throw new LinkError(`mode: expected "mc" or "auto", got ${quote(mode)}`);
      return {
        ok: true,
        state: {
          ...expand(
            { s: scenario, m: mode, t: plain(q.get('trials')), r: plain(q.get('seed')) },
            defaults,
          ),
          pins: [],
        },
        theme,
        skipped: [],
      };
    }
    if ([...q.keys()].some((k) => /^s\d+$/.test(k)))
      throw new LinkError('it was made by a newer Holotable; reload the page to update');
    return { ok: true, state: null, theme, skipped: [] };
  } catch (e) {
    // Anything else thrown here is a bug of ours; the person still gets one plain line.
    const why = e instanceof LinkError ? e.message : 'it is damaged';
    return { ok: false, error: `Could not open the link: ${oneLine(why)}` };
  }
}
