import { describe, expect, it } from 'vitest';
import {
  Calculator,
  jobKey,
  type CalcJob,
  type CalcPool,
  type Computed,
} from '../../src/app/calculator.svelte.ts';
import type { AttackResult } from '../../src/engine/index.ts';
import type { JobHandle, JobOutcome, JobUpdate, MonteCarloJob } from '../../workers/pool.ts';

// The Calculator's states (idle | exact-waiting | exact-running | mc-running, and the pinned
// loadouts' queue) against a fake pool whose calls the test answers by hand, in any order. What
// must hold: the newest submit wins, a pin waits for the shown loadout, and no failure, cancel
// or terminated worker leaves the Calculator busy.

interface FakeExact {
  readonly scenario: unknown;
  readonly signal: AbortSignal | undefined;
  readonly settle: (o: JobOutcome) => void;
  readonly fail: (e: Error) => void;
}

interface FakeRun {
  readonly job: MonteCarloJob;
  readonly update: (u: JobUpdate) => void;
  readonly settle: (o: JobOutcome) => void;
  cancelled: boolean;
}

/** A pool whose calls wait for the test; like WorkerPool, a new run cancels the previous one. */
class FakePool implements CalcPool {
  readonly exacts: FakeExact[] = [];
  readonly runs: FakeRun[] = [];
  closed = false;
  private current: JobHandle | null = null;

  exact(scenario: unknown, signal?: AbortSignal): Promise<JobOutcome> {
    return new Promise((settle, fail) => this.exacts.push({ scenario, signal, settle, fail }));
  }

  run(job: MonteCarloJob, onUpdate?: (u: JobUpdate) => void): JobHandle {
    this.current?.cancel();
    let settle: (o: JobOutcome) => void = () => {};
    const outcome = new Promise<JobOutcome>((r) => (settle = r));
    const r: FakeRun = { job, update: (u) => onUpdate?.(u), settle, cancelled: false };
    this.runs.push(r);
    const handle = {
      outcome,
      cancel: () => {
        r.cancelled = true;
        settle({ status: 'cancelled' });
      },
    };
    this.current = handle;
    return handle;
  }

  bestPlay(): Promise<never> {
    return Promise.reject(new Error('not in these tests'));
  }

  advise(): Promise<never> {
    return Promise.reject(new Error('not in these tests'));
  }

  close(): void {
    this.closed = true;
    this.current?.cancel();
    for (const e of this.exacts) e.settle({ status: 'cancelled' });
  }
}

/** A result a job could give: its mean wounds tell the jobs apart. */
function result(mean: number, trials: number | null = null): AttackResult {
  return {
    v: 1,
    game: 'legion',
    method: trials === null ? 'exact' : 'monte-carlo',
    trials,
    seed: trials === null ? null : 1,
    elapsedMs: 1,
    wounds: { pmf: [1], mean, sd: 0, median: 0, atLeast: [1] },
  };
}

const exactJob = (dice: number): CalcJob => ({
  scenario: { dice },
  method: 'exact',
  trials: 0,
  seed: 0,
});
const mcJob = (dice: number, trials = 1_000): CalcJob => ({
  scenario: { dice },
  method: 'mc',
  trials,
  seed: 1,
});

const done = (r: AttackResult): JobOutcome => ({ status: 'done', result: r });
/** Lets every settled promise's callbacks run. */
const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

function setup(abandonExactMs?: number): { calc: Calculator; pool: FakePool } {
  const pool = new FakePool();
  return { calc: new Calculator(() => pool, abandonExactMs), pool };
}
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const meanOf = (calc: Calculator): number | undefined => calc.result?.wounds?.mean;

describe('the shown loadout', () => {
  it('exact: idle → running → idle with the answer', async () => {
    const { calc, pool } = setup();
    expect(calc.state.kind).toBe('idle');
    calc.submit(exactJob(1));
    expect(calc.running).toBe(true);
    await flush();
    expect(calc.state.kind).toBe('exact-running');
    expect(pool.exacts).toHaveLength(1);
    pool.exacts[0]?.settle(done(result(1)));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(calc.running).toBe(false);
    expect(meanOf(calc)).toBe(1);
    expect(calc.resultKey).toBe(jobKey(exactJob(1)));
    expect(calc.error).toBeNull();
  });

  it('exact calls go one at a time; edits made meanwhile: only the newest runs', async () => {
    const { calc, pool } = setup();
    calc.submit(exactJob(1));
    await flush();
    calc.submit(exactJob(2));
    calc.submit(exactJob(3));
    await flush();
    expect(calc.state.kind).toBe('exact-waiting');
    expect(pool.exacts).toHaveLength(1);
    pool.exacts[0]?.settle(done(result(1)));
    await flush();
    // The superseded answer is not shown (but is cached); the newest edit runs next.
    expect(calc.result).toBeNull();
    expect(calc.cached(exactJob(1))).toEqual(result(1));
    expect(pool.exacts.map((e) => e.scenario)).toEqual([{ dice: 1 }, { dice: 3 }]);
    expect(calc.state.kind).toBe('exact-running');
    pool.exacts[1]?.settle(done(result(3)));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(meanOf(calc)).toBe(3);
  });

  it('a simulation streams, and a new submit cancels it', async () => {
    const { calc, pool } = setup();
    calc.submit(mcJob(4));
    expect(calc.state.kind).toBe('mc-running');
    pool.runs[0]?.update({ trialsDone: 500, progress: 0.5, result: result(4, 500), done: false });
    expect(calc.trialsDone).toBe(500);
    expect(calc.progress).toBe(0.5);
    expect(meanOf(calc)).toBe(4);
    calc.submit(exactJob(5));
    expect(pool.runs[0]?.cancelled).toBe(true);
    // A late update of the cancelled run changes nothing.
    pool.runs[0]?.update({ trialsDone: 900, progress: 0.9, result: result(44, 900), done: false });
    expect(calc.trialsDone).toBe(0);
    await flush();
    expect(calc.state.kind).toBe('exact-running');
    pool.exacts[0]?.settle(done(result(5)));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(meanOf(calc)).toBe(5);
  });

  it('an adaptive job (the automatic one of a slow game) reaches the pool with its margin', async () => {
    const { calc, pool } = setup();
    const adaptive: CalcJob = { ...mcJob(6), epsilon: 0.005 };
    expect(jobKey(adaptive)).not.toBe(jobKey(mcJob(6)));
    calc.submit(adaptive);
    expect(pool.runs[0]?.job).toEqual({
      scenario: { dice: 6 },
      trials: 1_000,
      seed: 1,
      adaptiveEpsilon: 0.005,
    });
    calc.submit(mcJob(7));
    expect(pool.runs[1]?.job).not.toHaveProperty('adaptiveEpsilon');
    pool.runs[1]?.settle(done(result(7, 1_000)));
    await flush();
    expect(calc.state.kind).toBe('idle');
  });

  it('a superseded exact call still out after the abandon delay is given up; the newest runs', async () => {
    const { calc, pool } = setup(40);
    calc.submit(exactJob(1)); // an enumeration that would take minutes
    await flush();
    calc.submit(exactJob(2));
    await flush();
    expect(calc.state.kind).toBe('exact-waiting');
    expect(pool.exacts[0]?.signal?.aborted).toBe(false);
    await sleep(80);
    expect(pool.exacts[0]?.signal?.aborted).toBe(true);
    pool.exacts[0]?.settle({ status: 'cancelled' }); // what the pool answers once aborted
    await flush();
    expect(calc.state.kind).toBe('exact-running');
    pool.exacts[1]?.settle(done(result(2)));
    await flush();
    expect(meanOf(calc)).toBe(2);
    expect(calc.cached(exactJob(1))).toBeUndefined();
  });

  it('an exact call that comes back in time is never given up', async () => {
    const { calc, pool } = setup(40);
    calc.submit(exactJob(1));
    await flush();
    calc.submit(exactJob(2));
    pool.exacts[0]?.settle(done(result(1)));
    await sleep(80);
    expect(pool.exacts[0]?.signal?.aborted).toBe(false);
    expect(pool.exacts[1]?.signal?.aborted).toBe(false);
    // Nor is the shown loadout's own call, however long it takes.
    calc.submit(exactJob(2));
    await sleep(80);
    expect(pool.exacts[1]?.signal?.aborted).toBe(false);
    expect(calc.cached(exactJob(1))).toEqual(result(1));
    // Back to the loadout whose call is out: that call's answer serves, no second call.
    expect(pool.exacts).toHaveLength(2);
    expect(calc.state.kind).toBe('exact-running');
    pool.exacts[1]?.settle(done(result(2)));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(meanOf(calc)).toBe(2);
  });

  it('a cached answer shows at once, without the pool', async () => {
    const { calc, pool } = setup();
    calc.submit(exactJob(1));
    await flush();
    pool.exacts[0]?.settle(done(result(1)));
    await flush();
    calc.submit(exactJob(2));
    calc.submit(exactJob(1));
    expect(calc.state.kind).toBe('idle');
    expect(meanOf(calc)).toBe(1);
    await flush();
    expect(pool.exacts).toHaveLength(1);
  });
});

describe('the Calculator cannot be left busy', () => {
  it('an exact call that rejects (its worker terminated): idle, a message, the next one runs', async () => {
    const { calc, pool } = setup();
    calc.submit(exactJob(1));
    await flush();
    calc.submit(exactJob(2)); // parked behind the failing call
    pool.exacts[0]?.fail(new Error('the worker was terminated'));
    await flush();
    expect(calc.state.kind).toBe('exact-running');
    pool.exacts[1]?.fail(new Error('the worker was terminated'));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(calc.error).toBe('The calculation failed: the worker was terminated');
    // Every later exact answer still comes, in any game.
    calc.submit(exactJob(3));
    await flush();
    pool.exacts[2]?.settle(done(result(3)));
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(calc.error).toBeNull();
    expect(meanOf(calc)).toBe(3);
  });

  it('an exact call cancelled under it (the pool closed its worker): idle', async () => {
    const { calc, pool } = setup();
    calc.submit(exactJob(1));
    await flush();
    pool.exacts[0]?.settle({ status: 'cancelled' });
    await flush();
    expect(calc.state.kind).toBe('idle');
    calc.submit(exactJob(2));
    await flush();
    expect(pool.exacts).toHaveLength(2);
  });

  it('a failed simulation: idle, a message, and its last partial result kept', async () => {
    const { calc, pool } = setup();
    calc.submit(mcJob(6, 1_000_000));
    pool.runs[0]?.update({
      trialsDone: 131_072,
      progress: 0.131072,
      result: result(6, 131_072),
      done: false,
    });
    pool.runs[0]?.settle({ status: 'error', error: 'the simulation stopped: a worker failed' });
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(calc.running).toBe(false);
    expect(calc.error).toBe(
      'The simulation stopped: a worker failed. The chart shows the 131,072 trials simulated before it stopped.',
    );
    expect(meanOf(calc)).toBe(6);
    expect(calc.resultKey).toBe(jobKey(mcJob(6, 1_000_000)));
    expect(calc.trialsDone).toBe(131_072);
  });

  it("a field's error names the field in player words", async () => {
    const { calc, pool } = setup();
    calc.submit(exactJob(1));
    await flush();
    pool.exacts[0]?.settle({ status: 'error', error: 'attacker.dice.red: expected 0..30' });
    await flush();
    expect(calc.state.kind).toBe('idle');
    expect(calc.error).toBe("Attacker's red dice: expected 0..30");
  });

  it('a pool that cannot start: idle with a message', () => {
    const calc = new Calculator(() => {
      throw new Error('workers are not available');
    });
    calc.submit(mcJob(1));
    expect(calc.state.kind).toBe('idle');
    expect(calc.error).toBe('The calculation failed: workers are not available');
  });

  it('close() leaves it idle', async () => {
    const { calc, pool } = setup();
    calc.submit(mcJob(1));
    calc.close();
    expect(calc.state.kind).toBe('idle');
    expect(pool.closed).toBe(true);
    await flush();
    expect(calc.state.kind).toBe('idle');
  });
});

describe('pinned loadouts in the background', () => {
  it('a pin waits for the shown simulation, then runs', async () => {
    const { calc, pool } = setup();
    calc.submit(mcJob(1));
    const pinned: Computed[] = [];
    void calc.compute(mcJob(2)).then((c) => pinned.push(c));
    await flush();
    expect(pool.runs).toHaveLength(1);
    expect(calc.background.kind).toBe('idle');
    pool.runs[0]?.settle(done(result(1, 1_000)));
    await flush();
    expect(calc.background.kind).toBe('running');
    expect(pool.runs).toHaveLength(2);
    pool.runs[1]?.settle(done(result(2, 1_000)));
    await flush();
    expect(pinned).toEqual([{ ok: true, result: result(2, 1_000) }]);
    expect(calc.background.kind).toBe('idle');
  });

  it('the shown loadout cancels a pin simulating; the pin keeps its place and runs after', async () => {
    const { calc, pool } = setup();
    const pinned: Computed[] = [];
    void calc.compute(mcJob(2)).then((c) => pinned.push(c));
    await flush();
    expect(calc.background.kind).toBe('running');
    calc.submit(mcJob(1)); // takes the pool: the pool cancels the pin's run
    expect(pool.runs[0]?.cancelled).toBe(true);
    await flush();
    expect(pinned).toEqual([]);
    expect(calc.background.kind).toBe('idle');
    expect(pool.runs).toHaveLength(2);
    pool.runs[1]?.settle(done(result(1, 1_000)));
    await flush();
    expect(meanOf(calc)).toBe(1);
    // The pin runs again, from the start, and its answer arrives.
    expect(pool.runs).toHaveLength(3);
    expect(pool.runs[2]?.job.scenario).toEqual({ dice: 2 });
    pool.runs[2]?.settle(done(result(2, 1_000)));
    await flush();
    expect(pinned).toEqual([{ ok: true, result: result(2, 1_000) }]);
  });

  it('an exact pin runs beside the shown simulation; a failing pin does not block the next', async () => {
    const { calc, pool } = setup();
    calc.submit(mcJob(1));
    const pinned: Computed[] = [];
    void calc.compute(exactJob(7)).then((c) => pinned.push(c));
    void calc.compute(exactJob(8)).then((c) => pinned.push(c));
    await flush();
    expect(pool.exacts.map((e) => e.scenario)).toEqual([{ dice: 7 }]);
    pool.exacts[0]?.fail(new Error('the worker was terminated'));
    await flush();
    pool.exacts[1]?.settle(done(result(8)));
    await flush();
    expect(pinned).toEqual([
      { ok: false, error: 'The calculation failed: the worker was terminated' },
      { ok: true, result: result(8) },
    ]);
    expect(calc.state.kind).toBe('mc-running');
  });
});
