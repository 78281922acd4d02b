import type { LegionCardData, Parsed } from '../../engine/index.ts';
import type { UnitEntry } from './unit-search.ts';

/**
 * What the unit picker needs from the app. The card data stays in the preset worker: the page
 * asks for what it shows, when it shows it (the picker's rows, the cards of the units on
 * screen), and preset expansion (the engine's `expandPresets`, which runs the exact executor
 * once per weapon choice) runs there too.
 */
export interface PresetService {
  /** Every unit as the picker lists it (the card data loaded in the worker once). */
  entries(): Promise<readonly UnitEntry[]>;
  /** Gives the picker's rows once someone has asked for them, without asking. */
  loaded(): Promise<readonly UnitEntry[]>;
  /**
   * The part of the card data a loadout of these units needs: the units, the upgrades they may
   * take, the upgrades named and the counterparts (`cardSlice`); `bars`: the upgrade slots of
   * the player's own cards on screen, whose upgrades come along too.
   */
  cardsFor(
    units: readonly string[],
    upgrades: readonly string[],
    bars?: readonly string[],
  ): Promise<LegionCardData>;
  expand(input: unknown): Promise<Parsed<unknown>>;
  /** The device's storage for the player's own cards ("My units"); none: kept for the visit. */
  readonly storage?: Storage | null;
}
