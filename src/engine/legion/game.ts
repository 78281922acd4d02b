import type { GameEngine } from '../game-engine.ts';
import { compileLegion } from './compile.ts';
import { legionExactFeasible } from './exact-feasible.ts';
import { parseLegionScenario, serializeLegionScenario, type LegionScenario } from './scenario.ts';

/** Star Wars: Legion, both editions, as the registry sees it. */
export const legionGame: GameEngine<LegionScenario> = {
  id: 'legion',
  primary: 'wounds',
  parse: parseLegionScenario,
  serialize: serializeLegionScenario,
  compile: compileLegion,
  exactFeasible: legionExactFeasible,
  shape(q) {
    const guardians = Object.keys(q)
      .filter((k) => /^guardian\d+$/.test(k))
      .map((k) => ({ wounds: q[k] }));
    const out: Record<string, unknown> = {
      wounds: q['wounds'],
      ...(q['minisDefeated'] ? { minisDefeated: q['minisDefeated'] } : {}),
      ...(q['unitDefeated'] ? { unitDefeated: q['unitDefeated'] } : {}),
      ...(q['dodgeRegained'] ? { dodgeRegained: q['dodgeRegained'] } : {}),
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
