import { parseArgs } from 'node:util';
import {
  CONDITIONS,
  figureList,
  figureMatchupCell,
  quote,
  type FigureMatchupCell,
  type IaFigureData,
} from '../engine/engines.ts';
import { csvRow } from '../report/csv-row.ts';
import { UsageError } from './args.ts';
import { noteLine } from './error-line.ts';
import { parseArgsMessage } from './unknown-option.ts';

export const IA_MATRIX_USAGE = `usage: npm run -s odds -- matrix --game imperial-assault --attackers LIST --defenders LIST
         [--distance 1..30] [--format csv|jsonl|json|table]

  Every Imperial Assault figure of one list attacking every figure of the other, exact. LIST is
  a faction (imperial, mercenary, alliance or rebels; all) or figure names and ids separated
  by commas ("Darth Vader,A001"). Ranged attackers attack at --distance (default 4); melee
  attackers attack an adjacent figure. Attackers with no fixed pool (IG-88's Arsenal) or no
  attack are left out, each said on stderr. Each cell: mean damage, P(defeated), P(miss) and
  P(each condition); figures' "not modelled" abilities: odds with "figure" lists them.`;

type Format = 'csv' | 'jsonl' | 'json' | 'table';

export interface IaMatrixArgs {
  readonly attackers: string;
  readonly defenders: string;
  readonly distance: number;
  readonly format: Format;
}

const OPTIONS = ['game', 'attackers', 'defenders', 'distance', 'format', 'help'] as const;

/** Whether `odds matrix` is asked for Imperial Assault figures (`--game imperial-assault`). */
export function isIaMatrix(argv: readonly string[]): boolean {
  const i = argv.indexOf('--game');
  return argv.includes('--game=imperial-assault') || (i >= 0 && argv[i + 1] === 'imperial-assault');
}

/** Parses `odds matrix --game imperial-assault …`; throws UsageError with a one-line message. */
export function parseIaMatrixArgs(argv: readonly string[]): IaMatrixArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        game: { type: 'string' },
        attackers: { type: 'string' },
        defenders: { type: 'string' },
        distance: { type: 'string' },
        format: { type: 'string' },
      },
    });
  } catch (e) {
    throw new UsageError(`matrix: ${parseArgsMessage(e, OPTIONS)}`);
  }
  const o = parsed.values;
  if (o.attackers === undefined)
    throw new UsageError('--attackers: required (a faction or figure names)');
  if (o.defenders === undefined)
    throw new UsageError('--defenders: required (a faction or figure names)');
  const distance = o.distance === undefined ? 4 : Number(o.distance);
  if (!Number.isInteger(distance) || distance < 1 || distance > 30)
    throw new UsageError(`--distance: expected a whole number 1..30, got ${quote(o.distance)}`);
  const format = o.format ?? 'csv';
  if (format !== 'csv' && format !== 'jsonl' && format !== 'json' && format !== 'table')
    throw new UsageError(`--format: expected csv | jsonl | json | table, got ${quote(format)}`);
  return { attackers: o.attackers, defenders: o.defenders, distance, format };
}

const HEADER = [
  'attacker',
  'attackerId',
  'defender',
  'defenderId',
  'attackType',
  'distance',
  'meanDamage',
  'defeated',
  'miss',
  ...CONDITIONS,
];

const cells = (c: FigureMatchupCell) => [
  c.attacker,
  c.attackerId,
  c.defender,
  c.defenderId,
  c.attackType,
  c.distance,
  c.meanDamage,
  c.defeated,
  c.miss,
  ...CONDITIONS.map((k) => c.conditions[k] ?? 0),
];

const pct = (p: number) => `${(100 * p).toFixed(1)}%`;

/**
 * `odds matrix --game imperial-assault`: writes every cell as it is computed (csv and jsonl a
 * line each; json one text; table aligned-enough columns); skipped attackers said on `err`.
 */
export function runIaMatrix(
  data: IaFigureData,
  args: IaMatrixArgs,
  out: (text: string) => void,
  err: (text: string) => void,
): { ok: true } | { ok: false; message: string } {
  let attackers;
  let defenders;
  try {
    attackers = figureList(data, args.attackers, true);
  } catch (e) {
    return { ok: false, message: `--attackers: ${(e as Error).message}` };
  }
  try {
    defenders = figureList(data, args.defenders, false);
  } catch (e) {
    return { ok: false, message: `--defenders: ${(e as Error).message}` };
  }
  for (const s of attackers.skipped) err(noteLine(`--attackers: ${s.name} left out: ${s.why}`));
  if (attackers.figures.length === 0)
    return {
      ok: false,
      message: `--attackers: no figure of ${quote(args.attackers)} has a fixed attack`,
    };
  const all: FigureMatchupCell[] = [];
  if (args.format === 'csv') out(`${HEADER.join(',')}\n`);
  if (args.format === 'table')
    out('attacker → defender                                    mean  defeated  miss\n');
  for (const a of attackers.figures)
    for (const d of defenders.figures) {
      const c = figureMatchupCell(data, a, d, args.distance);
      if (args.format === 'csv') out(`${csvRow(cells(c))}\n`);
      else if (args.format === 'jsonl') out(`${JSON.stringify(c)}\n`);
      else if (args.format === 'table')
        out(
          `${`${c.attacker} → ${c.defender}`.padEnd(50).slice(0, 50)} ${c.meanDamage.toFixed(3).padStart(6)} ${pct(c.defeated).padStart(9)} ${pct(c.miss).padStart(5)}\n`,
        );
      else all.push(c);
    }
  if (args.format === 'json') out(`${JSON.stringify(all)}\n`);
  return { ok: true };
}
