import type { AttackContext } from '../context.ts';
import { CRITS, HITS, PIERCE } from '../state.ts';

/**
 * How much Pierce to spend on a guardian's `blocks`, given the hits later guardians will still
 * cancel (`laterCancels`). Returns the Pierce to spend (never more than there is).
 */
export type PierceSplitPolicy = (s: Int32Array, blocks: number, laterCancels: number) => number;

/**
 * docs/rules/legion.md "Pierce split, defender-first" (default): keep Pierce for the defender's dice
 * unless it cannot be used there — the defender will roll no dice, or has Immune: Pierce.
 */
export function defenderFirst(ctx: AttackContext): PierceSplitPolicy {
  return (s, blocks, laterCancels) => {
    const defenderDice = (s[CRITS] as number) + Math.max(0, (s[HITS] as number) - laterCancels);
    if (!ctx.pierceImmune && defenderDice > 0) return 0;
    return Math.min(blocks, s[PIERCE] as number);
  };
}

/** "guardian-first": spend Pierce on the guardian's blocks first; what is left goes on. */
export function guardianFirst(): PierceSplitPolicy {
  return (s, blocks) => Math.min(blocks, s[PIERCE] as number);
}

/**
 * "max-total": maximise the expected wounds dealt to guardian and defender together. Pierce
 * spent on a guardian's block turns it into a certain wound; kept for the defender it is worth a
 * wound only if the defender rolls that block, so at most 1 — the maximum is always to spend on
 * the guardian first, which makes this policy coincide with "guardian-first".
 */
export function maxTotal(): PierceSplitPolicy {
  return guardianFirst();
}

/** Pierce split policies by scenario name. */
export const PIERCE_SPLIT_POLICIES = {
  'defender-first': defenderFirst,
  'guardian-first': guardianFirst,
  'max-total': maxTotal,
} as const;
