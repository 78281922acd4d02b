import type { AttackResult } from '../../engine/index.ts';

/** What the compare table and the exports read of a pinned loadout. */
export interface PinView {
  readonly id: number;
  readonly label: string;
  /** Why it could not be computed, if it could not. */
  readonly error: string | null;
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
}
