import type { Summary } from '../core/summary.ts';
import { legionWords } from './loadout-words.ts';
import type { Parsed } from '../core/validation.ts';
import type { GameRules } from '../game-engine.ts';
import { legionExactFeasible, legionExactSeconds } from './exact-feasible.ts';
import { parseLegionScenario, serializeLegionScenario, type LegionScenario } from './scenario.ts';
import {
  SEQUENCE_AUTO_EPSILON,
  sequenceExactFeasible,
  sequenceExactRefusal,
  sequenceExactSeconds,
  sequenceOptimalTooSlow,
} from './sequence-program.ts';
import { attackPrefix, DEFEATED_AT } from './sequence-report.ts';
import {
  isSequenceInput,
  parseLegionSequence,
  serializeLegionSequence,
  type LegionSequence,
} from './sequence-scenario.ts';

/** A Legion scenario: one attack, or a sequence of attacks on one defender (`attacks`). */
export type LegionInput = LegionScenario | LegionSequence;

export const isSequence = (s: LegionInput): s is LegionSequence => 'attacks' in s;

/** Legion's result fields from named summaries; `prefix` picks one attack of a sequence. */
function shapeAttack(q: Record<string, Summary>, prefix: string): Record<string, unknown> {
  const at = (name: string) => q[`${prefix}${name}`];
  const guardians = Object.keys(q)
    .filter((k) => k.startsWith(prefix) && /^guardian\d+$/.test(k.slice(prefix.length)))
    .map((k) => ({ wounds: q[k] }));
  const out: Record<string, unknown> = {
    wounds: at('wounds'),
    ...(at('woundsSuffered') ? { woundsSuffered: at('woundsSuffered') } : {}),
    ...(at('minisDefeated') ? { minisDefeated: at('minisDefeated') } : {}),
    ...(at('unitDefeated') ? { unitDefeated: at('unitDefeated') } : {}),
    ...(at('dodgeRegained') ? { dodgeRegained: at('dodgeRegained') } : {}),
    attackerWounds: at('attackerWounds'),
    suppression: at('suppression'),
  };
  if (guardians.length > 0) {
    out['guardianWounds'] = at('guardianWounds');
    out['guardians'] = guardians;
  }
  // A sequence: the wounds on each entry of `attacks`'s attacker (its repeats are one unit).
  const attackers = Object.keys(q)
    .filter((k) => k.startsWith(prefix) && /^attacker\d+$/.test(k.slice(prefix.length)))
    .map((k) => ({ wounds: q[k] }));
  if (attackers.length > 0) out['attackers'] = attackers;
  return out;
}

/**
 * "Attacks needed to defeat the unit": P(defeated by exactly attack k) for each attack, and
 * P(still standing after the last), from the `defeatedAt` distribution (0 = standing).
 */
function attacksToDefeat(s: Summary, attacks: number): Record<string, unknown> {
  const byAttack = Array.from({ length: attacks }, (_, k) => s.pmf[k + 1] ?? 0);
  let cumulative = 0;
  const median = byAttack.findIndex((p) => (cumulative += p) >= 0.5 - 1e-12);
  return {
    byAttack,
    notDefeated: s.pmf[0] ?? 0,
    median: median === -1 ? null : median + 1,
    ...(s.ci95
      ? {
          ci95: Array.from({ length: attacks }, (_, k) => s.ci95?.[k + 1] ?? [0, 0]),
          notDefeatedCi95: s.ci95[0],
        }
      : {}),
  };
}

/** A sequence, refused when its "optimal" rerolls would take too long to solve. */
function parseSequence(input: unknown): Parsed<LegionSequence> {
  const parsed = parseLegionSequence(input);
  const slow = parsed.ok ? sequenceOptimalTooSlow(parsed.value) : null;
  return slow === null ? parsed : { ok: false, error: slow };
}

/** Star Wars: Legion, both editions, without its executors. */
export const legionRules: GameRules<LegionInput> = {
  id: 'legion',
  primary: 'wounds',
  suffered: 'woundsSuffered',
  words: legionWords,
  parse: (input: unknown): Parsed<LegionInput> =>
    isSequenceInput(input) ? parseSequence(input) : parseLegionScenario(input),
  serialize: (s) => (isSequence(s) ? serializeLegionSequence(s) : serializeLegionScenario(s)),
  exactFeasible: (s) => (isSequence(s) ? sequenceExactFeasible(s) : legionExactFeasible(s)),
  // A sequence enumerates each attack from every carried state the ones before left.
  exactSeconds: (s) => (isSequence(s) ? sequenceExactSeconds(s) : legionExactSeconds(s)),
  exactRefusal: (s) => (isSequence(s) ? sequenceExactRefusal(s) : null),
  // A sequence's trial runs all its attacks: past exact, it stops at a margin.
  autoEpsilon: (s) => (isSequence(s) ? SEQUENCE_AUTO_EPSILON : null),
  shape(q) {
    const out = shapeAttack(q, '');
    let attacks = 0;
    while (q[`${attackPrefix(attacks)}wounds`]) attacks++;
    if (attacks === 0) return out;
    out['sequence'] = Array.from({ length: attacks }, (_, k) => shapeAttack(q, attackPrefix(k)));
    const at = q[DEFEATED_AT];
    if (at) out['attacksToDefeat'] = attacksToDefeat(at, attacks);
    return out;
  },
};
