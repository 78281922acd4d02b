import {
  evaluateExact,
  isSequenceInput,
  pointsEfficiency,
  type AnyScenario,
  type AttackResult,
  type LegionScenario,
} from '../engine/index.ts';
import { createNodePool, defaultWorkers } from '../../workers/node-pool.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import type { OddsArgs } from './args.ts';

/** Whether the arguments ask for exact enumeration (auto: when the game says it is quick). */
export function wantsExact(s: AnyScenario, args: OddsArgs): boolean {
  return args.method === 'exact' || (args.method === 'auto' && s.engine.exactFeasible(s.scenario));
}

/** A lazily started worker pool, shared by every Monte Carlo run of one command. */
export class CliPool {
  private pool: WorkerPool | null = null;

  constructor(
    private readonly workers: number | null,
    private readonly progress: boolean,
  ) {}

  async monteCarlo(
    raw: unknown,
    trials: number,
    seed: number,
    epsilon: number | null,
  ): Promise<AttackResult> {
    if (!this.pool) {
      this.pool = createNodePool(this.workers ?? defaultWorkers());
      await this.pool.ready();
    }
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
    const outcome = await this.pool.run(job, show).outcome;
    if (this.progress) process.stderr.write('\r\x1b[K');
    if (outcome.status !== 'done')
      throw new Error(outcome.status === 'error' ? outcome.error : 'cancelled');
    return outcome.result;
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
  const result = wantsExact(s, args)
    ? evaluateExact(s)
    : await pool.monteCarlo(raw, args.trials, args.seed, args.epsilon);
  // Points efficiency is per attack: an attack sequence (`attacks`) reports none.
  return s.engine.id === 'legion' && !isSequenceInput(s.scenario)
    ? withPoints(s.scenario as LegionScenario, result)
    : result;
}

/**
 * Between unit presets, the result adds points efficiency (issue 12 item 4) and the version
 * of the card data the presets came from.
 */
function withPoints(s: LegionScenario, result: AttackResult): AttackResult {
  const points = pointsEfficiency(s, result);
  if (!points) return result;
  const commit = s.attacker.preset?.data ?? s.defender.preset?.data;
  return {
    ...result,
    points,
    data: { source: 'Legion HQ (github.com/TravisSClark/legion-hq-web)', commit },
  };
}
