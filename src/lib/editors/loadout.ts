import type { PresetService } from '../picker/preset-service.ts';

/** One game's loadout as its editors see it: they change `value` in place. */
export interface Loadout<S> {
  value: S;
}

/** What every game's editors get (src/app/games/editors.ts lists them by game id). */
export interface EditorsProps<S> {
  draft: Loadout<S>;
  /** Back to the game's starter loadout ("Start over"). */
  onstartover: () => void;
  /** Legion's unit presets: the card data and expansion (absent: no unit picker). */
  presets?: PresetService | undefined;
}
