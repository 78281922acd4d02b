import { parseSwmScenario, type SwmScenario } from '../../../engine/index.ts';

function parsed(input: unknown): SwmScenario {
  const r = parseSwmScenario(input);
  if (!r.ok) throw new Error(`built-in scenario is invalid: ${r.error.path} ${r.error.message}`);
  return r.value;
}

/** Every optional field at its default (the required numbers only satisfy the schema). */
export function schemaDefaults(): SwmScenario {
  return parsed({
    v: 1,
    game: 'swm',
    attacker: { attack: 0, damage: 0 },
    defender: { defense: 0, hp: 1 },
  });
}

/** What a newcomer sees: a +9 trooper with Double Attack shooting a Defense 17 character. */
export function starterScenario(): SwmScenario {
  return parsed({
    v: 1,
    game: 'swm',
    attacker: { attack: 9, damage: 20, doubleAttack: true },
    defender: { defense: 17, hp: 80 },
  });
}
