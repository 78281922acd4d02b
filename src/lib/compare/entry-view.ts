import type { AttackResult } from '../../engine/index.ts';

/** The longest pin name kept (a name that describes its loadout runs to ~50; links keep it). */
export const PIN_NAME_LIMIT = 60;

/** What the compare table and the exports read of a pinned loadout. */
export interface PinView {
  readonly id: number;
  readonly label: string;
  /** Why it could not be computed, if it could not. */
  readonly error: string | null;
  /** Its scenario (as the engine parses it), for the exported caption. */
  readonly scenario?: unknown;
}

/** A loadout on screen: the current one, or a pin. */
export interface EntryView {
  readonly id: string;
  readonly label: string;
  /** Palette slot: 0 for the current loadout, 1..6 for pins. */
  readonly slot: number;
  readonly color: string;
  readonly result: AttackResult | null;
  readonly pin: PinView | null;
  /** The name of an earlier pin holding the very same loadout (it is pinned twice), or null. */
  readonly sameAs: string | null;
}
