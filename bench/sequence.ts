/**
 * The attack-sequence row of `npm run bench` (issue 13): bench/scenarios/volleys.json, four
 * corps-fire-sized volleys at a 4-miniature Rebel Trooper unit in heavy cover. Exact in a worker
 * on the bundled engine (as the app runs it), first run and the median of the warm ones, with
 * P(wiped out) after each volley; then Monte Carlo on one worker, in sequences per second.
 */
import { readFileSync } from 'node:fs';
import type { AttackResult } from '../src/engine/evaluate.ts';
import { createNodePool } from '../workers/node-pool.ts';

/** Budget from issue 13: exact, warm, in under 50 ms. */
export const SEQUENCE_EXACT_BUDGET_MS = 50;

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** P(defeated by attack k) for each k of a sequence result. */
function defeatedBy(r: AttackResult): number[] {
  const seq = (r['sequence'] ?? []) as { unitDefeated?: { mean: number } }[];
  return seq.map((e) => e.unitDefeated?.mean ?? NaN);
}

/** Runs the sequence benchmark and returns its Markdown section (heading, table, note). */
export async function benchSequence(trials: number): Promise<string> {
  const json: unknown = JSON.parse(
    readFileSync(new URL('./scenarios/volleys.json', import.meta.url), 'utf8'),
  );
  const pool = createNodePool(1);
  try {
    await pool.ready();
    const times: number[] = [];
    let exact: AttackResult | null = null;
    for (let i = 0; i < 15; i++) {
      const o = await pool.exact(json);
      if (o.status !== 'done') throw new Error(o.status === 'error' ? o.error : 'cancelled');
      times.push(o.result.elapsedMs);
      exact = o.result;
    }
    const warm = median(times.slice(3));
    const mc = await pool.run({ scenario: json, trials, seed: 1 }).outcome;
    if (mc.status !== 'done') throw new Error(mc.status === 'error' ? mc.error : 'cancelled');
    const rate = trials / (mc.result.elapsedMs / 1000);
    const pct = (ps: number[]) => ps.map((p) => `${(100 * p).toFixed(2)}%`).join(' / ');
    const row = [
      'volleys (4 attacks)',
      pct(defeatedBy(exact as AttackResult)),
      `${warm.toFixed(1)} (${(times[0] ?? NaN).toFixed(0)} cold)`,
      `${SEQUENCE_EXACT_BUDGET_MS}`,
      pct(defeatedBy(mc.result)),
      (rate / 1e3).toFixed(0),
    ];
    const head = [
      'sequence',
      'P(wiped out) after volley 1 / 2 / 3 / 4, exact',
      'exact ms warm (cold)',
      'budget ms',
      'Monte Carlo',
      'MC 1w k sequences/s',
    ];
    const table = [head, head.map(() => '---'), row].map((r) => `| ${r.join(' | ')} |`).join('\n');
    return `## Attack sequences\n\n${table}\n\nExact in a worker (bundled engine), the worker's elapsedMs: first run (cold) and the median of the 12 warm ones; Monte Carlo ${trials.toLocaleString('en')} sequences on one worker, seed 1.\n`;
  } finally {
    pool.close();
  }
}
