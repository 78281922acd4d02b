import type { Parsed } from '../engine/index.ts';
import { expandScenarioPresets, namesPreset } from '../engine/index.ts';

export { namesPreset };

/**
 * Expands a scenario's unit presets with the card data, loaded only when a scenario names a
 * unit (the data is ~350 KB of JSON); other scenarios come back unchanged.
 */
export async function expandIfPresets(json: unknown): Promise<Parsed<unknown>> {
  if (!namesPreset(json)) return { ok: true, value: json };
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  return expandScenarioPresets(json, LEGION_CARDS);
}
