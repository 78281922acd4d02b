import type { DetStep } from '../core/program.ts';
import { StateSet } from '../core/state-set.ts';
import type { ExpectedDamage } from './expected-damage.ts';
import { ALL_DICE, FRESH, KEY_WIDTH, PENDING } from './state.ts';

/** Whose reroll: the attacker maximises the expected damage, the defender minimises it. */
export type RerollSide = 'attacker' | 'defender';

const UNKNOWN = -2;
const STOP = -1;

/**
 * One reroll (seed 002, ATTACKS step 3: each die at most once per attack) as a policy step:
 * the side picks one of its dice not yet rerolled — or stops — by the exact expected damage of
 * each choice, given optimal surge spending and the rest of the rerolls (the attacker's choice
 * already sees how the defender will answer). Policies "max-damage" (attacker) and
 * "min-damage" (defender). Ties keep the dice (stopping), then the earlier colour and face.
 * The chosen die is marked pending; the roll that follows lands it among the rerolled dice.
 * Decisions are memoised by state, so a Monte Carlo trial only looks one up.
 */
export function rerollStep(
  side: RerollSide,
  colours: readonly number[],
  counter: number,
  index: number,
  ev: () => ExpectedDamage,
): DetStep {
  const slots: number[] = [];
  const pendings: number[] = [];
  for (const c of colours)
    (ALL_DICE[c]?.kinds ?? []).forEach((_, k) => {
      slots.push((FRESH[c] as number) + k);
      pendings.push(PENDING[c] as number);
    });
  const seen = new StateSet(KEY_WIDTH, 1024);
  let decisions = new Int32Array(1024).fill(UNKNOWN);
  const sign = side === 'attacker' ? 1 : -1;

  const decide = (s: Int32Array): number => {
    const left = s[counter] as number;
    const t = s.slice();
    t[counter] = 0;
    let best = STOP;
    let bestValue = sign * ev().from(index + 1, t);
    slots.forEach((slot, j) => {
      if ((s[slot] as number) === 0) return;
      t.set(s);
      t[slot] = (t[slot] as number) - 1;
      t[pendings[j] as number] = 1;
      t[counter] = left - 1;
      const v = sign * ev().from(index + 1, t);
      if (v > bestValue + 1e-12) {
        best = j;
        bestValue = v;
      }
    });
    return best;
  };

  return {
    kind: 'det',
    name: `${side}-reroll`,
    run: (s) => {
      const left = s[counter] as number;
      if (left === 0) return;
      const i = seen.indexOf(s);
      if (i >= decisions.length) {
        const grown = new Int32Array(decisions.length * 2).fill(UNKNOWN);
        grown.set(decisions);
        decisions = grown;
      }
      let d = decisions[i] as number;
      if (d === UNKNOWN) {
        d = decide(s);
        decisions[i] = d;
      }
      if (d === STOP) {
        s[counter] = 0;
        return;
      }
      const slot = slots[d] as number;
      s[slot] = (s[slot] as number) - 1;
      s[pendings[d] as number] = 1;
      s[counter] = left - 1;
    },
  };
}
