import type { LegionCardData, Parsed } from '../../engine/index.ts';

/**
 * What the unit picker needs from the app: the card data (loaded lazily, a chunk of its own)
 * and preset expansion (the engine's `expandPresets`, which runs the exact executor once per
 * weapon choice: off the page's thread).
 */
export interface PresetService {
  /** Loads the card data (once) and gives it. */
  cards(): Promise<LegionCardData>;
  /** Gives the card data once someone has loaded it, without loading it. */
  loaded(): Promise<LegionCardData>;
  expand(input: unknown): Promise<Parsed<unknown>>;
  /** The device's storage for the player's own cards ("My units"); none: kept for the visit. */
  readonly storage?: Storage | null;
}
