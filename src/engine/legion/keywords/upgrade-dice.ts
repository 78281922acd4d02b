import { det } from '../ops.ts';
import { PENDING_ATK } from '../state.ts';

/**
 * Upgrades up to x dice waiting to be rolled (rules/legion.md step 4a): black → red before
 * white → black (the choice changes only the spread, never the expected hits). A die moves at
 * most one step per effect.
 */
export function upgradeDice(name: string, x: number) {
  return det(name, (s) => {
    const black = Math.min(x, s[PENDING_ATK + 1] as number);
    const white = Math.min(x - black, s[PENDING_ATK + 2] as number);
    s[PENDING_ATK] = (s[PENDING_ATK] as number) + black;
    s[PENDING_ATK + 1] = (s[PENDING_ATK + 1] as number) - black + white;
    s[PENDING_ATK + 2] = (s[PENDING_ATK + 2] as number) - white;
  });
}
