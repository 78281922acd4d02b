import type { Parsed } from '../../core/validation.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { expandPresets } from './expand-presets.ts';
import { expandSequencePresets } from './expand-sequence.ts';
import { isRecord } from '../../core/is-record.ts';

/** Whether a scenario names a unit preset on either side (then it needs the card data). */
export function namesPreset(json: unknown): boolean {
  if (!isRecord(json) || json['game'] !== 'legion') return false;
  const names = (s: unknown) =>
    isRecord(s) &&
    (Object.hasOwn(s, 'unit') || Object.hasOwn(s, 'card') || Object.hasOwn(s, 'upgrades'));
  // An attack sequence: its defender, or any of its attacks' attackers.
  const attacks = Array.isArray(json['attacks']) ? json['attacks'] : [];
  return (
    names(json['attacker']) ||
    names(json['defender']) ||
    attacks.some((a: unknown) => isRecord(a) && names(a['attacker']))
  );
}

/**
 * Expands the unit presets of a scenario or an attack sequence, as `npm run odds` does with a
 * file: every surface that takes a scenario accepts the same ones. Others come back unchanged.
 */
export function expandScenarioPresets(json: unknown, data: LegionCardData): Parsed<unknown> {
  if (!namesPreset(json)) return { ok: true, value: json };
  return isRecord(json) && Array.isArray(json['attacks'])
    ? expandSequencePresets(json, data)
    : expandPresets(json, data);
}
