import type { Parsed } from '../../engine/index.ts';
import type { GameView } from '../../lib/results/game-view.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/**
 * What the app knows about one game: data and small pure functions, so the shared components
 * (results, compare, share, embed, export) never branch on the game. The editor components live
 * in games/editors.ts (this file is loaded by unit tests, which do not compile Svelte).
 */
export interface AppGame<S> extends GameView {
  /** The footer's sentence about the rules followed. */
  readonly about: string;
  /** What a newcomer sees first (a parsed, complete scenario). */
  starter(): S;
  /** Validates a scenario of this game (the engine's parser). */
  parse(input: unknown): Parsed<S>;
  /** The scenario the engine gets from the editor's values (hidden controls left out). */
  effective(editor: S): S;
  /** The shortest JSON that parses back to `s`, for links. */
  sparse(s: S): Record<string, Json>;
  /** Whether exact enumeration is quick enough to be the default (the engine's own test). */
  exactFeasible(s: S): boolean;
}
