import type { Summary } from '../core/summary.ts';
import { iaWords } from './loadout-words.ts';
import type { GameRules } from '../game-engine.ts';
import { IA_AUTO_EPSILON, iaExactFeasible, iaExactSeconds } from './exact-feasible.ts';
import { CONDITIONS, parseIaScenario, serializeIaScenario, type IaScenario } from './scenario.ts';

/** P(value ≥ 1) of a 0/1 quantity. */
const probability = (q: Summary | undefined): number => q?.atLeast[1] ?? 0;

/**
 * Star Wars: Imperial Assault without its executors, as the page sees it
 * (docs/rules/imperial-assault.md "Outputs").
 */
export const imperialAssaultRules: GameRules<IaScenario> = {
  id: 'imperial-assault',
  primary: 'damage',
  words: iaWords,
  parse: parseIaScenario,
  serialize: serializeIaScenario,
  exactFeasible: iaExactFeasible,
  exactSeconds: iaExactSeconds,
  // A large pool with rerolls searches its decisions as trials meet them, a few
  // thousand trials a second, so its Monte Carlo stops once every P(damage ≥ k) is known.
  autoEpsilon: () => IA_AUTO_EPSILON,
  shape(q) {
    return {
      damage: q['damage'],
      miss: probability(q['miss']),
      ...(q['defeated'] ? { defeated: probability(q['defeated']) } : {}),
      blast: q['blast'],
      cleave: q['cleave'],
      conditions: Object.fromEntries(CONDITIONS.map((c) => [c, probability(q[c])])),
    };
  },
};
