import type { Parsed } from '../engine/index.ts';
import {
  checkPresetRecords,
  expandPresets,
  expandSequencePresets,
  hasPresetRecord,
} from '../engine/index.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a scenario names a unit preset on either side (then it needs the card data). */
export function namesPreset(json: unknown): boolean {
  if (!isObject(json) || json['game'] !== 'legion') return false;
  const names = (s: unknown) =>
    isObject(s) && (Object.hasOwn(s, 'unit') || Object.hasOwn(s, 'upgrades'));
  // An attack sequence: its defender, or any of its attacks' attackers.
  const attacks = Array.isArray(json['attacks']) ? json['attacks'] : [];
  return (
    names(json['attacker']) ||
    names(json['defender']) ||
    attacks.some((a: unknown) => isObject(a) && names(a['attacker']))
  );
}

/**
 * Expands a scenario's unit presets with the card data, loaded only when a scenario names a
 * unit (the data is ~350 KB of JSON); other scenarios come back unchanged.
 */
export async function expandIfPresets(json: unknown): Promise<Parsed<unknown>> {
  if (!namesPreset(json)) return { ok: true, value: json };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return isObject(json) && Array.isArray(json['attacks'])
    ? expandSequencePresets(json, LEGION_CARDS)
    : expandPresets(json, LEGION_CARDS);
}

/**
 * An expanded scenario's preset records checked against the card data (loaded only when a
 * record is there): a record is a fingerprint, so a made-up one is refused and a changed card's
 * points and miniatures are the card data's, with a line (`changed`) saying so.
 */
export async function checkRecords(
  json: unknown,
): Promise<
  { ok: true; value: unknown; changed: string[] } | Extract<Parsed<unknown>, { ok: false }>
> {
  if (!hasPresetRecord(json)) return { ok: true, value: json, changed: [] };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return checkPresetRecords(json, LEGION_CARDS);
}
