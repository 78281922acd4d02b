import type { DetStep, RollStep, StateFn } from '../core/program.ts';
import { ATTACK_DICE, ATTACK_COLOURS, DEFENSE_DICE, type DefenseColour } from './dice.ts';
import { DEF, PENDING_ATK, PENDING_DEF, atk, def } from './state.ts';

/** A named deterministic operation. */
export function det(name: string, run: StateFn): DetStep {
  return { kind: 'det', name, run };
}

/** A deterministic operation that only canonicalises the state for merging (see DetStep). */
export function canonical(name: string, run: StateFn): DetStep {
  return { kind: 'det', name, run, canonical: true };
}

/** Empties the defense dice slots (cheaper than TypedArray.fill in the Monte Carlo loop). */
export function clearDefenseDice(s: Int32Array): void {
  s[DEF] = 0;
  s[DEF + 1] = 0;
  s[DEF + 2] = 0;
  s[DEF + 3] = 0;
  s[DEF + 4] = 0;
  s[DEF + 5] = 0;
}

/** Rolls the attack dice waiting in PENDING_ATK (all colours, or one) into their result slots. */
export function rollAttackDice(name: string, only?: number): RollStep {
  const colours = ATTACK_COLOURS.map((c, i) => ({
    die: ATTACK_DICE[c],
    pending: PENDING_ATK + i,
    into: atk(i, 0),
  }));
  return { kind: 'roll', name, dice: only === undefined ? colours : colours.slice(only, only + 1) };
}

/** Index of a defense colour in the DEF and PENDING_DEF slots. */
export const defIndex = (c: DefenseColour): number => (c === 'red' ? 0 : 1);

/** Rolls the defense dice of one colour waiting in PENDING_DEF into the DEF slots. */
export function rollDefenseDice(name: string, colour: DefenseColour): RollStep {
  const i = defIndex(colour);
  return {
    kind: 'roll',
    name,
    dice: [{ die: DEFENSE_DICE[colour], pending: PENDING_DEF + i, into: def(i, 0) }],
  };
}
