import type { KnownPart, Observable, Step } from '../core/program.ts';
import { DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { ALL_DICE, ATTACK_DIE_COUNT, DODGE_TOTAL, FRESH, STATE_SIZE } from './state.ts';

/** Whether kind `kind` of die colour c (ALL_DICE index) shows a dodge: a defense die's third icon. */
export function dodgeKind(c: number, kind: number): boolean {
  return c >= ATTACK_DIE_COUNT && (ALL_DICE[c]?.kinds[kind]?.[2] ?? 0) > 0;
}

/**
 * The part of an attack a dodge on the first roll decides (IA Rules Reference Guide, Accuracy and Miss: a
 * dodge makes the attack miss, whatever is rerolled; the defender never rerolls a dodge away
 * under its min-damage policy): its chance is exact, 1 − Π (1 − dodge faces / 6) over the
 * defense dice, and its outcome is the steps from `until` on run on a dodge (a miss: no
 * damage, no Blast, Cleave or condition). Monte Carlo leaves these trials to the report
 * (KnownPart). Null when no defense die can show a dodge.
 */
export function dodgePart(
  ctx: IaContext,
  steps: readonly Step[],
  until: number,
  observables: readonly Observable[],
): KnownPart | null {
  let none = 1;
  const slots: number[] = [];
  for (const c of DEFENSE_COLOUR_INDICES) {
    const die = ALL_DICE[c];
    if (!die) continue;
    let dodging = 0;
    die.kinds.forEach((_, i) => {
      if (!dodgeKind(c, i)) return;
      dodging += die.die.weights[i] ?? 0;
      slots.push((FRESH[c] as number) + i);
    });
    none *= (1 - dodging / die.die.sides) ** (ctx.pool[c] ?? 0);
  }
  if (none === 1) return null;
  const s = new Int32Array(STATE_SIZE);
  s[DODGE_TOTAL] = 1;
  for (const st of steps.slice(until)) if (st.kind === 'det') st.run(s);
  return {
    chance: 1 - none,
    test: (st) => {
      if ((st[DODGE_TOTAL] as number) > 0) return true;
      for (let i = 0; i < slots.length; i++)
        if ((st[slots[i] as number] as number) > 0) return true;
      return false;
    },
    values: observables.map((o) => s[o.slot] as number),
  };
}
