import type { LegionScenario } from '../../../engine/index.ts';
import { defaultGuardian, schemaDefaults } from '../../../lib/editors/legion/legion-defaults.ts';

import type { Json } from '../app-game.ts';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of `value` that differ from `base`, or undefined when nothing does. */
export function diff(value: unknown, base: unknown): Json | undefined {
  if (isObject(value) && isObject(base)) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const d = Object.hasOwn(base, k) ? diff(v, base[k]) : (v as Json);
      if (d !== undefined) out[k] = d;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(value) === JSON.stringify(base) ? undefined : (value as Json);
}

/**
 * The shortest scenario that parses back to `s`: only fields that differ from the defaults.
 * Links stay short, and a hand-read link shows exactly what was set.
 */
export function sparseScenario(s: LegionScenario): Record<string, Json> {
  const base = schemaDefaults();
  const guardianBase = defaultGuardian();
  const { guardians, ...rest } = s;
  const out = (diff(rest, { ...base, guardians: undefined }) ?? {}) as Record<string, Json>;
  const attacker = (isObject(out['attacker']) ? out['attacker'] : {}) as Record<string, Json>;
  // The dice are required (and the schema default of one white die is not a real default).
  attacker['dice'] = Object.fromEntries(Object.entries(s.attacker.dice).filter(([, n]) => n > 0));
  const result: Record<string, Json> = { v: 1, game: 'legion', ...out, attacker };
  if (guardians.length > 0)
    result['guardians'] = guardians.map((g) => ({
      x: g.x,
      ...((diff(g, guardianBase) ?? {}) as Record<string, Json>),
    }));
  return result;
}
