/**
 * The field test's bench (`npm run bench:fair`, rewrites only the "Field test and fair points"
 * section of bench/RESULTS.md):
 * - calibration: every unit of the card data priced by `odds field`'s own model (fieldReport)
 *   against the whole field at ranges 1–3, no cover, no upgrades: how far fair points land from
 *   printed points (median absolute % error, Spearman rank correlation). The 178 × 178 grid at
 *   each range is computed once on the Node worker pool; each unit's report takes its row
 *   (offense) and column (durability), exactly the cells `odds field` computes for it.
 * - speed: the whole `odds field` command for Stormtroopers (178 units × 3 ranges, both ways)
 *   on one worker, wall and CPU seconds.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { fieldReport } from '../src/engine/legion/field/field-report.ts';
import { fieldPlan, type FieldRange } from '../src/engine/legion/field/field-spec.ts';
import { factionSides } from '../src/engine/legion/matchup/faction-sides.ts';
import type { MatchupCell } from '../src/engine/legion/matchup/matchup-solver.ts';
import { createNodePool } from '../workers/node-pool.ts';

const RANGES: (FieldRange & number)[] = [1, 2, 3];
/** The budget for one unit against the whole field, both ways, in the CLI on one worker. */
export const FIELD_BUDGET_S = 5;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** What fieldMeasure reads of a cell, kept instead of the whole answer (95,000 cells). */
function slim(cell: MatchupCell): MatchupCell {
  if (!cell.ok) return cell;
  const r = cell.result;
  const s = (k: string) => r[k] as { mean: number; atLeast: number[] } | undefined;
  return {
    ok: true,
    result: {
      v: 1,
      game: 'legion',
      method: r.method,
      trials: null,
      seed: null,
      elapsedMs: 0,
      ...(s('woundsSuffered') ? { woundsSuffered: { mean: s('woundsSuffered')!.mean } } : {}),
      ...(r.wounds ? { wounds: { ...r.wounds, pmf: [], atLeast: [] } } : {}),
      ...(s('unitDefeated') ? { unitDefeated: { atLeast: s('unitDefeated')!.atLeast } } : {}),
      points: r['points'],
    },
  };
}

/** Ranks (1 = smallest; ties share their mean rank). */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let k = 0; k < order.length;) {
    let e = k;
    while (e + 1 < order.length && order[e + 1]![0] === order[k]![0]) e++;
    for (let m = k; m <= e; m++) out[order[m]![1]] = (k + e) / 2 + 1;
    k = e + 1;
  }
  return out;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function calibration() {
  const all = factionSides(LEGION_CARDS, 'all');
  const n = all.length;
  const grids: MatchupCell[][][] = [];
  const pool = createNodePool(2);
  const t0 = performance.now();
  try {
    await pool.ready();
    for (const range of RANGES) {
      const grid = Array.from({ length: n }, () => new Array<MatchupCell>(n));
      const outcome = await pool.matchup(
        {
          attackers: all,
          defenders: all,
          conditions: { range, cover: 'none', edition: 'amg-2025' },
        },
        (i, j, cell) => {
          grid[i]![j] = slim(cell);
        },
      );
      if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
      grids.push(grid);
    }
  } finally {
    pool.close();
  }
  const gridSeconds = (performance.now() - t0) / 1000;
  const priced: { label: string; rank: string; printed: number; fair: number }[] = [];
  let unpriced = 0;
  for (const [u, side] of all.entries()) {
    const plan = fieldPlan({ unit: side.side['unit'], ranges: RANGES }, LEGION_CARDS);
    if (!plan.ok) throw new Error(plan.error.message);
    // fieldJobs' order: per range, offense (row u) then durability (column u).
    const cells = grids.flatMap((g) => [g[u]!, g.map((row) => row[u]!)]);
    const r = fieldReport(plan.value, cells);
    if (r.fair.points === null || r.unit.points === 0) unpriced++;
    else
      priced.push({
        label: side.label,
        rank: r.unit.rank,
        printed: r.unit.points,
        fair: r.fair.points,
      });
  }
  const err = priced.map((p) => Math.abs(p.fair - p.printed) / p.printed);
  const byRank = [...new Set(priced.map((p) => p.rank))].map((rank) => {
    const ps = priced.filter((p) => p.rank === rank);
    return {
      rank,
      n: ps.length,
      mape: median(ps.map((p) => Math.abs(p.fair - p.printed) / p.printed)),
      rho:
        ps.length > 2
          ? spearman(
              ps.map((p) => p.fair),
              ps.map((p) => p.printed),
            )
          : NaN,
    };
  });
  return {
    n: priced.length,
    unpriced,
    mape: median(err),
    within25: err.filter((e) => e <= 0.25).length / err.length,
    rho: spearman(
      priced.map((p) => p.fair),
      priced.map((p) => p.printed),
    ),
    byRank,
    gridSeconds,
  };
}

function cliRun() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const loadBefore = load();
  const t0 = performance.now();
  const r = spawnSync(
    'bash',
    [
      '-c',
      'TIMEFORMAT=%U+%S; time node src/cli/odds.mjs field - --workers 1 --format json >/dev/null',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      input: JSON.stringify({ unit: 'Stormtroopers', ranges: RANGES }),
    },
  );
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`odds field failed: ${r.stderr}`);
  const [user, sys] = r.stderr.trim().split('\n').at(-1)!.split('+').map(Number);
  return { seconds, cpu: user! + sys!, loadBefore, loadAfter: load() };
}

export async function benchFair(): Promise<string> {
  const c = await calibration();
  const cli = cliRun();
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rankRows = c.byRank
    .map(
      (r) =>
        `| ${r.rank} | ${r.n} | ${pct(r.mape)} | ${Number.isNaN(r.rho) ? '—' : r.rho.toFixed(2)} |`,
    )
    .join('\n');
  return `## Field test and fair points

Calibration (\`npm run bench:fair\`): every unit of the card data without upgrades, priced by \`odds field\`'s model (README, "Fair points") against the whole field at ranges 1, 2, 3, no cover, compared with its printed points.

| units priced | not priced | median absolute % error | within 25% | Spearman ρ (fair vs printed) |
| --- | --- | --- | --- | --- |
| ${c.n} | ${c.unpriced} | ${pct(c.mape)} | ${pct(c.within25)} | ${c.rho.toFixed(2)} |

| rank | units | median absolute % error | Spearman ρ |
| --- | --- | --- | --- |
${rankRows}

The three 178 × 178 grids took ${c.gridSeconds.toFixed(1)} s on 2 workers. A unit "not priced" has no peer to compare with (e.g. a card without published numbers).

Speed: \`echo '{"unit":"Stormtroopers","ranges":[1,2,3]}' | npm run -s odds -- field - --workers 1\` (178 units × 3 ranges, both directions: 1,068 attacks, the whole process): ${cli.seconds.toFixed(1)} s wall, ${cli.cpu.toFixed(1)} s CPU; budget ${FIELD_BUDGET_S} s. Load average ${cli.loadBefore} → ${cli.loadAfter} (the machine is shared).
`;
}

/** Replaces (or adds) this section of bench/RESULTS.md. */
function writeSection(section: string): void {
  const url = new URL('./RESULTS.md', import.meta.url);
  const text = readFileSync(url, 'utf8');
  const start = text.indexOf('## Field test and fair points');
  if (start < 0) return writeFileSync(url, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf('\n## ', start + 1);
  writeFileSync(url, `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await benchFair();
  console.log(section);
  writeSection(section);
}
