import { captionLines } from '../../engine/index.ts';
import type { EntryView } from '../compare/entry-view.ts';

/**
 * Each loadout on the chart in words, through the engine's one caption writer: the current
 * loadout's whole scenario (`current`, as parsed), each pin's own.
 */
export function entryCaption(list: readonly EntryView[], current: unknown): string[] {
  const scenarios = list.flatMap((e) => {
    const scenario = e.pin ? e.pin.scenario : current;
    return scenario === undefined || scenario === null ? [] : [{ label: e.label, scenario }];
  });
  return captionLines(scenarios);
}
