import type { Parsed } from '../engine/index.ts';
import { expandPresets } from '../engine/index.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a scenario names a unit preset on either side (then it needs the card data). */
export function namesPreset(json: unknown): boolean {
  if (!isObject(json) || json['game'] !== 'legion') return false;
  return ['attacker', 'defender'].some((side) => {
    const s = json[side];
    return isObject(s) && (Object.hasOwn(s, 'unit') || Object.hasOwn(s, 'upgrades'));
  });
}

/**
 * Expands a scenario's unit presets with the card data, loaded only when a scenario names a
 * unit (the data is ~350 KB of JSON); other scenarios come back unchanged.
 */
export async function expandIfPresets(json: unknown): Promise<Parsed<unknown>> {
  if (!namesPreset(json)) return { ok: true, value: json };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return expandPresets(json, LEGION_CARDS);
}
