import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { oneLine, parseJsonText, quote, isRecord } from '../engine/index.ts';
import { playerError } from '../lib/field-words.ts';
import { isSortOrder, type SortOrder } from '../lib/matchup/grid-order.ts';
import { DEFAULT_MEASURE, isMeasureId, type MeasureId } from '../lib/matchup/measure.ts';
import type { GridConditions } from '../report/grid-title.ts';
import { LINK_LIMIT } from './url-codec.ts';

export type { GridConditions };

/**
 * Where a row or column of the grid comes from: one side (a unit preset `{ unit, upgrades }`, a
 * pinned loadout's attacker or defender, a unit of a pasted list), or every unit of a faction
 * (optionally one rank), kept by name so the link stays short.
 */
export type MatchupSource =
  | { readonly kind: 'side'; readonly label: string; readonly side: Record<string, unknown> }
  | { readonly kind: 'faction'; readonly faction: string; readonly rank: string | null };

export interface MatchupState {
  readonly rows: readonly MatchupSource[];
  readonly columns: readonly MatchupSource[];
  readonly conditions: GridConditions;
  readonly measure: MeasureId;
  readonly rowSort: SortOrder;
  readonly columnSort: SortOrder;
}

export const DEFAULT_CONDITIONS: GridConditions = {
  range: 3,
  attackType: 'ranged',
  cover: 'none',
  attackerTokens: {},
  defenderTokens: {},
  edition: 'amg-2025',
};

/** At most this many sources on each axis in a link (a faction is one source). */
export const MAX_SOURCES = 200;
export const ATTACKER_TOKENS = ['aim', 'surge', 'observation', 'dodge'] as const;
export const DEFENDER_TOKENS = ['dodge', 'surge', 'shield', 'suppression', 'smoke'] as const;

/** The key of the grid's compressed form; a new layout gets a new number, old links still open. */
export const MATCHUP_KEY = 'm1';

class GridLinkError extends Error {}

function sourceJson(s: MatchupSource): unknown {
  return s.kind === 'side'
    ? { l: s.label, s: s.side }
    : { f: s.faction, ...(s.rank ? { k: s.rank } : {}) };
}

function conditionsJson(c: GridConditions): Record<string, unknown> {
  const d = DEFAULT_CONDITIONS;
  const out: Record<string, unknown> = {};
  if (c.range !== d.range) out['range'] = c.range;
  if (c.attackType !== d.attackType) out['attackType'] = c.attackType;
  if (c.cover !== d.cover) out['cover'] = c.cover;
  if (c.edition !== d.edition) out['edition'] = c.edition;
  const nonzero = (t: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(t).filter(([, n]) => n > 0));
  if (Object.keys(nonzero(c.attackerTokens)).length > 0)
    out['attackerTokens'] = nonzero(c.attackerTokens);
  if (Object.keys(nonzero(c.defenderTokens)).length > 0)
    out['defenderTokens'] = nonzero(c.defenderTokens);
  return out;
}

/** The fragment (without '#') that restores a grid: versioned, lz-string compressed JSON. */
export function encodeMatchup(state: MatchupState): string {
  const payload = {
    r: state.rows.map(sourceJson),
    c: state.columns.map(sourceJson),
    ...(Object.keys(conditionsJson(state.conditions)).length > 0
      ? { k: conditionsJson(state.conditions) }
      : {}),
    ...(state.measure !== DEFAULT_MEASURE ? { m: state.measure } : {}),
    ...(state.rowSort !== 'listed' ? { sr: state.rowSort } : {}),
    ...(state.columnSort !== 'listed' ? { sc: state.columnSort } : {}),
  };
  return `${MATCHUP_KEY}=${compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

function text(v: unknown, max: number, what: string): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > max)
    throw new GridLinkError(`${what}: expected text of 1..${max} characters, got ${quote(v)}`);
  return v;
}

function source(v: unknown, what: string): MatchupSource {
  if (!isRecord(v)) throw new GridLinkError(`${what}: expected a unit or a faction`);
  if (v['f'] !== undefined) {
    const rank = v['k'] === undefined ? null : text(v['k'], 40, `${what}.rank`);
    return { kind: 'faction', faction: text(v['f'], 40, `${what}.faction`), rank };
  }
  if (!isRecord(v['s'])) throw new GridLinkError(`${what}: expected a unit or a faction`);
  return { kind: 'side', label: text(v['l'], 120, `${what}.label`), side: v['s'] };
}

function sources(v: unknown, what: string): MatchupSource[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new GridLinkError(`${what}: expected a list`);
  if (v.length > MAX_SOURCES)
    throw new GridLinkError(`${what}: at most ${MAX_SOURCES} entries, got ${v.length}`);
  return v.map((s, i) => source(s, `${what} ${i + 1}`));
}

function oneOf<T extends string>(v: unknown, options: readonly T[], fallback: T, what: string): T {
  if (v === undefined) return fallback;
  if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
  throw new GridLinkError(
    `${what}: expected ${options.map((o) => `"${o}"`).join(', ')}, got ${quote(v)}`,
  );
}

function tokens(v: unknown, names: readonly string[], what: string): Record<string, number> {
  if (v === undefined) return {};
  if (!isRecord(v)) throw new GridLinkError(`${what}: expected token counts`);
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v)) {
    if (!names.includes(k))
      throw new GridLinkError(`${what}: unknown token ${quote(k)} (known: ${names.join(', ')})`);
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 20)
      throw new GridLinkError(`${what}.${k}: expected an integer 0..20, got ${quote(n)}`);
    out[k] = n as number;
  }
  return out;
}

function conditions(v: unknown): GridConditions {
  if (v === undefined) return DEFAULT_CONDITIONS;
  if (!isRecord(v)) throw new GridLinkError('conditions: expected an object');
  const d = DEFAULT_CONDITIONS;
  const range = v['range'] ?? d.range;
  if (!Number.isInteger(range) || (range as number) < 1 || (range as number) > 5)
    throw new GridLinkError(`range: expected an integer 1..5, got ${quote(range)}`);
  return {
    range: range as number,
    attackType: oneOf(v['attackType'], ['ranged', 'melee'], d.attackType, 'attack type'),
    cover: oneOf(v['cover'], ['none', 'light', 'heavy'], d.cover, 'cover'),
    edition: oneOf(v['edition'], ['amg-2025', 'ffg-1.0'], d.edition, 'edition'),
    attackerTokens: tokens(v['attackerTokens'], ATTACKER_TOKENS, 'attacker tokens'),
    defenderTokens: tokens(v['defenderTokens'], DEFENDER_TOKENS, 'defender tokens'),
  };
}

function payloadState(json: unknown): MatchupState {
  if (!isRecord(json)) throw new GridLinkError('the link is damaged (it holds no grid)');
  const m = json['m'] ?? DEFAULT_MEASURE;
  if (!isMeasureId(m)) throw new GridLinkError(`measure: unknown measure ${quote(m)}`);
  const sort = (v: unknown, what: string): SortOrder => {
    if (v === undefined) return 'listed';
    if (isSortOrder(v)) return v;
    throw new GridLinkError(`${what}: expected "listed", "high" or "low", got ${quote(v)}`);
  };
  return {
    rows: sources(json['r'], 'attacker'),
    columns: sources(json['c'], 'defender'),
    conditions: conditions(json['k']),
    measure: m,
    rowSort: sort(json['sr'], 'attacker order'),
    columnSort: sort(json['sc'], 'defender order'),
  };
}

export type DecodedMatchup = { ok: true; state: MatchupState } | { ok: false; error: string };

/** Whether a fragment holds a grid (`#m1=…`) or asks for the view (`#matchups`). */
export function isMatchupFragment(fragment: string): boolean {
  return fragment
    .replace(/^#/, '')
    .split('&')
    .some((p) => p === 'matchups' || p.startsWith(`${MATCHUP_KEY}=`));
}

/** Reads the grid of a `#m1=…` fragment; the error says what is wrong, in one plain line. */
export function decodeMatchup(fragment: string): DecodedMatchup {
  try {
    const part = fragment
      .replace(/^#/, '')
      .split('&')
      .find((p) => p.startsWith(`${MATCHUP_KEY}=`));
    if (part === undefined) throw new GridLinkError('the link holds no grid');
    const compressed = part.slice(MATCHUP_KEY.length + 1);
    if (compressed.length > LINK_LIMIT)
      throw new GridLinkError(
        `the link is too long (${compressed.length.toLocaleString('en')} characters; at most ${LINK_LIMIT.toLocaleString('en')})`,
      );
    const text = decompressFromEncodedURIComponent(compressed);
    if (!text) throw new GridLinkError('the link is damaged (it does not decompress)');
    const r = parseJsonText(text);
    if (!r.ok) throw new GridLinkError(playerError(r.error));
    return { ok: true, state: payloadState(r.value) };
  } catch (e) {
    const why = e instanceof GridLinkError ? e.message : 'the link is damaged';
    return { ok: false, error: `Could not open the matchup grid: ${oneLine(why)}` };
  }
}
