import './zod-jitless.ts';
import type { AttackResult } from '../engine/index.ts';
import { parseOddsArgs, UsageError, USAGE, type Format } from './args.ts';
import { CliPool, evaluateWith } from './evaluate-with.ts';
import { formatCsv } from './format-csv.ts';
import { errorLine } from './error-line.ts';
import { formatTable } from './format-table.ts';
import { loadScenario } from './load-scenario.ts';
import { presetNoteLines } from './expand-presets.ts';
import { IA_MATRIX_USAGE, isIaMatrix, parseIaMatrixArgs, runIaMatrix } from './ia-matrix.ts';
import { ADVISE_USAGE, parseAdviseArgs, runAdvise } from './advise.ts';
import { FIELD_USAGE, parseFieldArgs } from './field-args.ts';
import { runField } from './field.ts';
import { runMatrix } from './matrix.ts';
import { MATRIX_USAGE, parseMatrixArgs } from './matrix-args.ts';
import { runSweep } from './sweep.ts';
import { parseUnitsArgs, runUnits, UNITS_USAGE } from './units.ts';

/** Bad input: exit 2, one line on stderr, nothing on stdout (docs/scenario.md "The odds command"). */
function fail(message: string): never {
  process.stderr.write(errorLine(message));
  process.exit(2);
}

/** `odds matrix …`: a grid of attacks; its own options. */
async function matrix(argv: readonly string[]): Promise<void> {
  if (isIaMatrix(argv)) return iaMatrix(argv);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${MATRIX_USAGE}\n`);
    return;
  }
  let args;
  try {
    args = parseMatrixArgs(argv, process.stdout.isTTY === true);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  // Rows stream to stdout as cells finish: on a terminal they are the progress.
  const progress = process.stderr.isTTY === true && process.stdout.isTTY !== true;
  const pool = new CliPool(args.workers, progress);
  try {
    const r = await runMatrix(args, pool, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
    if (!r.ok) fail(r.message);
  } finally {
    pool.close();
  }
}

/** `odds matrix --game imperial-assault …`: figures against figures, exact, in this thread. */
async function iaMatrix(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${IA_MATRIX_USAGE}\n`);
    return;
  }
  let args;
  try {
    args = parseIaMatrixArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  const { IA_FIGURES } = await import('../engine/ia-figures.ts');
  const r = runIaMatrix(
    IA_FIGURES,
    args,
    (text) => process.stdout.write(text),
    (text) => process.stderr.write(text),
  );
  if (!r.ok) fail(r.message);
}

/** `odds field FILE …`: one unit against the whole field, with fair points. */
async function field(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${FIELD_USAGE}\n`);
    return;
  }
  let args;
  try {
    args = parseFieldArgs(argv, process.stdout.isTTY === true);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  const pool = new CliPool(args.workers, process.stderr.isTTY === true);
  try {
    const r = await runField(args, pool);
    if (!r.ok) fail(r.message);
    process.stdout.write(`${r.text}\n`);
  } finally {
    pool.close();
  }
}

/** `odds advise FILE`: what to reroll, for the faces showing now. */
async function advise(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${ADVISE_USAGE}\n`);
    return;
  }
  let args;
  try {
    args = parseAdviseArgs(argv, process.stdout.isTTY === true);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  const r = await runAdvise(args);
  if (!r.ok) fail(r.message);
  process.stdout.write(`${r.text}\n`);
}

/** `odds units …`: the card data's units, for naming them in a scenario or a list. */
async function units(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${UNITS_USAGE}\n`);
    return;
  }
  let args;
  try {
    args = parseUnitsArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  const r = await runUnits(args);
  if (!r.ok) fail(r.message);
  process.stdout.write(`${r.text}\n`);
}

async function main(argv: readonly string[]): Promise<void> {
  if (argv[0] === 'matrix') return matrix(argv.slice(1));
  if (argv[0] === 'units') return units(argv.slice(1));
  if (argv[0] === 'advise') return advise(argv.slice(1));
  if (argv[0] === 'field') return field(argv.slice(1));
  let args;
  try {
    args = parseOddsArgs(argv, process.stdout.isTTY === true);
  } catch (e) {
    if (e instanceof UsageError) fail(e.message);
    throw e;
  }
  if (args.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const pool = new CliPool(args.workers, process.stderr.isTTY === true);
  try {
    if (args.command === 'sweep') {
      const r = await runSweep(args, pool);
      if (!r.ok) fail(r.message);
      process.stdout.write(`${r.text}\n`);
      return;
    }
    const s = await loadScenario(args.inputs[0] ?? '-');
    if (!s.ok) fail(s.message);
    // What the presets could not apply on their own, beside the unit (stderr: stdout stays data).
    for (const line of await presetNoteLines(s.raw)) process.stderr.write(`odds: note: ${line}\n`);
    for (const line of s.changed ?? []) process.stderr.write(`odds: note: ${line}\n`);
    for (const line of s.cardNotes ?? []) process.stderr.write(`odds: note: ${line}\n`);
    if (args.expand) {
      process.stdout.write(`${JSON.stringify(s.raw, null, 2)}\n`);
      return;
    }
    print(await evaluateWith(s.value, s.raw, args, pool), args.format);
  } finally {
    pool.close();
  }
}

function print(result: AttackResult, format: Format): void {
  const text =
    format === 'json'
      ? JSON.stringify(result)
      : format === 'csv'
        ? formatCsv(result)
        : formatTable(result);
  process.stdout.write(`${text}\n`);
}

/**
 * Anything else that stops the command (a worker that keeps failing, a scenario too large for
 * memory): exit 1, one line on stderr (2 means bad input), no stack trace, nothing on stdout.
 */
function crash(e: unknown): never {
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ');
  // A progress line may be showing on a terminal: the message replaces it.
  process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${errorLine(message)}`);
  process.exit(1);
}

main(process.argv.slice(2)).catch(crash);
