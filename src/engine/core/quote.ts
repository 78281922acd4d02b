/**
 * How any input is shown inside an error message: the one place that decides it. Messages are
 * one line of bounded length whatever the input holds (a 50 MB string, a newline, an ANSI escape
 * that would recolour the terminal, a right-to-left override), and quote at most QUOTE_LIMIT
 * characters of it.
 */

/** Most characters of one quoted input (escapes included) before it is cut with "…". */
export const QUOTE_LIMIT = 80;

/** Longest message `oneLine` lets through (a path, a message and a few quoted inputs fit). */
export const LINE_LIMIT = 400;

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0c: '\\f',
  0x0d: '\\r',
};

/**
 * Code points never written raw: C0 and C1 controls (ESC starts ANSI sequences, U+009B is a
 * one-byte CSI), line and paragraph separators, byte order marks and the bidirectional controls
 * that reorder what a terminal or page shows. Lone surrogates are not text either.
 */
function unsafe(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0x061c ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0xfeff ||
    (cp >= 0xd800 && cp <= 0xdfff)
  );
}

function escapeCodePoint(cp: number): string {
  return SHORT_ESCAPES[cp] ?? `\\u${cp.toString(16).padStart(4, '0')}`;
}

/**
 * `text` with unsafe code points escaped (and `"`, `\` too when `quotes`), cut to about `limit`
 * characters of output. Reads only as far as it writes, so a 50 MB string costs nothing.
 */
function escaped(text: string, limit: number, quotes: boolean): { out: string; cut: boolean } {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) as number;
    const raw = String.fromCodePoint(cp);
    const piece = unsafe(cp)
      ? escapeCodePoint(cp)
      : quotes && (raw === '"' || raw === '\\')
        ? `\\${raw}`
        : raw;
    if (out.length + piece.length > limit) return { out, cut: true };
    out += piece;
    i += raw.length;
  }
  return { out, cut: false };
}

const count = (n: number) => `${n.toLocaleString('en')} characters`;

/** A string as a message quotes it: `"text"`, escaped, cut after QUOTE_LIMIT with its length. */
export function quoteText(text: string): string {
  const { out, cut } = escaped(text, QUOTE_LIMIT, true);
  return cut ? `"${out}…" (${count(text.length)})` : `"${out}"`;
}

/**
 * A name shown where quote marks would be noise (a table's row label): escaped as `quoteText`
 * escapes it, cut after `limit` characters with "…", so it stays one line of bounded width.
 */
export function shownText(text: string, limit = QUOTE_LIMIT): string {
  const whole = escaped(text, limit, false);
  return whole.cut ? `${escaped(text, limit - 1, false).out}…` : whole.out;
}

/** Any input value as a message names it: strings quoted, numbers as written, else its kind. */
export function quote(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return quoteText(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (typeof v === 'bigint') return quoteText(v.toString());
  return Array.isArray(v) ? 'an array' : 'an object';
}

const PLAIN_SEGMENT = /^[A-Za-z0-9_$-]{1,64}$/;

const segment = (seg: PropertyKey): string => {
  const s = typeof seg === 'symbol' ? (seg.description ?? '') : String(seg);
  return PLAIN_SEGMENT.test(s) ? s : quoteText(s);
};

/**
 * A field path (`attacker.dice.red`); a key that is not a plain name is quoted and escaped, and
 * a path deeper than any scenario's shows its first and last segments only.
 */
export function quotePath(path: readonly PropertyKey[]): string {
  const shown =
    path.length <= 8
      ? path.map(segment)
      : [
          ...path.slice(0, 3).map(segment),
          `…(${path.length - 6} more)…`,
          ...path.slice(-3).map(segment),
        ];
  return shown.join('.');
}

/**
 * A message of unknown make (a runtime's JSON error, a file system error) as one line: control
 * characters escaped, cut after LINE_LIMIT characters.
 */
export function oneLine(message: string): string {
  const { out, cut } = escaped(message, LINE_LIMIT, false);
  return cut ? `${out}…` : out;
}
