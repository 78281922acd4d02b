import type { GameEngine } from '../game-engine.ts';
import { compileLegion } from './compile.ts';
import { parseLegionScenario, serializeLegionScenario, type LegionScenario } from './scenario.ts';

/**
 * Exact enumeration is the default while the first roll has at most this many distinct
 * per-colour outcomes (a 12-white, 6-black, 2-red pool has 382,200); above it Monte Carlo is.
 */
const EXACT_OUTCOME_LIMIT = 100_000;

/** Distinct results of n dice with 4 result kinds: C(n + 3, 3). */
const outcomes = (n: number): number => ((n + 1) * (n + 2) * (n + 3)) / 6;

/** Star Wars: Legion, both editions, as the registry sees it. */
export const legionGame: GameEngine<LegionScenario> = {
  id: 'legion',
  parse: parseLegionScenario,
  serialize: serializeLegionScenario,
  compile: compileLegion,
  exactFeasible(s) {
    const d = s.attacker.dice;
    const mult = s.attacker.keywords.spray ? (s.defender.minisInLos ?? s.defender.minis ?? 1) : 1;
    return (
      outcomes(d.red * mult) * outcomes(d.black * mult) * outcomes(d.white * mult) <=
      EXACT_OUTCOME_LIMIT
    );
  },
  shape(q) {
    const guardians = Object.keys(q)
      .filter((k) => /^guardian\d+$/.test(k))
      .map((k) => ({ wounds: q[k] }));
    const out: Record<string, unknown> = {
      wounds: q['wounds'],
      ...(q['minisDefeated'] ? { minisDefeated: q['minisDefeated'] } : {}),
      ...(q['unitDefeated'] ? { unitDefeated: q['unitDefeated'] } : {}),
      attackerWounds: q['attackerWounds'],
      suppression: q['suppression'],
    };
    if (guardians.length > 0) {
      out['guardianWounds'] = q['guardianWounds'];
      out['guardians'] = guardians;
    }
    return out;
  },
};
