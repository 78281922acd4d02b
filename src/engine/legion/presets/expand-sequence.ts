import type { Parsed } from '../../core/validation.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { expandPresets } from './expand-presets.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';

/** Fields a sequence shares; the rest of an attack is its own. */
const SHARED = ['v', 'game', 'edition', 'defender', 'guardians'];

/**
 * Expands the unit presets of an attack sequence (`attacks`): each attack is expanded exactly as
 * a single attack against the sequence's defender (`expandPresets`: its weapons chosen against
 * that defender), and the defender once. Errors name the attack. Other input comes back as it is.
 */
export function expandSequencePresets(input: unknown, data: LegionCardData): Parsed<unknown> {
  if (!isRecord(input) || !Array.isArray(input['attacks'])) return { ok: true, value: input };
  const shared = Object.fromEntries(Object.entries(input).filter(([k]) => SHARED.includes(k)));
  const attacks: unknown[] = [];
  let defender: unknown = input['defender'];
  for (const [i, a] of input['attacks'].entries()) {
    if (!isRecord(a)) {
      attacks.push(a);
      continue;
    }
    const { repeat, ...own } = a;
    const r = expandPresets({ ...shared, ...own }, data);
    if (!r.ok) {
      const path = r.error.path;
      const isShared = SHARED.includes(path.split('.')[0] ?? '');
      return {
        ok: false,
        error: { path: isShared ? path : `attacks.${i}.${path}`, message: r.error.message },
      };
    }
    const e = r.value as JsonRecord;
    if (i === 0) defender = e['defender'];
    attacks.push({
      ...Object.fromEntries(Object.entries(e).filter(([k]) => !SHARED.includes(k))),
      ...(repeat === undefined ? {} : { repeat }),
    });
  }
  return {
    ok: true,
    value: { ...input, ...(defender === undefined ? {} : { defender }), attacks },
  };
}
