/**
 * The field-test row of `npm run bench`: one unit (Stormtroopers, no upgrades) against the whole
 * field of the card data at ranges 1, 2 and 3, both directions, on one thread, computed unit by
 * unit as the Workbench's worker does (FieldRun): the time to the first units and to the final
 * fair price (its peers done), the whole field's wall and CPU time, and `odds field --workers 1`
 * end to end. Budget: ≤ 5 s for the whole field, first results < 1 s. Run alone:
 * `npx tsx bench/field.ts` (prints the section).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { fieldPlan, MatchupSolver } from '../src/engine/engines.ts';
import { FieldRun } from '../src/lib/workbench/field-run.ts';

/** The budgets for one unit against the whole field. */
export const FIELD_BUDGET_S = 5;
export const FIELD_FIRST_BUDGET_S = 1;

const SPEC = { unit: 'Stormtroopers', ranges: [1, 2, 3], field: 'all' } as const;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** The field run in process, in the Workbench's slices (the first 30 ms, then 120 ms). */
function inProcess(): { firstMs: number; peersMs: number; totalMs: number; cpuMs: number } {
  const plan = fieldPlan(SPEC, LEGION_CARDS);
  if (!plan.ok) throw new Error(`${plan.error.path}: ${plan.error.message}`);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const run = new FieldRun(plan.value, LEGION_CARDS, new MatchupSolver(LEGION_CARDS));
  let step = run.step(30);
  const firstMs = performance.now() - t0;
  let peersMs = step.peersDone ? firstMs : NaN;
  while (step.done < step.total) {
    step = run.step(120);
    if (Number.isNaN(peersMs) && step.peersDone) peersMs = performance.now() - t0;
  }
  const totalMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { firstMs, peersMs, totalMs, cpuMs: (c.user + c.system) / 1000 };
}

/** `odds field - --workers 1` end to end (the process's start-up included). */
function cli(): { wallMs: number; ok: boolean } {
  const odds = fileURLToPath(new URL('../src/cli/odds.mjs', import.meta.url));
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [odds, 'field', '-', '--workers', '1', '--format', 'json'],
    {
      input: JSON.stringify(SPEC),
      encoding: 'utf8',
    },
  );
  return { wallMs: performance.now() - t0, ok: r.status === 0 };
}

/** Runs the field benchmark and returns its Markdown section. */
export function benchField(): string {
  const before = load();
  const run = inProcess();
  const end = cli();
  const after = load();
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const rows = [
    [
      'in process (as the Workbench worker)',
      s(run.firstMs),
      s(run.peersMs),
      s(run.totalMs),
      s(run.cpuMs),
    ],
    ['`odds field --workers 1`, whole process', '–', '–', end.ok ? s(end.wallMs) : 'failed', '–'],
  ];
  const head = [
    'Stormtroopers vs the field, ranges 1–3, both ways',
    'first units s',
    'fair price final s',
    'whole field s',
    'CPU s',
  ];
  const table = [head, head.map(() => '---'), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  return `## Field test\n\nBudget: the whole field ≤ ${FIELD_BUDGET_S} s on one thread, first results < ${FIELD_FIRST_BUDGET_S} s (\`npx tsx bench/field.ts\`).\n\n${table}\n\nLoad average ${before} → ${after}.\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchField());
