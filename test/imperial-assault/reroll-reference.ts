import { iaContext } from '../../src/engine/imperial-assault/context.ts';
import {
  ATTACK_COLOURS,
  ATTACK_FACES,
  DEFENSE_FACES,
} from '../../src/engine/imperial-assault/dice.ts';
import { applyModifiers, cancelSurges } from '../../src/engine/imperial-assault/modifiers.ts';
import { resolveAttack } from '../../src/engine/imperial-assault/resolve-attack.ts';
import type { IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import {
  ACCURACY_TOTAL,
  ALL_DICE,
  BLOCK_TOTAL,
  DAMAGE,
  DAMAGE_TOTAL,
  DODGE_TOTAL,
  EVADE_TOTAL,
  STATE_SIZE,
  SURGE_TOTAL,
} from '../../src/engine/imperial-assault/state.ts';

/** One physical die: its colour (ALL_DICE index) and the face (0–5) it shows. */
export interface RefDie {
  readonly c: number;
  readonly f: number;
}

/** A reroll choice: the colour and result kind of the die rerolled, or null to stop. */
export type RefChoice = { readonly c: number; readonly kind: number } | null;

/** The value of a state under both policies, and the choice made in it. */
export interface RefPlay {
  readonly v: number;
  readonly choice: RefChoice;
}

type Icons = readonly [number, number, number];

/** The six printed faces of colour c (docs/rules/imperial-assault.md "Dice"). */
const faces = (c: number): readonly Icons[] => {
  const colour = ALL_DICE[c]?.colour as string;
  return c < ATTACK_COLOURS.length
    ? ATTACK_FACES[colour as keyof typeof ATTACK_FACES]
    : DEFENSE_FACES[colour as keyof typeof DEFENSE_FACES];
};

const iconsOf = (d: RefDie): Icons => faces(d.c)[d.f] as Icons;

/** The result kind of a die, as the engine numbers a colour's distinct faces. */
export function kindOf(d: RefDie): number {
  const [x, y, z] = iconsOf(d);
  return (ALL_DICE[d.c]?.kinds ?? []).findIndex((k) => k[0] === x && k[1] === y && k[2] === z);
}

const plus = (t: Icons, dice: readonly RefDie[]): Icons =>
  dice.reduce<Icons>((s, d) => {
    const i = iconsOf(d);
    return [s[0] + i[0], s[1] + i[1], s[2] + i[2]];
  }, t);

/**
 * A brute-force reference of the reroll policies (IA Rules Reference Guide, Attacks, step 3), independent of the
 * engine's search: physical dice, each of the six printed faces tried with probability 1/6,
 * every die a candidate in (colour, kind) order, the first strictly better choice kept (so a
 * tie keeps the dice, then the earlier colour and face). Final rolls are scored by the
 * engine's step-4–8 functions. Small states only.
 */
export class RerollReference {
  private readonly resolve: (s: Int32Array) => void;
  private readonly modify: (s: Int32Array) => void;
  private readonly scratch = new Int32Array(STATE_SIZE);
  private readonly memo = new Map<string, { v: number; choice: RefChoice }>();
  readonly rD: number;

  constructor(scenario: IaScenario) {
    const ctx = iaContext(scenario);
    this.modify = applyModifiers(ctx.modifiers);
    this.resolve = resolveAttack(ctx.rules, ctx.bounds);
    this.rD = ctx.defenderRerolls;
  }

  /** Damage of a final roll with attack totals a and defense totals d. */
  score(a: Icons, d: Icons): number {
    const s = this.scratch;
    s.fill(0);
    [s[DAMAGE_TOTAL], s[SURGE_TOTAL], s[ACCURACY_TOTAL]] = a;
    [s[BLOCK_TOTAL], s[EVADE_TOTAL], s[DODGE_TOTAL]] = d;
    this.modify(s);
    cancelSurges(s);
    this.resolve(s);
    return s[DAMAGE] as number;
  }

  /** The defender's best play with `r` rerolls left; attack totals are final. */
  defender(a: Icons, fresh: readonly RefDie[], totals: Icons, r: number): RefPlay {
    return this.best(
      'd',
      a,
      fresh,
      totals,
      r,
      (rest, t): number => this.defender(a, rest, t, r - 1).v,
    );
  }

  /** The attacker's best play with `r` rerolls left, the defender's dice all still to reroll. */
  attacker(
    fresh: readonly RefDie[],
    totals: Icons,
    r: number,
    defense: readonly RefDie[],
  ): RefPlay {
    return this.best(
      'a',
      defense,
      fresh,
      totals,
      r,
      (rest, t) => this.attacker(rest, t, r - 1, defense).v,
    );
  }

  private best(
    side: 'a' | 'd',
    other: readonly RefDie[] | Icons,
    fresh: readonly RefDie[],
    totals: Icons,
    r: number,
    next: (rest: RefDie[], totals: Icons) => number,
  ): RefPlay {
    const sorted = [...fresh].sort((x, y) => x.c - y.c || kindOf(x) - kindOf(y));
    const key = `${side}|${JSON.stringify(other)}|${JSON.stringify(sorted)}|${totals.join()}|${r}`;
    const hit = this.memo.get(key);
    if (hit) return hit;
    const all = plus(totals, sorted);
    let v: number;
    if (side === 'a') {
      const defense = other as readonly RefDie[];
      v =
        this.rD > 0
          ? this.defender(all, defense, [0, 0, 0], this.rD).v
          : this.score(all, plus([0, 0, 0], defense));
    } else v = this.score(other as Icons, all);
    let choice: RefChoice = null;
    if (r > 0)
      sorted.forEach((die, i) => {
        const rest = sorted.filter((_, j) => j !== i);
        let e = 0;
        for (let f = 0; f < 6; f++) e += next(rest, plus(totals, [{ c: die.c, f }])) / 6;
        if (side === 'a' ? e > v + 1e-12 : e < v - 1e-12) {
          v = e;
          choice = { c: die.c, kind: kindOf(die) };
        }
      });
    const out = { v, choice };
    this.memo.set(key, out);
    return out;
  }
}
