/**
 * `npm run bench`: the four reference scenarios (../shared/bench-scenarios), exact and Monte
 * Carlo on 1 and 2 worker threads, against the naive per-die baseline (bench/naive.ts). Prints a
 * table and writes it to bench/RESULTS.md with the date and the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { evaluateExact } from '../src/engine/evaluate.ts';
import { parseAnyScenario } from '../src/engine/games.ts';
import type { LegionScenario } from '../src/engine/legion/scenario.ts';
import { createNodePool } from '../workers/node-pool.ts';
import { naiveMeanWounds } from './naive.ts';

setFlagsFromString('--max-inlined-bytecode-size-cumulative=20000');

const NAMES = ['corps-fire', 'heavy-hitter', 'large-pool', 'guardian'];
const MC_TRIALS = Number(process.env['BENCH_TRIALS'] ?? 10_000_000);
const NAIVE_TRIALS = 300_000;

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function monteCarloRate(
  json: unknown,
  workers: number,
): Promise<{ rate: number; mean: number }> {
  const pool = createNodePool(workers);
  try {
    await pool.ready();
    await pool.run({ scenario: json, trials: 200_000, seed: 7 }).outcome; // warm the JIT
    const o = await pool.run({ scenario: json, trials: MC_TRIALS, seed: 1 }).outcome;
    if (o.status !== 'done') throw new Error(o.status === 'error' ? o.error : 'cancelled');
    return { rate: MC_TRIALS / (o.result.elapsedMs / 1000), mean: o.result.wounds?.mean ?? NaN };
  } finally {
    pool.close();
  }
}

const rows: string[][] = [];
for (const name of NAMES) {
  const json: unknown = JSON.parse(
    readFileSync(new URL(`../../shared/bench-scenarios/${name}.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseAnyScenario(json);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.path}: ${parsed.error.message}`);
  // The first run includes the JIT's warm-up; the table shows it and the warm median.
  const first = evaluateExact(parsed.value);
  const exactMean = first.wounds?.mean ?? NaN;
  const times: number[] = [];
  for (let i = 0; i < 12 && first.elapsedMs < 2_000; i++)
    times.push(evaluateExact(parsed.value).elapsedMs);
  const warm = times.length > 2 ? median(times.slice(2)) : first.elapsedMs;
  const t0 = performance.now();
  const naiveMean = naiveMeanWounds(parsed.value.scenario as LegionScenario, NAIVE_TRIALS, 1);
  const naiveRate = NAIVE_TRIALS / ((performance.now() - t0) / 1000);
  const one = await monteCarloRate(json, 1);
  const two = await monteCarloRate(json, 2);
  rows.push([
    name,
    exactMean.toFixed(6),
    `${warm.toFixed(1)} (${first.elapsedMs.toFixed(0)} cold)`,
    (one.rate / 1e6).toFixed(2),
    (two.rate / 1e6).toFixed(2),
    (two.rate / one.rate).toFixed(2),
    (naiveRate / 1e6).toFixed(2),
    (one.rate / naiveRate).toFixed(1),
    `${one.mean.toFixed(4)} / ${naiveMean.toFixed(4)}`,
  ]);
}

const head = [
  'scenario',
  'exact mean',
  'exact ms warm (cold)',
  'MC 1w M/s',
  'MC 2w M/s',
  '2w/1w',
  'naive M/s',
  'speed-up',
  'MC / naive mean',
];
const table = [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const note = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; Monte Carlo ${MC_TRIALS.toLocaleString('en')} trials per run (rate from the pool's elapsedMs), naive baseline ${NAIVE_TRIALS.toLocaleString('en')} trials on one thread.`;
console.log(`${table}\n\n${note}`);
writeFileSync(
  new URL('./RESULTS.md', import.meta.url),
  `# Benchmark results\n\n\`npm run bench\` (bench/run.ts). Targets (DESIGN.md): Monte Carlo ≥ 5 M attacks/s on one worker for corps-fire and heavy-hitter, two workers ≥ 1.6× one; exact under 5 ms for corps-fire and heavy-hitter, under 200 ms for large-pool.\n\n${table}\n\n${note}\n`,
);
