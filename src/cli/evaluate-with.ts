import { evaluateExact, evaluateMonteCarlo, type AttackResult } from '../engine/evaluate.ts';
import type { AnyScenario } from '../engine/games.ts';
import type { OddsArgs } from './args.ts';

/** Runs the method the arguments ask for (auto: exact when the game says it is quick). */
export function evaluateWith(s: AnyScenario, args: OddsArgs): AttackResult {
  const exact =
    args.method === 'exact' || (args.method === 'auto' && s.engine.exactFeasible(s.scenario));
  return exact ? evaluateExact(s) : evaluateMonteCarlo(s, args.trials, args.seed);
}
