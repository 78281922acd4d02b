/**
 * Imperial Assault rows of `npm run bench` (issue 17): a 4-, a 6- and an 8-die attack (issue 17's
 * surge abilities, range 5) against 2 black + 2 white, each with 0/0, 2/2 and 4/4 rerolls. Exact
 * where the game picks it by default (iaExactFeasible), and Monte Carlo on this thread from a
 * freshly compiled program — the reroll decisions start unknown, as in every `npm run odds` run,
 * so the rate includes searching them. Times are the best of a few runs (the machine is shared).
 */
import { cpus, loadavg } from 'node:os';
import { runExact } from '../src/engine/core/exact.ts';
import { simulateChunk } from '../src/engine/core/montecarlo.ts';
import { seededRng } from '../src/engine/core/rng.ts';
import type { Program } from '../src/engine/core/program.ts';
import { compileIa } from '../src/engine/imperial-assault/compile.ts';
import { iaExactFeasible } from '../src/engine/imperial-assault/exact-feasible.ts';
import { parseIaScenario, type IaScenario } from '../src/engine/imperial-assault/scenario.ts';

const POOLS = [
  { name: '4 dice', dice: { red: 1, blue: 1, green: 1, yellow: 1 } },
  { name: '6 dice', dice: { red: 2, blue: 2, green: 1, yellow: 1 } },
  { name: '8 dice', dice: { red: 2, blue: 2, green: 2, yellow: 2 } },
];
const REROLLS = [0, 2, 4];
/** Monte Carlo trials per run: about what ±0.005 (95%) on every P(damage ≥ k) needs. */
const MC_TRIALS = 40_000;
/** A Monte Carlo run stops early (the rate is over the trials done) past this many ms. */
const MC_CAP_MS = 15_000;
const MC_PIECE = 2_000;
const RUNS = 3;

function scenario(dice: Record<string, number>, rerolls: number): IaScenario {
  const r = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    attackType: 'ranged',
    distance: 5,
    attacker: {
      dice,
      rerolls,
      surgeAbilities: [
        { cost: 1, damage: 2 },
        { cost: 1, pierce: 2 },
        { cost: 2, accuracy: 3 },
      ],
    },
    defender: { dice: { black: 2, white: 2 }, rerolls, health: 12 },
  });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

/** Best-of-RUNS exact time in ms (fewer runs when one takes over 2 s) and the mean damage. */
function exactTime(s: IaScenario): { ms: number; mean: number } {
  let best = Infinity;
  let mean = NaN;
  for (let i = 0; i < RUNS && (i === 0 || best < 2_000); i++) {
    const t0 = performance.now();
    const pmf = runExact(compileIa(s))[0] ?? new Float64Array(0);
    best = Math.min(best, performance.now() - t0);
    mean = pmf.reduce((t, p, k) => t + k * p, 0);
  }
  return { ms: best, mean };
}

/** Trials per second of `trials` trials on `program`, stopped early past MC_CAP_MS. */
function rate(program: Program, seed: number): { rate: number; trials: number } {
  const rng = seededRng(seed);
  const t0 = performance.now();
  let done = 0;
  while (done < MC_TRIALS && performance.now() - t0 < MC_CAP_MS) {
    simulateChunk(program, rng, MC_PIECE);
    done += MC_PIECE;
  }
  return { rate: done / ((performance.now() - t0) / 1000), trials: done };
}

/**
 * Best-of-RUNS Monte Carlo rates (trials/s): cold, a freshly compiled program (its reroll
 * decisions searched as trials meet them); warm, a second run on the same program (most
 * decisions looked up). One run only when the first stopped early.
 */
function monteCarloRates(s: IaScenario): { cold: number; warm: number; trials: number } {
  let cold = 0;
  let warm = 0;
  let trials = 0;
  for (let i = 0; i < RUNS && (i === 0 || trials === MC_TRIALS); i++) {
    const program = compileIa(s);
    const first = rate(program, 2 * i + 1);
    cold = Math.max(cold, first.rate);
    trials = first.trials;
    if (trials === MC_TRIALS) warm = Math.max(warm, rate(program, 2 * i + 2).rate);
  }
  return { cold, warm, trials };
}

/** Runs the Imperial Assault rows; returns them as a Markdown section for bench/RESULTS.md. */
export function imperialAssaultSection(log: (line: string) => void = () => {}): string {
  const rows: string[][] = [];
  for (const pool of POOLS)
    for (const r of REROLLS) {
      const s = scenario(pool.dice, r);
      const exact = iaExactFeasible(s) ? exactTime(s) : null;
      const mc = monteCarloRates(s);
      const perSecond = (x: number): string => (x > 0 ? Math.round(x).toLocaleString('en') : '—');
      const row = [
        pool.name,
        `${r}/${r}`,
        exact ? exact.mean.toFixed(6) : '—',
        exact ? exact.ms.toFixed(1) : '— (Monte Carlo)',
        perSecond(mc.cold),
        ((MC_TRIALS / mc.cold) * 1000).toFixed(0) +
          (mc.trials < MC_TRIALS ? ` (${mc.trials.toLocaleString('en')} done in 15 s)` : ''),
        perSecond(mc.warm),
      ];
      log(row.join(' | '));
      rows.push(row);
    }
  const head = [
    'attack',
    'rerolls',
    'exact mean',
    'exact ms',
    'MC trials/s cold',
    'ms for 40,000 cold',
    'MC trials/s warm',
  ];
  const table = [head, head.map(() => '---'), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  const when = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, load average ${(loadavg()[0] ?? 0).toFixed(1)} at the end (a shared machine: compare rows of one run, not runs).`;
  return `## Imperial Assault\n\n${when}\n\nbench/imperial-assault.ts: red+blue+green+yellow (4 dice), 2 red+2 blue+green+yellow (6), two of each (8), issue 17's surge abilities at range 5, against 2 black + 2 white with the same rerolls a side. Exact in-process (tsx) where the game picks it by default, best of ${RUNS}; Monte Carlo in-process on one thread, best of ${RUNS} runs of ${MC_TRIALS.toLocaleString('en')} trials (about what ±0.005 at 95% on every P(damage ≥ k) needs; a run stops after ${MC_CAP_MS / 1000} s): cold from a freshly compiled program (decisions searched as the trials meet them, as in every \`npm run odds\` run; the time of ${MC_TRIALS.toLocaleString('en')} trials at that rate), warm a second run on the same program (decisions mostly looked up).\n\n${table}\n`;
}
