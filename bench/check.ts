/**
 * `npm run bench:check`: the speed guard `.ci/run` runs after the tests. It fails (exit 1, one
 * line per broken guard on stderr) when
 *
 * - Monte Carlo on one worker falls below a floor of speed-up over the naive per-die baseline
 *   (bench/naive.ts) measured in the same run: a trial loop that has lost one of its
 *   optimisations (ARCHITECTURE.md, "Performance notes") falls below it;
 * - the exact executor, warm, takes more than twice its budget (docs/testing.md "Performance targets": under 5 ms for the
 *   reference scenarios, under 200 ms for large-pool).
 *
 * Made for a noisy shared machine: the two sides of each ratio are timed alternately, round by
 * round, in CPU time rather than wall-clock time (other processes taking the cores do not count);
 * every figure is the best of several rounds (noise only slows a run down); and a scenario that
 * fails is measured once more, on a fresh worker, and fails the check only if it fails again.
 * `npm run bench:check -- corps-fire` checks only the scenarios named.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { parseAnyScenario, type AttackResult, type LegionScenario } from '../src/engine/index.ts';
import { createNodePool } from '../workers/node-pool.ts';
import type { JobOutcome, WorkerPool } from '../workers/pool.ts';
import { TRIAL_LOOP_V8_FLAGS } from '../workers/v8-flags.ts';
import { naiveMeanWounds } from './naive.ts';
import { optimalTimes } from './optimal.ts';

// The baseline runs on this thread under the same JIT settings as the worker's trial loop.
setFlagsFromString(TRIAL_LOOP_V8_FLAGS);

interface Guard {
  readonly name: string;
  /** Least Monte Carlo attacks/s on one worker, as a multiple of the naive baseline's. */
  readonly minSpeedUp: number;
  /** the exact budget of docs/testing.md "Performance targets"; the check allows twice this. */
  readonly exactBudgetMs: number;
}

// The floors. This check, 9 runs on 2 × AMD EPYC, Node 20, while six other engineers loaded the
// machine (load average 10–20), measured speed-ups of corps-fire 18.5–22.4× (median 21.3),
// heavy-hitter 19.5–20.2× (19.7), guardian 17.5–20.0× (19.0), large-pool 18.6–21.5× (20.9);
// each floor is about a fifth under the median. De-optimised on purpose: without the V8
// inlining flag 14.3–15.2×, 14.0–14.7×, 13.3–13.7× (large-pool 17.5–17.8×: its time goes to
// roll lookups more than to inlined steps, so that loss alone passes there); histograms
// transferred, not copied, 15.0×, 13.4×, 13.7×, 13.3–16.0×; the interpreted trial loop about 6×.
// Another machine class may need its own floors: measure its speed-ups with this check first.
const GUARDS: readonly Guard[] = [
  { name: 'corps-fire', minSpeedUp: 16.5, exactBudgetMs: 5 },
  { name: 'heavy-hitter', minSpeedUp: 16, exactBudgetMs: 5 },
  { name: 'guardian', minSpeedUp: 15.5, exactBudgetMs: 5 },
  { name: 'large-pool', minSpeedUp: 16.5, exactBudgetMs: 200 },
];
const EXACT_SLACK = 2;
const ROUNDS = 5;
/** About a quarter of a second each on this machine class: long enough to time, short enough to repeat. */
const MC_TRIALS = 2 ** 21;
const NAIVE_TRIALS = 100_000;
/** Warm exact runs timed after the first (cold) one, within this much time. */
const EXACT_RUNS = 9;
const EXACT_TIME_MS = 3_000;

/**
 * Best play on corps-fire against the same attack under "conservative", both exact, timed in
 * the same run (bench/optimal.ts). The target is 3×; measured 22–39× (bundled worker, a loaded
 * 2-core machine, two runs), so this limit holds today's speed with room for the noise, not the
 * target: a solver that lost its memo (minutes, not milliseconds) fails it.
 */
const OPTIMAL_GUARD = 'optimal';
const OPTIMAL_MAX_RATIO = 60;

const ONLY = process.argv.slice(2);
const unknown = ONLY.filter((n) => n !== OPTIMAL_GUARD && !GUARDS.some((g) => g.name === n));
if (unknown.length > 0) {
  console.error(
    `bench:check: no scenario named ${unknown.join(', ')} (have: ${GUARDS.map((g) => g.name).join(', ')})`,
  );
  process.exit(2);
}

/**
 * CPU time this process has used, in ms. While one thread works and the other waits, it is that
 * thread's time: unlike wall-clock time it does not grow when other processes take the cores.
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function done(o: JobOutcome, what: string): AttackResult {
  if (o.status !== 'done') throw new Error(`${what}: ${o.status === 'error' ? o.error : o.status}`);
  return o.result;
}

/**
 * The exact executor's best warm time, and the exact mean and sd of the wounds. Each run counts
 * the smaller of the worker's own clock and the process's CPU time: both include the executor's
 * time, the first also any time other processes take, the second the message round trip.
 */
async function exactBest(
  pool: WorkerPool,
  json: unknown,
  name: string,
): Promise<{ ms: number; mean: number; sd: number }> {
  const first = done(await pool.exact(json), `${name} exact`);
  const t0 = performance.now();
  let best = Infinity;
  for (let i = 0; i < EXACT_RUNS && performance.now() - t0 < EXACT_TIME_MS; i++) {
    const c0 = cpuMs();
    const r = done(await pool.exact(json), `${name} exact`);
    best = Math.min(best, r.elapsedMs, cpuMs() - c0);
  }
  return { ms: best, mean: first.wounds?.mean ?? NaN, sd: first.wounds?.sd ?? NaN };
}

/**
 * Best attacks/s of Monte Carlo on the one-worker pool and of the naive baseline on this
 * thread, alternating round by round; one untimed run of each first (the JIT warms up in it).
 * Also the naive baseline's mean over its timed rounds.
 */
async function speeds(
  pool: WorkerPool,
  json: unknown,
  scenario: LegionScenario,
  name: string,
): Promise<{ mc: number; naive: number; naiveMean: number }> {
  const mcRun = async (seed: number): Promise<number> => {
    const c0 = cpuMs();
    done(await pool.run({ scenario: json, trials: MC_TRIALS, seed }).outcome, name);
    return MC_TRIALS / ((cpuMs() - c0) / 1000);
  };
  await mcRun(99);
  naiveMeanWounds(scenario, NAIVE_TRIALS / 4, 99);
  let mc = 0;
  let naive = 0;
  let sum = 0;
  for (let r = 1; r <= ROUNDS; r++) {
    const c0 = cpuMs();
    sum += naiveMeanWounds(scenario, NAIVE_TRIALS, r);
    naive = Math.max(naive, NAIVE_TRIALS / ((cpuMs() - c0) / 1000));
    mc = Math.max(mc, await mcRun(r));
  }
  return { mc, naive, naiveMean: sum / ROUNDS };
}

/** One measurement of a guard on a fresh worker: its table row and what it found broken. */
async function measure(g: Guard): Promise<{ row: string; failures: string[] }> {
  const json: unknown = JSON.parse(
    readFileSync(new URL(`./scenarios/${g.name}.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseAnyScenario(json);
  if (!parsed.ok) throw new Error(`${g.name}: ${parsed.error.path}: ${parsed.error.message}`);
  const pool = createNodePool(1);
  try {
    await pool.ready();
    const exact = await exactBest(pool, json, g.name);
    const s = await speeds(pool, json, parsed.value.scenario as LegionScenario, g.name);
    const speedUp = s.mc / s.naive;
    const limitMs = EXACT_SLACK * g.exactBudgetMs;
    const failures: string[] = [];
    if (speedUp < g.minSpeedUp)
      failures.push(
        `${g.name}: Monte Carlo on one worker is ${speedUp.toFixed(1)}× the naive baseline, below its floor of ${g.minSpeedUp}× — the trial loop has lost an optimisation (ARCHITECTURE.md, "Performance notes")`,
      );
    if (exact.ms > limitMs)
      failures.push(
        `${g.name}: the exact executor took ${exact.ms.toFixed(1)} ms at best, over twice its ${g.exactBudgetMs} ms budget (docs/testing.md)`,
      );
    // The baseline must still compute the same attack, or its speed is no yardstick.
    const tolerance = (5 * exact.sd) / Math.sqrt(NAIVE_TRIALS * ROUNDS);
    if (!(Math.abs(s.naiveMean - exact.mean) <= tolerance))
      failures.push(
        `${g.name}: the naive baseline's mean ${s.naiveMean.toFixed(4)} is not the exact ${exact.mean.toFixed(4)} (±${tolerance.toFixed(4)}): bench/naive.ts no longer follows the rules for this scenario`,
      );
    const row = `${g.name.padEnd(13)} MC ${(s.mc / 1e6).toFixed(2).padStart(5)} M/s, naive ${(s.naive / 1e6).toFixed(3)} M/s: ${speedUp.toFixed(1).padStart(4)}× (floor ${g.minSpeedUp}×); exact ${exact.ms.toFixed(1).padStart(5)} ms (limit ${limitMs} ms)`;
    return { row, failures };
  } finally {
    pool.close();
  }
}

const failures: string[] = [];
const started = performance.now();
for (const g of GUARDS.filter((x) => ONLY.length === 0 || ONLY.includes(x.name))) {
  let m = await measure(g);
  console.log(m.row);
  if (m.failures.length > 0) {
    m = await measure(g);
    console.log(`${m.row}   (measured again)`);
  }
  failures.push(...m.failures);
}
if (ONLY.length === 0 || ONLY.includes(OPTIMAL_GUARD)) {
  let t = await optimalTimes();
  if (t.optimalMs > OPTIMAL_MAX_RATIO * t.conservativeMs) t = await optimalTimes();
  const ratio = t.optimalMs / t.conservativeMs;
  console.log(
    `optimal       corps-fire exact ${t.optimalMs.toFixed(1)} ms, ${ratio.toFixed(1)}× conservative (limit ${OPTIMAL_MAX_RATIO}×)`,
  );
  if (ratio > OPTIMAL_MAX_RATIO)
    failures.push(
      `optimal: best play on corps-fire took ${ratio.toFixed(1)}× the conservative exact time, over ${OPTIMAL_MAX_RATIO}× (bench/optimal.ts)`,
    );
}
console.log(
  `CPU time, best of ${ROUNDS} rounds (${MC_TRIALS.toLocaleString('en')} Monte Carlo trials, ${NAIVE_TRIALS.toLocaleString('en')} naive), in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (failures.length > 0) {
  for (const f of failures) console.error(`bench:check: ${f}`);
  process.exit(1);
}
console.log('bench:check: every guard holds');
