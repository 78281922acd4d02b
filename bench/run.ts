/**
 * `npm run bench`: the four reference scenarios (bench/scenarios), exact and Monte
 * Carlo on 1 and 2 worker threads, against the naive per-die baseline (bench/naive.ts). Prints a
 * table and writes it to bench/RESULTS.md with the date and the machine, then the Imperial Assault
 * rows (bench/imperial-assault.ts), the attack-sequence row (bench/sequence.ts), the matchup
 * grid (bench/matchup.ts) and one unit against the field (bench/field.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { parseAnyScenario } from '../src/engine/games.ts';
import type { LegionScenario } from '../src/engine/legion/scenario.ts';
import { createNodePool } from '../workers/node-pool.ts';
import { TRIAL_LOOP_V8_FLAGS } from '../workers/v8-flags.ts';
import { imperialAssaultSection } from './imperial-assault.ts';
import { naiveMeanWounds } from './naive.ts';
import { benchField } from './field.ts';
import { benchMatchup } from './matchup.ts';
import { optimalSection, optimalTimes } from './optimal.ts';
import { benchSequence } from './sequence.ts';

setFlagsFromString(TRIAL_LOOP_V8_FLAGS);

const NAMES = ['corps-fire', 'heavy-hitter', 'large-pool', 'guardian'];
const MC_TRIALS = Number(process.env['BENCH_TRIALS'] ?? 10_000_000);
const NAIVE_TRIALS = 300_000;

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * A fresh pool's first run (what `npm run odds` measures: the JIT warms up inside it), then a
 * second run on the warm pool. Each rate is trials over the run's elapsedMs.
 */
async function monteCarloRates(
  json: unknown,
  workers: number,
): Promise<{ cold: number; warm: number; mean: number }> {
  const pool = createNodePool(workers);
  const rate = async (seed: number) => {
    const o = await pool.run({ scenario: json, trials: MC_TRIALS, seed }).outcome;
    if (o.status !== 'done') throw new Error(o.status === 'error' ? o.error : 'cancelled');
    return { rate: MC_TRIALS / (o.result.elapsedMs / 1000), mean: o.result.wounds?.mean ?? NaN };
  };
  try {
    await pool.ready();
    const cold = await rate(7);
    const warm = await rate(1);
    return { cold: cold.rate, warm: warm.rate, mean: warm.mean };
  } finally {
    pool.close();
  }
}

/**
 * The exact executor as the app and the pool run it: in a worker, on the bundled engine (where
 * the state's slots are literals; under tsx's separate modules they are imported bindings, up
 * to 1.4× slower). Times are the worker's own elapsedMs: the first run includes the JIT's
 * warm-up; then the median of the warm runs.
 */
async function exactTimes(json: unknown): Promise<{ first: number; warm: number; mean: number }> {
  const pool = createNodePool(1);
  try {
    await pool.ready();
    const times: number[] = [];
    let mean = NaN;
    for (let i = 0; i < 13 && (times[0] ?? 0) < 2_000; i++) {
      const o = await pool.exact(json);
      if (o.status !== 'done') throw new Error(o.status === 'error' ? o.error : 'cancelled');
      times.push(o.result.elapsedMs);
      mean = o.result.wounds?.mean ?? NaN;
    }
    const first = times[0] ?? NaN;
    return { first, warm: times.length > 3 ? median(times.slice(3)) : first, mean };
  } finally {
    pool.close();
  }
}

const rows: string[][] = [];
for (const name of NAMES) {
  const json: unknown = JSON.parse(
    readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseAnyScenario(json);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.path}: ${parsed.error.message}`);
  const { first, warm, mean: exactMean } = await exactTimes(json);
  const t0 = performance.now();
  const naiveMean = naiveMeanWounds(parsed.value.scenario as LegionScenario, NAIVE_TRIALS, 1);
  const naiveRate = NAIVE_TRIALS / ((performance.now() - t0) / 1000);
  const one = await monteCarloRates(json, 1);
  const two = await monteCarloRates(json, 2);
  rows.push([
    name,
    exactMean.toFixed(6),
    `${warm.toFixed(1)} (${first.toFixed(0)} cold)`,
    `${(one.warm / 1e6).toFixed(2)} (${(one.cold / 1e6).toFixed(2)} cold)`,
    `${(two.warm / 1e6).toFixed(2)} (${(two.cold / 1e6).toFixed(2)} cold)`,
    (two.warm / one.warm).toFixed(2),
    (naiveRate / 1e6).toFixed(2),
    (one.warm / naiveRate).toFixed(1),
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
const note = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; exact in a worker (the bundled engine, as in the app), the worker's elapsedMs: first run (cold) and the median of the warm ones; Monte Carlo ${MC_TRIALS.toLocaleString('en')} trials per run, rate from the pool's elapsedMs: a fresh pool's first run (cold: the JIT warms up inside it, as in \`npm run odds\`), then a second run (warm); 2w/1w and speed-up compare warm runs; naive baseline ${NAIVE_TRIALS.toLocaleString('en')} trials on one thread.`;
console.log(`${table}\n\n${note}`);
const imperialAssault = imperialAssaultSection((line) => console.log(line));
const sequences = await benchSequence(Math.min(MC_TRIALS, 1_000_000));
console.log(sequences);
const matchups = await benchMatchup();
console.log(matchups);
const field = benchField();
console.log(field);
const bestPlay = optimalSection(await optimalTimes());
console.log(bestPlay);
// The hand-kept history at the end (numbers as measured at each release) survives a rerun.
const resultsFile = new URL('./RESULTS.md', import.meta.url);
const before = readFileSync(resultsFile, 'utf8');
const historyAt = before.indexOf('\n## Measurements by release');
const history = historyAt < 0 ? '' : before.slice(historyAt);
writeFileSync(
  resultsFile,
  `# Benchmark results\n\n\`npm run bench\` (bench/run.ts). Targets (docs/testing.md): Monte Carlo ≥ 5 M attacks/s on one worker for corps-fire and heavy-hitter, two workers ≥ 1.6× one; exact under 5 ms for corps-fire and heavy-hitter, under 200 ms for large-pool.\n\n${table}\n\n${note}\n\n${imperialAssault}\n\n${sequences}\n${matchups}\n${field}\n${bestPlay}${history}`,
);
