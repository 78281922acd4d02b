import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { headline, type AttackResult } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import type { OddsArgs } from './args.ts';
import { evaluateWith, type CliPool } from './evaluate-with.ts';
import { cellMeasures } from './format-matrix.ts';
import { fileName, loadScenario, type Loaded } from './load-scenario.ts';
import { readReason } from './read-input.ts';

type Files = { ok: true; files: string[] } | { ok: false; message: string };

/**
 * Scenario files named directly, or every .json file in a named folder (sorted). A path that
 * cannot be looked at (a symbolic link loop, a name too long, a file used as a folder) is left
 * for reading to name its reason; a folder that cannot be listed, or holds no .json file, is
 * refused here.
 */
export function sweepFiles(inputs: readonly string[]): Files {
  const files: string[] = [];
  for (const p of inputs) {
    let folder = false;
    try {
      folder = statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
    } catch {
      // Not a folder we can see: reading it says why.
    }
    if (!folder) {
      files.push(p);
      continue;
    }
    let names: string[];
    try {
      names = readdirSync(p).filter((f) => f.endsWith('.json'));
    } catch (e) {
      return { ok: false, message: `${fileName(p)}: cannot list (${readReason(e)})` };
    }
    if (names.length === 0)
      return { ok: false, message: `${fileName(p)}: no .json scenario files in this folder` };
    files.push(...names.sort().map((f) => join(p, f)));
  }
  return { ok: true, files };
}

/** What a unit preset's result adds to its row, named as in `odds matrix --format csv`. */
const POINTS_COLUMNS = [
  'pUnitDefeated',
  'attackerPoints',
  'defenderPoints',
  'woundsPer100Points',
  'defenderPointsRemovedPer100Points',
] as const;

/** One row per scenario; fails on the first invalid scenario, naming its file. */
export async function runSweep(
  args: OddsArgs,
  pool: CliPool,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const files = sweepFiles(args.inputs);
  if (!files.ok) return files;
  const loaded: { file: string; s: Loaded & { ok: true } }[] = [];
  for (const file of files.files) {
    const s = await loadScenario(file);
    if (!s.ok)
      return { ok: false, message: s.namesFile ? s.message : `${fileName(file)}: ${s.message}` };
    loaded.push({ file, s });
  }
  const rows: { file: string; result: AttackResult }[] = [];
  for (const { file, s } of loaded)
    rows.push({ file, result: await evaluateWith(s.value, s.raw, args, pool) });
  if (args.format === 'json')
    return { ok: true, text: JSON.stringify(rows.map((r) => ({ file: r.file, ...r.result }))) };
  return { ok: true, text: sweepCsv(rows) };
}

/**
 * The sweep's CSV: a row per scenario file, its method, summary, P(unit defeated) and points
 * (Legion unit presets: the matrix's columns, empty where a scenario has none) and
 * P(headline ≥ k).
 */
export function sweepCsv(rows: readonly { file: string; result: AttackResult }[]): string {
  const width = Math.max(1, ...rows.map((r) => headline(r.result)?.pmf.length ?? 1));
  const head = [
    'file',
    'method',
    'trials',
    'seed',
    'mean',
    'sd',
    'median',
    ...POINTS_COLUMNS,
    ...Array.from({ length: width - 1 }, (_, k) => `atLeast${k + 1}`),
  ];
  const lines = rows.map(({ file, result: r }) => {
    const w = headline(r);
    const tail = Array.from({ length: width - 1 }, (_, k) => w?.atLeast[k + 1] ?? 0);
    const x = cellMeasures(r);
    const points = [
      x.pUnitDefeated,
      x.attackerPoints,
      x.defenderPoints,
      x.woundsPer100Points,
      x.defenderPointsRemovedPer100Points,
    ];
    return csvRow([
      file,
      r.method,
      r.trials,
      r.seed,
      w?.mean,
      w?.sd,
      w?.median,
      ...points,
      ...tail,
    ]);
  });
  return [csvRow(head), ...lines].join('\n');
}
