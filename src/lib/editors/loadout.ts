import type { PresetService } from '../picker/preset-service.ts';

/** One game's loadout as its editors see it: they change `value` in place. */
export interface Loadout<S> {
  value: S;
}

/** A pinned loadout of the same game, as the editors may use it (a source of attacks). */
export interface PinnedLoadout<S> {
  readonly label: string;
  readonly scenario: S;
}

/** What every game's editors get (src/app/games/editors.ts lists them by game id). */
export interface EditorsProps<S> {
  draft: Loadout<S>;
  /** Back to the game's starter loadout ("Start over"). */
  onstartover: () => void;
  /** The game's pinned loadouts, in pin order. */
  pinned?: readonly PinnedLoadout<S>[];
  /** Legion's unit presets: the card data and expansion (absent: no unit picker). */
  presets?: PresetService | undefined;
}
