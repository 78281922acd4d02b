import {
  describeError,
  fieldJobs,
  fieldPlan,
  fieldReport,
  fieldVariants,
  parseJsonText,
  type FieldPlan,
  type FieldReport,
  type MatchupCell,
} from '../engine/engines.ts';
import type { CliPool } from './evaluate-with.ts';
import type { FieldArgs } from './field-args.ts';
import { formatField } from './field-format.ts';
import { fileName } from './load-scenario.ts';
import { readInput } from './read-input.ts';

export type FieldRun = { ok: true; text: string } | { ok: false; message: string };

/** One field test's cells on the worker pool, job by job (fieldJobs' order). */
async function runPlan(plan: FieldPlan, pool: Pick<CliPool, 'matchup'>): Promise<FieldReport> {
  const cells: MatchupCell[][] = [];
  for (const job of fieldJobs(plan)) {
    const out: MatchupCell[] = [];
    const offense = job.direction === 'offense';
    await pool.matchup(job.batch, (i, j, cell) => {
      out[offense ? j : i] = cell;
    });
    cells.push(out);
  }
  return fieldReport(plan, cells);
}

/**
 * `odds field FILE`: the unit against every unit of the field at each range, both ways, its
 * fair points, and with --vary what each change does. Bad input is the one line naming the
 * field (`card.stats.hp: …`, `--vary "hp+1": …`).
 */
export async function runField(args: FieldArgs, pool: Pick<CliPool, 'matchup'>): Promise<FieldRun> {
  const read = await readInput(args.file);
  if (!read.ok) return { ok: false, message: `${fileName(args.file)}: ${read.message}` };
  const json = parseJsonText(read.text);
  if (!json.ok) return { ok: false, message: describeError(json.error) };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  const plan = fieldPlan(json.value, LEGION_CARDS);
  if (!plan.ok) return { ok: false, message: describeError(plan.error) };
  const variants = fieldVariants(plan.value, args.vary, LEGION_CARDS);
  if (!variants.ok) return { ok: false, message: describeError(variants.error) };
  const base = await runPlan(plan.value, pool);
  const reports = [];
  for (const v of variants.value)
    reports.push({ change: v.change, report: await runPlan(v.plan, pool) });
  return { ok: true, text: formatField(args.format, base, reports) };
}
