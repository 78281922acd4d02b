import type { Summary } from './core/summary.ts';
import type { AttackResult } from './evaluate.ts';
import { gameEngine } from './games.ts';

/** The result's headline distribution (its game's `primary` field), if it has one. */
export function headline(r: AttackResult): Summary | undefined {
  const field = gameEngine(r.game)?.primary;
  const v = field === undefined ? undefined : r[field];
  return typeof v === 'object' && v !== null && 'pmf' in v ? (v as Summary) : undefined;
}
