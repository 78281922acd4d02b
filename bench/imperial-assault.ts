/**
 * Imperial Assault rows of `npm run bench` (issue 17): a 4-, a 6- and an 8-die attack (issue 17's
 * surge abilities, range 5) against 2 black + 2 white, each with 0/0, 2/2 and 4/4 rerolls; issue
 * 17's ten-ability attack; and the hardest pools found (range 12, `hardest`). Exact
 * where the game picks it by default (iaExactFeasible), and Monte Carlo on this thread from a
 * freshly compiled program — the reroll decisions start unknown, as in every `npm run odds` run,
 * so the rate includes searching them. Times are the best of a few runs (the machine is shared).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runExact } from '../src/engine/core/exact.ts';
import { simulateChunk } from '../src/engine/core/montecarlo.ts';
import { seededRng } from '../src/engine/core/rng.ts';
import { reportCounts } from '../src/engine/core/report.ts';
import type { Program } from '../src/engine/core/program.ts';
import { ADAPTIVE_CHUNK_TRIALS } from '../src/engine/core/run.ts';
import { compileIa } from '../src/engine/imperial-assault/compile.ts';
import { IA_AUTO_EPSILON, iaExactFeasible } from '../src/engine/imperial-assault/exact-feasible.ts';
import {
  parseIaScenario,
  serializeIaScenario,
  type IaScenario,
} from '../src/engine/imperial-assault/scenario.ts';
import { adaptiveRunHere } from '../workers/adaptive.ts';
// Issue 17 item 2's attack (8 dice and Focused, 4/4 rerolls, ten surge abilities): the file the
// app's tests open too.
import TEN_ABILITIES from '../e2e/fixtures/ia-ten-abilities.json' with { type: 'json' };

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

/**
 * The hardest pools found for issue 17's "every scenario": 8 dice and Focused at range 12 with
 * ten surge abilities and 4/4 rerolls, against one black die and against no defense dice
 * (accuracy decides hit or miss, and each first roll's search is the deepest).
 */
function hardest(defense: Record<string, number>): IaScenario {
  const r = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    attackType: 'ranged',
    distance: 12,
    attacker: {
      dice: { red: 2, blue: 2, green: 2, yellow: 2 },
      rerolls: 4,
      focused: true,
      surgeAbilities: [
        { cost: 1, accuracy: 2 },
        { cost: 1, damage: 1 },
        { cost: 1, pierce: 1 },
        { cost: 2, accuracy: 3 },
        { cost: 1, damage: 2 },
        { cost: 1, blast: 1 },
        { cost: 2, cleave: 2 },
        { cost: 1, conditions: ['stun'] },
        { cost: 2, damage: 3 },
        { cost: 1, accuracy: 1 },
      ],
    },
    defender: { dice: defense, rerolls: 4, health: 12 },
  });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

/** The default answer's Monte Carlo gives up (for the table) past this many ms. */
const DEFAULT_CAP_MS = 90_000;

/**
 * The answer `npm run -s odds -- file.json --workers 1` gives by default, on this thread: exact
 * when the game picks it, else Monte Carlo from a freshly compiled program in chunks of
 * ADAPTIVE_CHUNK_TRIALS until every P(damage ≥ k) is within ±IA_AUTO_EPSILON (95%). Trials, ms,
 * the mean damage and whether the margin was met (not when given up past DEFAULT_CAP_MS).
 */
function defaultAnswer(s: IaScenario): { trials: number; ms: number; mean: number; met: boolean } {
  const t0 = performance.now();
  const program = compileIa(s);
  if (iaExactFeasible(s)) {
    const pmf = runExact(program)[0] ?? new Float64Array(0);
    const mean = pmf.reduce((t, p, k) => t + k * p, 0);
    return { trials: 0, ms: performance.now() - t0, mean, met: true };
  }
  const { counts, trials, met } = adaptiveRunHere(
    program,
    1,
    IA_AUTO_EPSILON,
    ADAPTIVE_CHUNK_TRIALS,
    () => performance.now() - t0 < DEFAULT_CAP_MS,
  );
  const mean = reportCounts(program, counts, trials)['damage']?.mean ?? NaN;
  return { trials, ms: performance.now() - t0, mean, met };
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

/** The default answer's cell: "exact, N ms" or "T trials, N ms" (mean in its own column). */
function defaultCell(d: { trials: number; ms: number; met: boolean }): string {
  const ms = Math.round(d.ms).toLocaleString('en');
  if (d.trials === 0) return `exact, ${ms} ms`;
  const cell = `${d.trials.toLocaleString('en')} trials, ${ms} ms`;
  return d.met ? cell : `${cell}, margin not met (given up)`;
}

/**
 * What a user waits for: `npm run -s odds -- file.json` with its default worker pool, as a
 * process of its own. The answer's elapsedMs (from the pool being ready to the answer: worker
 * start-up aside, each worker's first, cold searches included) and the whole command's wall ms.
 */
function cliAnswer(s: IaScenario): { ms: number; wallMs: number; mean: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ia-bench-'));
  try {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, serializeIaScenario(s));
    const root = fileURLToPath(new URL('..', import.meta.url));
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ['src/cli/odds.mjs', file], {
      cwd: root,
      encoding: 'utf8',
    });
    const wallMs = performance.now() - t0;
    if (r.status !== 0) throw new Error(`odds failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout) as { elapsedMs: number; damage: { mean: number } };
    return { ms: out.elapsedMs, wallMs, mean: out.damage.mean };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the Imperial Assault rows; returns them as a Markdown section for bench/RESULTS.md. */
export function imperialAssaultSection(log: (line: string) => void = () => {}): string {
  const rows: string[][] = [];
  const perSecond = (x: number): string => (x > 0 ? Math.round(x).toLocaleString('en') : '—');
  const measure = (name: string, r: string, s: IaScenario): void => {
    const d = defaultAnswer(s);
    const cli = cliAnswer(s);
    const exact = iaExactFeasible(s) ? exactTime(s) : null;
    const mc = monteCarloRates(s);
    const row = [
      name,
      r,
      defaultCell(d),
      d.mean.toFixed(4),
      `${Math.round(cli.ms).toLocaleString('en')} (${Math.round(cli.wallMs).toLocaleString('en')})`,
      exact ? exact.ms.toFixed(1) : '— (Monte Carlo)',
      perSecond(mc.cold),
      ((MC_TRIALS / mc.cold) * 1000).toFixed(0) +
        (mc.trials < MC_TRIALS ? ` (${mc.trials.toLocaleString('en')} done in 15 s)` : ''),
      perSecond(mc.warm),
    ];
    log(row.join(' | '));
    rows.push(row);
  };
  for (const pool of POOLS)
    for (const r of REROLLS) measure(pool.name, `${r}/${r}`, scenario(pool.dice, r));
  const ten = parseIaScenario(TEN_ABILITIES);
  if (!ten.ok) throw new Error(`${ten.error.path}: ${ten.error.message}`);
  measure('9 dice, ten abilities', '4/4', ten.value);
  measure('9 dice, range 12, ten abilities, vs 1 black', '4/4', hardest({ black: 1 }));
  measure('9 dice, range 12, ten abilities, no defense dice', '4/4', hardest({}));
  measure(
    '9 dice, range 12, ten abilities, vs 2 black + 2 white',
    '4/4',
    hardest({ black: 2, white: 2 }),
  );
  const head = [
    'attack',
    'rerolls',
    'default answer (one thread)',
    'its mean',
    `odds, ${availableParallelism()} workers: answer ms (whole command)`,
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
  return `## Imperial Assault\n\n${when}\n\nbench/imperial-assault.ts: red+blue+green+yellow (4 dice), 2 red+2 blue+green+yellow (6), two of each (8), issue 17's surge abilities at range 5, against 2 black + 2 white with the same rerolls a side; issue 17 item 2's attack (8 dice and Focused, ten surge abilities, range 1, health 20); and the hardest pools found, the same dice at range 12 with ten abilities against one black die, against none and against 2 black + 2 white. The default answer is what \`npm run -s odds -- file.json --workers 1\` computes, on this thread from a freshly compiled program: exact where the game picks it, else Monte Carlo in chunks of ${ADAPTIVE_CHUNK_TRIALS.toLocaleString('en')} trials until every P(damage ≥ k) is within ±${IA_AUTO_EPSILON} (95%), seed 1 (given up past ${DEFAULT_CAP_MS / 1000} s). The odds column is the same default answer from \`npm run -s odds -- file.json\` as its own process with its default worker pool: the answer's elapsedMs (from the pool being ready to the answer; worker start-up aside, each worker's first searches included), and in brackets the whole command (Node, bundling the CLI and worker start-up included); an adaptive run goes chunk after chunk on one worker, with the whole memo budget, and the command then starts only that worker. Exact in-process (tsx) where the game picks it, best of ${RUNS}; Monte Carlo in-process on one thread, best of ${RUNS} runs of ${MC_TRIALS.toLocaleString('en')} trials (a run stops after ${MC_CAP_MS / 1000} s): cold from a freshly compiled program (decisions searched as the trials meet them, as in every \`npm run odds\` run; the time of ${MC_TRIALS.toLocaleString('en')} trials at that rate), warm a second run on the same program (decisions mostly looked up). With rerolls, a trial samples only the first roll: both sides' optimal rerolls from it are enumerated exactly, a dodge on the first roll is worked out rather than sampled, and the estimates are regressions on the first roll's face counts (README, Imperial Assault): a trial costs several sampled ones, and the margin needs one or two chunks.\n\n${table}\n`;
}

/** \`tsx bench/imperial-assault.ts\`: these rows alone, written into bench/RESULTS.md's section. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const section = imperialAssaultSection((line) => console.log(line));
  const file = new URL('./RESULTS.md', import.meta.url);
  const old = readFileSync(file, 'utf8');
  const start = old.indexOf('## Imperial Assault');
  const end = old.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('bench/RESULTS.md has no Imperial Assault section');
  writeFileSync(file, `${old.slice(0, start)}${section}\n${old.slice(end)}`);
}
