/**
 * The matchup row of `npm run bench` (issue 14): all 178 × 178 unit pairs of the card data at
 * range 3 (no cover, no tokens) on the Node worker pool (1 and 2 workers), time to the first
 * cell and to the whole grid, and `npm run odds -- matrix` end to end (the "done when": within
 * 60 s on a 2-core machine). The machine's load average is recorded beside the times: on a
 * shared machine they are worth little without it. Run alone: `npx tsx bench/matchup.ts`
 * (rewrites only the Matchups section of bench/RESULTS.md); `npx tsx bench/matchup.ts --one`
 * runs only the one-worker grid and prints it, `--ranges` the one-worker grid at each range 1
 * to 5 in turn.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { factionSides } from '../src/engine/legion/matchup/faction-sides.ts';
import { createNodePool } from '../workers/node-pool.ts';

/** The budget for the whole grid. */
export const MATCHUP_BUDGET_S = 60;

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

interface PoolRun {
  readonly workers: number;
  /** The ranges run one after another on the same pool (their times and cells summed). */
  readonly ranges: readonly number[];
  readonly firstMs: number;
  readonly totalMs: number;
  /** CPU time of the whole process, the workers' threads included (ms). */
  readonly cpuMs: number;
  readonly exact: number;
  readonly monteCarlo: number;
  readonly refused: number;
  readonly loadBefore: string;
  readonly loadAfter: string;
}

async function poolRun(workers: number, ranges: readonly number[] = [3]): Promise<PoolRun> {
  const all = factionSides(LEGION_CARDS, 'all');
  const pool = createNodePool(workers);
  try {
    await pool.ready();
    const loadBefore = load();
    let firstMs = NaN;
    let exact = 0;
    let monteCarlo = 0;
    let refused = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (const range of ranges) {
      const outcome = await pool.matchup(
        { attackers: all, defenders: all, conditions: { range } },
        (_, __, cell) => {
          if (Number.isNaN(firstMs)) firstMs = performance.now() - t0;
          if (!cell.ok) refused++;
          else if (cell.result.method === 'exact') exact++;
          else monteCarlo++;
        },
      );
      if (outcome.status !== 'done')
        throw new Error(outcome.status === 'error' ? outcome.error : 'cancelled');
    }
    const totalMs = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    return {
      workers,
      ranges,
      firstMs,
      totalMs,
      cpuMs,
      exact,
      monteCarlo,
      refused,
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    pool.close();
  }
}

/** `npm run -s odds -- matrix --attackers all --defenders all --range 3 --format csv`, timed. */
function cliRun(): { seconds: number; rows: number; loadBefore: string; loadAfter: string } {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const loadBefore = load();
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      'src/cli/odds.mjs',
      'matrix',
      '--attackers',
      'all',
      '--defenders',
      'all',
      '--range',
      '3',
      '--format',
      'csv',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`odds matrix failed: ${r.stderr}`);
  return {
    seconds,
    rows: r.stdout.trimEnd().split('\n').length - 1,
    loadBefore,
    loadAfter: load(),
  };
}

/** Runs the matchup benchmark and returns its Markdown section. */
export async function benchMatchup(): Promise<string> {
  const runs = [await poolRun(1), await poolRun(2), await poolRun(1, [1, 2, 3, 4, 5])];
  const cli = cliRun();
  return section(runs, cli);
}

function section(runs: readonly PoolRun[], cli: ReturnType<typeof cliRun> | null): string {
  const head = [
    'grid',
    'workers',
    'first cell ms',
    'whole grid s',
    'CPU s',
    'cells/s',
    'exact / MC / refused',
    'load before / after (1, 5, 15 min)',
  ];
  const rows = runs.map((r) => [
    r.ranges.length === 1 ? `178 × 178, range ${r.ranges[0]}` : '178 × 178, ranges 1–5',
    String(r.workers),
    r.firstMs.toFixed(0),
    (r.totalMs / 1000).toFixed(1),
    (r.cpuMs / 1000).toFixed(1),
    ((178 * 178 * r.ranges.length) / (r.totalMs / 1000)).toFixed(0),
    `${r.exact} / ${r.monteCarlo} / ${r.refused}`,
    `${r.loadBefore} → ${r.loadAfter}`,
  ]);
  if (cli)
    rows.push([
      '`odds matrix … --format csv` (whole command)',
      'default (2)',
      '—',
      cli.seconds.toFixed(1),
      '—',
      (cli.rows / cli.seconds).toFixed(0),
      `${cli.rows} rows`,
      `${cli.loadBefore} → ${cli.loadAfter}`,
    ]);
  const table = [head, head.map(() => '---'), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  return `## Matchups\n\n${table}\n\nEvery unit of the card data (178, no upgrades) against every unit at range 3 (the last pool row: at each range 1 to 5 in turn on one pool, summed), no cover, no tokens, on the Node worker pool (\`pool.matchup\`, the path the app runs in Web Workers): time from the call to the first cell reported and to the last (the pool's workers started and loaded first), and the process's CPU time over that span (its workers' threads included: on a busy machine a steadier figure than the wall time); "refused" cells are the attackers with no weapon that reaches range 3 (odds refuses those scenarios too). Budget: the whole grid within ${MATCHUP_BUDGET_S} s on a 2-core machine. The last row is the whole \`npm run -s odds -- matrix --attackers all --defenders all --range 3 --format csv\` process (start-up, workers, card data, output). The machine is shared: the load average is recorded with each run.\n`;
}

/** Replaces (or adds) the Matchups section of bench/RESULTS.md. */
export function writeMatchupSection(section: string): void {
  const url = new URL('./RESULTS.md', import.meta.url);
  const text = readFileSync(url, 'utf8');
  const start = text.indexOf('## Matchups');
  if (start < 0) return writeFileSync(url, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf('\n## ', start + 1);
  writeFileSync(url, `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `--one`: only the one-worker grid, printed (bench/RESULTS.md left as it is).
  if (process.argv.includes('--one')) console.log(section([await poolRun(1)], null));
  // `--ranges`: only the one-worker grid at each range 1 to 5, printed.
  else if (process.argv.includes('--ranges'))
    console.log(section([await poolRun(1, [1, 2, 3, 4, 5])], null));
  else {
    const text = await benchMatchup();
    console.log(text);
    writeMatchupSection(text);
  }
}
