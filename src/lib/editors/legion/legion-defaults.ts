import {
  parseLegionScenario,
  type LegionGuardian,
  type LegionScenario,
} from '../../../engine/index.ts';

function parsed(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`built-in scenario is invalid: ${r.error.path} ${r.error.message}`);
  return r.value;
}

/** The schema's defaults for every field (the one die is only there to satisfy the schema). */
export function schemaDefaults(): LegionScenario {
  return parsed({ v: 1, game: 'legion', attacker: { dice: { white: 1 } } });
}

/** A guardian with every default filled in (Guardian 1, the smallest X). */
export function defaultGuardian(): LegionGuardian {
  const s = parsed({
    v: 1,
    game: 'legion',
    attacker: { dice: { white: 1 } },
    guardians: [{ x: 1 }],
  });
  return s.guardians[0] as LegionGuardian;
}

/** What a newcomer sees first: a common ranged attack into light cover. */
export function starterScenario(): LegionScenario {
  return parsed({
    v: 1,
    game: 'legion',
    attacker: { dice: { white: 4, red: 1 }, surge: 'hit', tokens: { aim: 1 } },
    defender: { die: 'white', surge: 'block', cover: 'light' },
  });
}
