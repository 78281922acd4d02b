import { parseArgs } from 'node:util';
import { quote } from '../engine/index.ts';
import { UsageError } from './args.ts';
import { parseArgsMessage } from './unknown-option.ts';

export type FieldFormat = 'json' | 'csv' | 'table';

/** `odds field FILE`: the field test file, the changes to weigh, the output. */
export interface FieldArgs {
  readonly file: string;
  readonly vary: readonly string[];
  readonly format: FieldFormat;
  readonly workers: number | null;
}

export const FIELD_USAGE = `usage: npm run -s odds -- field <file.json | -> [--vary CHANGE]... [--format json|csv|table]
         [--workers K]

  Tests one unit against the whole field: it attacks every field unit at each range
  (offense), every field unit attacks it (durability), and fair points price it against the
  field's units of its rank (README, "Fair points"). The file:
    { "unit": "Stormtroopers" | "card": { Legion HQ unit record }, "upgrades": [...],
      "ranges": [1, 2, 3] (1..5 or "melee"), "cover": "none" | "light" | "heavy",
      "field": "all" | { "factions": [...], "ranks": [...] }, "edition": "amg-2025" | "ffg-1.0" }

  --vary C       the change in every measure and in fair points when the unit changes by C:
                 "Impact 1" (a keyword), "hp+1", "cost-5" (a stat), "E-11 Blaster Rifle: +1 black"
                 or "E-11 Blaster Rifle: Pierce 1" (a weapon); may be given more than once
  --format F     json (the report), csv (a row per field unit, range and direction) or table`;

const FIELD_OPTIONS = ['vary', 'format', 'workers', 'help'] as const;

/** Parses the arguments after `field`; throws UsageError with a one-line message. */
export function parseFieldArgs(argv: readonly string[], stdoutIsTty: boolean): FieldArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        vary: { type: 'string', multiple: true },
        format: { type: 'string' },
        workers: { type: 'string' },
      },
    });
  } catch (e) {
    throw new UsageError(`field: ${parseArgsMessage(e, FIELD_OPTIONS)}`);
  }
  const o = parsed.values;
  const [file, ...extra] = parsed.positionals;
  if (file === undefined) throw new UsageError('field: give the field test file (or - for stdin)');
  if (extra.length > 0) throw new UsageError(`field: one file only, got also ${quote(extra[0])}`);
  const format = o.format ?? (stdoutIsTty ? 'table' : 'json');
  if (format !== 'json' && format !== 'csv' && format !== 'table')
    throw new UsageError(`--format: expected json | csv | table, got ${quote(format)}`);
  let workers: number | null = null;
  if (o.workers !== undefined) {
    workers = Number(o.workers);
    if (!/^\d+$/.test(o.workers) || workers < 1 || workers > 64)
      throw new UsageError(`--workers: expected an integer 1..64, got ${quote(o.workers)}`);
  }
  return { file, vary: o.vary ?? [], format, workers };
}
