import type { Summary } from './core/summary.ts';
import type { AttackResult } from './evaluate.ts';
import { gameRules } from './game-rules.ts';

function field(r: AttackResult, name: string | undefined): Summary | undefined {
  const v = name === undefined ? undefined : r[name];
  return typeof v === 'object' && v !== null && 'pmf' in v ? (v as Summary) : undefined;
}

/** The result's headline distribution (its game's `primary` field), if it has one. */
export function headline(r: AttackResult): Summary | undefined {
  return field(r, gameRules(r.game)?.primary);
}

/**
 * The headline capped at what the target can still suffer (the game's `suffered` field), when
 * the result has it: the target's health was known.
 */
export function sufferedHeadline(r: AttackResult): Summary | undefined {
  return field(r, gameRules(r.game)?.suffered);
}
