import { isRecord, type JsonValue, type LegionScenario } from '../../../engine/index.ts';
import { defaultGuardian, schemaDefaults } from '../../../lib/editors/legion/legion-defaults.ts';

import { diff } from '../sparse-diff.ts';

/**
 * The shortest scenario that parses back to `s`: only fields that differ from the defaults.
 * Links stay short, and a hand-read link shows exactly what was set.
 */
export function sparseScenario(s: LegionScenario): Record<string, JsonValue> {
  const base = schemaDefaults();
  const guardianBase = defaultGuardian();
  const { guardians, ...rest } = s;
  const out = (diff(rest, { ...base, guardians: undefined }) ?? {}) as Record<string, JsonValue>;
  const attacker = (isRecord(out['attacker']) ? out['attacker'] : {}) as Record<string, JsonValue>;
  // The dice are required (and the schema default of one white die is not a real default).
  attacker['dice'] = Object.fromEntries(Object.entries(s.attacker.dice).filter(([, n]) => n > 0));
  const result: Record<string, JsonValue> = { v: 1, game: 'legion', ...out, attacker };
  if (guardians.length > 0)
    result['guardians'] = guardians.map((g) => ({
      x: g.x,
      ...((diff(g, guardianBase) ?? {}) as Record<string, JsonValue>),
    }));
  return result;
}
