import { expandScenarioPresets, type LegionCardData, type Parsed } from '../src/engine/index.ts';
import { cardSlice } from '../src/lib/picker/card-slice.ts';
import { unitEntries, type UnitEntry } from '../src/lib/picker/unit-search.ts';

/**
 * What the preset worker offers: the card data stays here (evaluated off the page's thread), and
 * the page gets only what it shows: the picker's rows, the cards of the units on screen, and a
 * scenario's or a sequence's presets expanded as odds expands them.
 */
export interface PresetApi {
  expand(input: unknown): Promise<Parsed<unknown>>;
  /** Every unit as the picker lists it. */
  entries(): Promise<UnitEntry[]>;
  /** The cards a loadout of these units (and own cards' upgrade bars) needs (`cardSlice`). */
  cardsFor(
    units: readonly string[],
    upgrades: readonly string[],
    bars?: readonly string[],
  ): Promise<LegionCardData>;
}

/** The worker side: the card data is imported once, on first use. */
export function createPresetApi(): PresetApi {
  let cards: Promise<LegionCardData> | null = null;
  let entries: UnitEntry[] | null = null;
  const load = () => (cards ??= import('../src/engine/cards.ts').then((m) => m.LEGION_CARDS));
  return {
    async expand(input) {
      return expandScenarioPresets(input, await load());
    },
    async entries() {
      entries ??= unitEntries(await load());
      return entries;
    },
    async cardsFor(units, upgrades, bars = []) {
      return cardSlice(await load(), units, upgrades, bars);
    },
  };
}
