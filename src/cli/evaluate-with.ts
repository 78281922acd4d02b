import {
  evaluateExact,
  withPointsEfficiency,
  type AnyScenario,
  type AttackResult,
} from '../engine/engines.ts';
import { createNodePool, defaultWorkers } from '../../workers/node-pool.ts';
import type { MatchupJob, OnCell, WorkerPool } from '../../workers/pool.ts';
import type { OddsArgs } from './args.ts';
import {
  EPSILON_IGNORED,
  EXACT_WORKER_SECONDS,
  exactNotice,
  exactProgress,
} from './exact-notice.ts';
import { workerCount } from './worker-count.ts';

/** Whether the arguments ask for exact enumeration (auto: when the game says it is quick). */
export function wantsExact(s: AnyScenario, args: OddsArgs): boolean {
  return args.method === 'exact' || (args.method === 'auto' && s.engine.exactFeasible(s.scenario));
}

/**
 * The margin an adaptive run stops at: --epsilon, or — when the method is left to the game and
 * exact is not quick — the game's own (Imperial Assault: ±0.005), with --trials the most it runs.
 */
export function autoEpsilon(s: AnyScenario, args: OddsArgs): number | null {
  if (args.epsilon !== null) return args.epsilon;
  return args.method === 'auto' ? (s.engine.autoEpsilon?.(s.scenario) ?? null) : null;
}

/** A lazily started worker pool, shared by every Monte Carlo run of one command. */
export class CliPool {
  private pool: WorkerPool | null = null;
  private readonly workers: number | null;

  /** `workers`: --workers (capped at the cores, with a note on stderr), or null for the default. */
  constructor(
    workers: number | null,
    private readonly progress: boolean,
  ) {
    const count = workerCount(workers);
    if (count.note !== null) process.stderr.write(`${count.note}\n`);
    this.workers = count.workers;
  }

  /**
   * The pool, with `wanted` workers unless --workers says how many. An adaptive run and an
   * exact call use one worker (workers/monte-carlo-job.ts), so a command that makes only those
   * starts one: an idle second worker held ~36 MB (against a memory bound of 256 MB). A later
   * run that can use more starts a larger pool in its place.
   */
  private async started(wanted: number): Promise<WorkerPool> {
    const size = this.workers ?? wanted;
    if (this.pool && this.pool.size < size) {
      this.pool.close();
      this.pool = null;
    }
    if (!this.pool) {
      this.pool = createNodePool(size);
      await this.pool.ready();
    }
    return this.pool;
  }

  async monteCarlo(
    raw: unknown,
    trials: number,
    seed: number,
    epsilon: number | null,
  ): Promise<AttackResult> {
    const pool = await this.started(epsilon === null ? defaultWorkers() : 1);
    const show = this.progress
      ? (u: { progress: number; trialsDone: number }) =>
          process.stderr.write(
            `\r${(100 * u.progress).toFixed(1)}% (${u.trialsDone.toLocaleString('en')} trials)`,
          )
      : undefined;
    const job = {
      scenario: raw,
      trials,
      seed,
      ...(epsilon === null ? {} : { adaptiveEpsilon: epsilon }),
    };
    const outcome = await pool.run(job, show).outcome;
    if (this.progress) process.stderr.write('\r\x1b[K');
    if (outcome.status !== 'done')
      throw new Error(outcome.status === 'error' ? outcome.error : 'cancelled');
    return outcome.result;
  }

  /**
   * Exact distributions on a worker thread (an attack the estimate puts beyond a couple of
   * seconds): this thread stays free to show, on a terminal, the time so far against the estimate.
   */
  async exact(raw: unknown, estimateSeconds: number): Promise<AttackResult> {
    const pool = await this.started(1);
    const t0 = performance.now();
    const timer = this.progress
      ? setInterval(
          () =>
            process.stderr.write(
              `\r\x1b[K${exactProgress((performance.now() - t0) / 1000, estimateSeconds)}`,
            ),
          1000,
        )
      : null;
    try {
      const outcome = await pool.exact(raw);
      if (outcome.status !== 'done')
        throw new Error(outcome.status === 'error' ? outcome.error : 'cancelled');
      return outcome.result;
    } finally {
      if (timer) {
        clearInterval(timer);
        process.stderr.write('\r\x1b[K');
      }
    }
  }

  /**
   * A matchup grid on the worker threads, cells reported as they finish; on a
   * terminal, stderr counts them. Throws if the pool fails.
   */
  async matchup(job: MatchupJob, onCell: OnCell): Promise<void> {
    const pool = await this.started(defaultWorkers());
    const total = job.cells?.length ?? job.attackers.length * job.defenders.length;
    let done = 0;
    let shown = 0;
    const outcome = await pool.matchup(job, (i, j, cell) => {
      onCell(i, j, cell);
      done++;
      const now = performance.now();
      if (this.progress && (now - shown > 100 || done === total)) {
        shown = now;
        process.stderr.write(
          `\r\x1b[K${done.toLocaleString('en')} / ${total.toLocaleString('en')} cells`,
        );
      }
    });
    if (this.progress) process.stderr.write('\r\x1b[K');
    if (outcome.status !== 'done')
      throw new Error(outcome.status === 'error' ? outcome.error : 'cancelled');
  }

  close(): void {
    this.pool?.close();
  }
}

/** Runs the method the arguments ask for: exact here, Monte Carlo on the worker pool. */
export async function evaluateWith(
  s: AnyScenario,
  raw: unknown,
  args: OddsArgs,
  pool: CliPool,
): Promise<AttackResult> {
  return withPointsEfficiency(s, await run(s, raw, args, pool));
}

/** Exact here, or on a worker when it is long, or Monte Carlo on the worker pool. */
async function run(
  s: AnyScenario,
  raw: unknown,
  args: OddsArgs,
  pool: CliPool,
): Promise<AttackResult> {
  // Past exact, the game may stop at its own margin (the result's trials and intervals say so).
  if (!wantsExact(s, args))
    return pool.monteCarlo(raw, args.trials, args.seed, autoEpsilon(s, args));
  if (args.epsilon !== null) process.stderr.write(`${EPSILON_IGNORED}\n`);
  // Past its memory budget exact is refused at once (exit 1, as a run that runs out of memory).
  const refusal = s.engine.exactRefusal?.(s.scenario) ?? null;
  if (refusal !== null) throw new Error(refusal);
  // Only --exact reaches a long one (auto takes exact only when it is quick): say so at once.
  const estimate = s.engine.exactSeconds(s.scenario);
  const notice = exactNotice(estimate);
  if (notice) process.stderr.write(`${notice}\n`);
  return estimate > EXACT_WORKER_SECONDS ? pool.exact(raw, estimate) : evaluateExact(s);
}
