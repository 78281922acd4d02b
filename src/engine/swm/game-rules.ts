import type { Summary } from '../core/summary.ts';
import { swmWords } from './loadout-words.ts';
import type { GameRules } from '../game-engine.ts';
import { parseSwmScenario, serializeSwmScenario, type SwmScenario } from './scenario.ts';

/**
 * P(defeated) and, from Monte Carlo, its 95% interval: the complement of the interval of
 * P(not defeated) (Wilson intervals are symmetric under complement), which exists even when no
 * trial defeated the target.
 */
function defeatedFields(d: Summary | undefined): Record<string, unknown> {
  if (!d) return { defeated: 0 };
  const p = d.atLeast[1] ?? 0;
  const alive = d.ci95?.[0];
  return alive ? { defeated: p, defeatedCi95: [1 - alive[1], 1 - alive[0]] } : { defeated: p };
}

/** Star Wars Miniatures (SWM Battle of Hoth rulebook), one attacker's turn against one target, without its executor. */
export const swmRules: GameRules<SwmScenario> = {
  id: 'swm',
  primary: 'damage',
  words: swmWords,
  parse: parseSwmScenario,
  serialize: serializeSwmScenario,
  // At most 10 attacks over a handful of Force and damage states: always quick to enumerate.
  exactFeasible: () => true,
  exactSeconds: () => 0.01,
  shape(q) {
    const out: Record<string, unknown> = {
      damage: q['damage'],
      ...defeatedFields(q['defeated']),
      hits: q['hits'],
      criticals: q['criticals'],
    };
    // Damage to each character adjacent to the target: they all share this distribution.
    if (q['splash']) out['splash'] = q['splash'];
    return out;
  },
};
