import type { AttackResult, GameId, JsonValue, Parsed } from '../../engine/index.ts';
import type { GameView } from '../../lib/results/game-view.ts';

/**
 * How much a pin's name says: `short` is the attack as a player would call it (dice, tokens,
 * key keywords); `full` adds the rest of the attack and the defender, for two loadouts that
 * share a short name.
 */
export type PinNameDetail = 'short' | 'full';

/**
 * What the app adds to a registered engine game: its words and small pure functions, so the
 * shared components (results, compare, share, embed, export) never branch on the game. Its id,
 * parser and feasibility test come from the engine (games/registry.ts); its editors are listed
 * in games/editors.ts, which only the main page loads.
 */
export interface AppMode<S> extends Omit<GameView, 'id'> {
  /** The footer's sentence about the rules followed. */
  readonly about: string;
  /** What a newcomer sees first (a parsed, complete scenario). */
  starter(): S;
  /** The scenario the engine gets from the editor's values (hidden controls left out). */
  effective(editor: S): S;
  /** The shortest JSON that parses back to `s`, for links. */
  sparse(s: S): Record<string, JsonValue>;
  /** A pin's name that says what the loadout is, in the game's own terms. */
  pinName(s: S, detail: PinNameDetail): string;
  /** The result with what only its scenario can add (Legion: points efficiency of unit presets). */
  withScenario?(r: AttackResult, s: S): AttackResult;
}

/** A game as the app uses it: its mode, with the engine's id, parser and feasibility test. */
export interface AppGame<S> extends AppMode<S>, GameView {
  /** The engine registry's id (src/engine/game-rules.ts), also the scenario's `game`. */
  readonly id: GameId;
  /** Validates a scenario of this game (the engine's parser). */
  parse(input: unknown): Parsed<S>;
  /** Whether exact enumeration is quick enough to be the default (the engine's own test). */
  exactFeasible(s: S): boolean;
  /** The engine's margin for the automatic Monte Carlo, when it stops early (else null). */
  autoEpsilon(s: S): number | null;
}
