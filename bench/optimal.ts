/**
 * Best play ("optimal" rerolls) timings, for `npm run bench` (a section of bench/RESULTS.md) and
 * `npm run bench:check` (a ratio measured in the same run): corps-fire under "optimal" against
 * the same attack under "conservative", both exact in a worker on the bundled engine; 12 dice
 * with 3 Aim tokens; `adviseReroll` warm, in this process.
 */
import { readFileSync } from 'node:fs';
import { adviseReroll } from '../src/engine/legion/advise.ts';
import { createNodePool } from '../workers/node-pool.ts';
import type { WorkerPool } from '../workers/pool.ts';

const CORPS: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('./scenarios/corps-fire.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const TWELVE = {
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 12 }, surge: 'hit', tokens: { aim: 3 } },
  defender: { die: 'white', cover: 'light', minis: 6, woundThreshold: 1 },
};

const ADVISE = {
  ...CORPS,
  policy: { reroll: 'optimal' },
  rolled: { white: { hit: 1, crit: 1, surge: 1, blank: 3 }, red: { blank: 1 } },
};

const withReroll = (s: Record<string, unknown>, reroll: string) => ({ ...s, policy: { reroll } });

/** CPU time of this process, ms (other processes taking the cores do not count). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Best warm time of an exact run in the worker: the smaller of its clock and our CPU time. */
async function exactMs(pool: WorkerPool, json: unknown, runs: number): Promise<number> {
  let best = Infinity;
  for (let i = 0; i <= runs; i++) {
    const c0 = cpuMs();
    const o = await pool.exact(json);
    if (o.status !== 'done') throw new Error(o.status === 'error' ? o.error : o.status);
    if (i > 0) best = Math.min(best, o.result.elapsedMs, cpuMs() - c0);
  }
  return best;
}

export interface OptimalTimes {
  /** corps-fire exact, warm, ms: conservative and optimal, timed alternately. */
  readonly conservativeMs: number;
  readonly optimalMs: number;
  /** 12 red dice, 3 Aim tokens, optimal exact, warm, ms. */
  readonly twelveMs: number;
  /** adviseReroll on corps-fire, warm, ms (this process). */
  readonly adviseMs: number;
}

export async function optimalTimes(rounds = 3): Promise<OptimalTimes> {
  const pool = createNodePool(1);
  try {
    await pool.ready();
    let conservativeMs = Infinity;
    let optimalMs = Infinity;
    for (let r = 0; r < rounds; r++) {
      conservativeMs = Math.min(
        conservativeMs,
        await exactMs(pool, withReroll(CORPS, 'conservative'), 3),
      );
      optimalMs = Math.min(optimalMs, await exactMs(pool, withReroll(CORPS, 'optimal'), 1));
    }
    const twelveMs = await exactMs(pool, withReroll(TWELVE, 'optimal'), 1);
    let adviseMs = Infinity;
    for (let r = 0; r <= rounds; r++) {
      const t0 = cpuMs();
      const a = adviseReroll(ADVISE);
      if (!a.ok) throw new Error(`${a.error.path}: ${a.error.message}`);
      if (r > 0) adviseMs = Math.min(adviseMs, cpuMs() - t0);
    }
    return { conservativeMs, optimalMs, twelveMs, adviseMs };
  } finally {
    pool.close();
  }
}

/** The section of bench/RESULTS.md. */
export function optimalSection(t: OptimalTimes): string {
  const ratio = t.optimalMs / t.conservativeMs;
  return [
    '## Best play (Legion "optimal" rerolls)',
    '',
    '| measure | ms (warm, best) | target |',
    '| --- | --- | --- |',
    `| corps-fire exact, conservative | ${t.conservativeMs.toFixed(1)} | |`,
    `| corps-fire exact, optimal | ${t.optimalMs.toFixed(1)} (${ratio.toFixed(1)}×) | ≤ 3× conservative |`,
    `| 12 red dice, 3 Aim, optimal exact | ${t.twelveMs.toFixed(0)} | ≤ 1000 |`,
    `| odds advise (corps-fire), in process | ${t.adviseMs.toFixed(1)} | ≤ 50 |`,
    '',
  ].join('\n');
}

// `npx tsx bench/optimal.ts`: only these rows.
if (import.meta.url === `file://${process.argv[1]}`)
  console.log(optimalSection(await optimalTimes()));
