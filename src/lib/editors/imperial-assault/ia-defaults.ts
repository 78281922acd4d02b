import { parseIaScenario, type IaScenario, type IaSurgeAbility } from '../../../engine/index.ts';

function parsed(input: unknown): IaScenario {
  const r = parseIaScenario(input);
  if (!r.ok) throw new Error(`built-in scenario is invalid: ${r.error.path} ${r.error.message}`);
  return r.value;
}

/** Every field at its schema default (a melee die only satisfies the required fields). */
export function schemaDefaults(): IaScenario {
  const s = parsed({
    v: 1,
    game: 'imperial-assault',
    attackType: 'melee',
    attacker: { dice: { red: 1 } },
  });
  return { ...s, attackType: 'ranged' };
}

/** A surge ability with every field at its default (cost 1, no effect). */
export function blankSurgeAbility(): IaSurgeAbility {
  return parsed({
    v: 1,
    game: 'imperial-assault',
    distance: 1,
    attacker: { dice: { red: 1 }, surgeAbilities: [{}] },
  }).attacker.surgeAbilities[0] as IaSurgeAbility;
}

/** What a newcomer sees: a Stormtrooper's blue and green dice at range 4 against a black die. */
export function starterScenario(): IaScenario {
  return parsed({
    v: 1,
    game: 'imperial-assault',
    attackType: 'ranged',
    distance: 4,
    attacker: {
      dice: { blue: 1, green: 1 },
      surgeAbilities: [
        { cost: 1, damage: 1 },
        { cost: 1, accuracy: 2 },
      ],
    },
    defender: { dice: { black: 1 }, health: 10 },
  });
}
