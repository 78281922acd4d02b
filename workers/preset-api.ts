import { expandScenarioPresets, type LegionCardData, type Parsed } from '../src/engine/index.ts';

/**
 * What the preset worker offers: a scenario's or a sequence's presets expanded as odds expands
 * them, with the card data it loads on first use.
 */
export interface PresetApi {
  expand(input: unknown): Promise<Parsed<unknown>>;
}

/** The worker side: the card data is imported once, on the first expansion. */
export function createPresetApi(): PresetApi {
  let cards: Promise<LegionCardData> | null = null;
  return {
    async expand(input) {
      cards ??= import('../src/engine/cards.ts').then((m) => m.LEGION_CARDS);
      return expandScenarioPresets(input, await cards);
    },
  };
}
