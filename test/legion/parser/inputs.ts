/** Scenario JSON, as a test writes it. */
export type Json = Record<string, unknown>;

/** The smallest valid scenario, plus whatever the case changes. */
export function scenario(over: Json = {}): Json {
  return { v: 1, game: 'legion', attacker: { dice: { red: 1 } }, ...over };
}

/** A scenario whose attacker is the minimal one plus `over`. */
export function withAttacker(over: Json): Json {
  return scenario({ attacker: { dice: { red: 1 }, ...over } });
}
