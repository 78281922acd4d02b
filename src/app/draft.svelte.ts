import { playerError } from '../lib/field-words.ts';
import type { AppGame } from './games/app-game.ts';

/**
 * One game's loadout in the editors, kept while another game is shown (switching back finds it
 * as it was), with what is derived from it.
 */
export class Draft<S> {
  readonly game: AppGame<S>;
  value = $state<S>(undefined as S);

  /** The scenario the engine sees: hidden controls left out. */
  readonly effective: S = $derived.by(() => this.game.effective($state.snapshot(this.value) as S));
  readonly parsed = $derived.by(() => this.game.parse(this.effective));
  readonly inputError = $derived(this.parsed.ok ? null : playerError(this.parsed.error));

  constructor(game: AppGame<S>) {
    this.game = game;
    this.value = game.starter();
  }

  /** Back to the game's starter loadout. */
  reset(): void {
    this.value = this.game.starter();
  }
}
