import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/core/rng.ts';
import { DEFAULT_MEMO_BUDGET } from '../../src/engine/imperial-assault/memo-budget.ts';
import { describeError } from '../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { JobUpdate } from '../../workers/pool.ts';
import {
  benchScenario,
  done,
  gated,
  intercept,
  latch,
  poolOver,
  referenceResult,
  WorkerBank,
} from './helpers.ts';

// Invalid scenarios fail with the parser's message, as data, and leave the pool usable.

const CORPS = benchScenario('corps-fire');
const HEAVY = benchScenario('heavy-hitter');

const bank = new WorkerBank(3);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

describe('invalid scenarios', () => {
  const withField = (path: string[], value: unknown): Record<string, unknown> => {
    const s = structuredClone(CORPS);
    let node: Record<string, unknown> = s;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path[path.length - 1] as string] = value;
    return s;
  };
  const bad: [string, unknown, RegExp][] = [
    ['negative dice', withField(['attacker', 'dice', 'white'], -1), /^attacker\.dice\.white: /],
    ['unknown cover', withField(['defender', 'cover'], 'thick'), /^defender\.cover: /],
    ['wrong type', withField(['attacker', 'tokens', 'aim'], 'two'), /^attacker\.tokens\.aim: /],
    ['misspelt key', withField(['defender', 'dodg'], 1), /^defender\.dodg: unknown key/],
    ['unknown game', withField(['game'], 'chess'), /^game: expected "legion"/],
    ['not an object', 42, /^expected a JSON object/],
  ];

  it('fail with the parser message; no worker crashes and the pool stays usable', async () => {
    const chunkTrials = 5_000;
    const { pool, spawner } = poolOver(bank, 2, { chunkTrials });
    try {
      await pool.ready();
      for (const [what, scenario, field] of bad) {
        const parsed = parseAnyScenario(scenario);
        if (parsed.ok) throw new Error(`${what}: the parser accepted it`);
        const message = describeError(parsed.error);
        expect(message, what).toMatch(field);
        const updates: JobUpdate[] = [];
        const o = await pool.run({ scenario, trials: 20_000, seed: 1 }, (u) => updates.push(u))
          .outcome;
        expect(o, what).toEqual({ status: 'error', error: message });
        expect(await pool.exact(scenario), what).toEqual({ status: 'error', error: message });
        // The workers themselves answer with the same message as data, without throwing.
        const task = { k: 0, trials: 10, rng: seededRng(1).getState(), budgetMs: Infinity };
        expect(await bank.workers[0]?.api.simulate(scenario, task, DEFAULT_MEMO_BUDGET)).toEqual({
          ok: false,
          error: message,
        });
        expect(await bank.workers[1]?.api.exact(scenario, DEFAULT_MEMO_BUDGET)).toEqual({
          ok: false,
          error: message,
        });
        expect(updates).toEqual([]);
      }
      expect(spawner.count).toBe(2);
      await pool.ready();
      const r = await done(pool.run({ scenario: CORPS, trials: 20_000, seed: 1 }).outcome);
      expect(r).toEqual(referenceResult(CORPS, 20_000, 1, chunkTrials));
      const exact = await pool.exact(CORPS);
      expect(exact.status).toBe('done');
    } finally {
      pool.close();
    }
  });

  it('a worker answering with an error fails the job with that message; the pool recovers', async () => {
    const chunkTrials = 2_500;
    let failures = 0;
    let calls = 0;
    const failed = latch();
    // Worker 1 answers its second chunk with an error (the first job only); worker 0 holds its
    // replies until then.
    const { pool, spawner } = poolOver(bank, 2, { chunkTrials }, (h, i) =>
      i === 1
        ? intercept(h, async (real, s, t) => {
            if (++calls === 2) {
              failures++;
              failed.open();
              return { ok: false, error: 'attacker.dice: simulated worker-side rejection' };
            }
            return real(s, t);
          })
        : gated(h, failed.wait),
    );
    try {
      const o = await pool.run({ scenario: HEAVY, trials: 50_000, seed: 12 }).outcome;
      expect(o).toEqual({
        status: 'error',
        error: 'attacker.dice: simulated worker-side rejection',
      });
      expect(failures).toBe(1);
      const r = await done(pool.run({ scenario: HEAVY, trials: 50_000, seed: 12 }).outcome);
      expect(r).toEqual(referenceResult(HEAVY, 50_000, 12, chunkTrials));
      expect(spawner.count).toBe(2);
    } finally {
      pool.close();
    }
  });
});
