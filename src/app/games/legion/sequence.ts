import {
  isRecord,
  type JsonValue,
  type LegionAttack,
  type LegionScenario,
  type LegionSequence,
} from '../../../engine/index.ts';
import { attackView } from '../../../lib/editors/legion/legion-sequence.ts';
import { effectiveScenario } from './effective.ts';
import { sparseScenario } from './sparse.ts';

/** Leaves of `raw` kept where some attack's effective defender kept them, else the first's. */
function mergeKept(raw: unknown, effectives: readonly unknown[]): unknown {
  if (isRecord(raw))
    return Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [
        k,
        mergeKept(
          v,
          effectives.map((e) => (isRecord(e) ? e[k] : undefined)),
        ),
      ]),
    );
  return effectives.some((e) => JSON.stringify(e) === JSON.stringify(raw)) ? raw : effectives[0];
}

/**
 * The sequence the engine gets: each attack's hidden controls left out as for a single attack;
 * a defender control counts when it is shown for at least one of the attacks.
 */
export function effectiveSequence(seq: LegionSequence): LegionSequence {
  const each = seq.attacks.map((_, i) => effectiveScenario(attackView(seq, i)));
  return {
    ...structuredClone(seq),
    defender: mergeKept(
      seq.defender,
      each.map((e) => e.defender),
    ) as LegionSequence['defender'],
    guardians: each.some((e) => e.guardians.length > 0)
      ? (each.find((e) => e.guardians.length > 0)?.guardians ?? [])
      : [],
    attacks: seq.attacks.map((a, i) => {
      const e = each[i] as LegionScenario;
      const out: LegionAttack = {
        attackType: e.attackType,
        attacker: e.attacker,
        policy: e.policy,
        repeat: a.repeat,
      };
      if (e.range !== undefined) out.range = e.range;
      return out;
    }),
  };
}

/** The shortest sequence JSON that parses back to `seq` (each attack as short as a single one). */
export function sparseSequence(seq: LegionSequence): Record<string, JsonValue> {
  const first = sparseScenario(attackView(seq, 0));
  const shared: Record<string, JsonValue> = { v: 1, game: 'legion' };
  for (const k of ['edition', 'defender', 'guardians'])
    if (first[k] !== undefined) shared[k] = first[k] as JsonValue;
  const attacks = seq.attacks.map((a, i) => {
    const one = sparseScenario(attackView(seq, i));
    const out: Record<string, JsonValue> = {};
    for (const k of ['attackType', 'range', 'attacker', 'policy'])
      if (one[k] !== undefined) out[k] = one[k] as JsonValue;
    if (a.repeat !== 1) out['repeat'] = a.repeat;
    return out;
  });
  return { ...shared, attacks };
}
