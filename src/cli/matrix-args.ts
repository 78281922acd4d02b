import { quote, type MatchupConditions } from '../engine/index.ts';
import { UsageError } from './args.ts';
import { parseTextOptions } from './text-options.ts';

export type MatrixFormat = 'json' | 'jsonl' | 'csv' | 'table';

/** `odds matrix`: two lists of sides and the conditions every cell shares. */
export interface MatrixArgs {
  readonly attackers: string;
  readonly defenders: string;
  readonly conditions: MatchupConditions;
  readonly format: MatrixFormat;
  readonly workers: number | null;
  /** --totals: each list's total per round against the other, both ways, instead of the cells. */
  readonly totals?: boolean;
}

export const MATRIX_USAGE = `usage: npm run -s odds -- matrix --attackers LIST --defenders LIST [--range 1..5]
         [--attack-type ranged|melee] [--cover none|light|heavy] [--edition amg-2025|ffg-1.0]
         [--attacker-tokens aim=1,surge=1] [--defender-tokens dodge=1,shield=2]
         [--format json|jsonl|csv|table] [--workers K] [--totals]

  LIST is a file (a JSON list of presets, a Legion HQ or Tabletop Admiral TTS export, or a
  Legion HQ list link) or, when no such file exists, a faction, optionally with a rank:
  empire, rebels, republic, separatists, mercenary, mandalorians; "empire:corps"

  --format F     json (one JSON text, at most 100,000 cells), jsonl (a JSON line per cell),
                 csv (a row per cell) or table; cells are written as they finish, in grid order.
                 A grid has at most 1,000,000 cells; from 1,000 its size is said on stderr first.
  --totals       instead of the cells, each list's total per round against the other, both
                 ways: each unit ("×2" twice) attacks its best target; a unit with no weapon
                 for the attack uses its melee weapon. Points removed, P(at least one defeated).`;

const ATTACKER_TOKENS = ['aim', 'surge', 'observation', 'dodge'] as const;
const DEFENDER_TOKENS = ['dodge', 'surge', 'shield', 'suppression', 'smoke'] as const;

function oneOf<T extends string>(name: string, text: string, values: readonly T[]): T {
  if ((values as readonly string[]).includes(text)) return text as T;
  throw new UsageError(`--${name}: expected ${values.join(' | ')}, got ${quote(text)}`);
}

function integer(name: string, text: string, min: number, max: number): number {
  const v = Number(text);
  if (!/^\d+$/.test(text) || v < min || v > max)
    throw new UsageError(`--${name}: expected an integer ${min}..${max}, got ${quote(text)}`);
  return v;
}

/** "aim=1,surge=2" → { aim: 1, surge: 2 }, each name known and each count 0..20. */
function tokens(name: string, text: string, known: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(',').filter((p) => p.trim() !== '')) {
    const m = /^\s*([a-z]+)\s*=\s*(\S+)\s*$/.exec(part);
    if (!m) throw new UsageError(`--${name}: expected token=count, got ${quote(part)}`);
    const token = m[1] as string;
    if (!known.includes(token))
      throw new UsageError(`--${name}: no token ${quote(token)} (${known.join(', ')})`);
    if (Object.hasOwn(out, token)) throw new UsageError(`--${name}: ${token} given twice`);
    out[token] = integer(name, m[2] as string, 0, 20);
  }
  return out;
}

/** The options of `odds matrix`, for "did you mean". */
const MATRIX_OPTIONS = [
  'attackers',
  'defenders',
  'range',
  'attack-type',
  'cover',
  'edition',
  'attacker-tokens',
  'defender-tokens',
  'format',
  'workers',
  'totals',
  'help',
] as const;

/** Parses the arguments after `matrix`; throws UsageError with a one-line message. */
export function parseMatrixArgs(argv: readonly string[], stdoutIsTty: boolean): MatrixArgs {
  const o = parseTextOptions('matrix', argv, MATRIX_OPTIONS, ['totals']);
  if (o.attackers === undefined) throw new UsageError('matrix: --attackers is required');
  if (o.defenders === undefined) throw new UsageError('matrix: --defenders is required');
  const attackType =
    o['attack-type'] === undefined
      ? undefined
      : oneOf('attack-type', o['attack-type'], ['ranged', 'melee'] as const);
  if (attackType === 'melee' && o.range !== undefined)
    throw new UsageError('--range: a melee attack has no range (leave --range out)');
  if (attackType !== 'melee' && o.range === undefined)
    throw new UsageError(
      '--range: required (1..5) for ranged attacks: it decides which weapons reach',
    );
  const conditions: MatchupConditions = {
    ...(o.range === undefined ? {} : { range: integer('range', o.range, 1, 5) }),
    ...(attackType ? { attackType } : {}),
    ...(o.cover === undefined
      ? {}
      : { cover: oneOf('cover', o.cover, ['none', 'light', 'heavy'] as const) }),
    ...(o.edition === undefined
      ? {}
      : { edition: oneOf('edition', o.edition, ['amg-2025', 'ffg-1.0'] as const) }),
    ...(o['attacker-tokens'] === undefined
      ? {}
      : { attackerTokens: tokens('attacker-tokens', o['attacker-tokens'], ATTACKER_TOKENS) }),
    ...(o['defender-tokens'] === undefined
      ? {}
      : { defenderTokens: tokens('defender-tokens', o['defender-tokens'], DEFENDER_TOKENS) }),
  };
  const format = o.format ?? (stdoutIsTty ? 'table' : 'json');
  return {
    attackers: o.attackers,
    defenders: o.defenders,
    conditions,
    format: oneOf('format', format, ['json', 'jsonl', 'csv', 'table'] as const),
    workers: o.workers === undefined ? null : integer('workers', o.workers, 1, 64),
    totals: o.totals === 'true',
  };
}
