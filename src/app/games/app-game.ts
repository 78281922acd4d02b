import type { AttackResult, Parsed, Summary } from '../../engine/index.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** One small number beside the headline mean (e.g. "Unit defeated 42%"). */
export interface KeyNumber {
  readonly label: string;
  readonly value: string;
  /** A longer explanation (tooltip). */
  readonly title?: string;
}

/** A secondary distribution shown as a card under the headline table. */
export interface ResultCard {
  readonly title: string;
  readonly s: Summary;
  /** Show P(≥ k) for k = 1..this. */
  readonly upTo: number;
  readonly note?: string;
}

/** The words the results use for the headline quantity. */
export interface Unit {
  /** In running text: "mean wounds", "3 damage". */
  readonly word: string;
  /** As a heading or column: "Wounds", "Damage". */
  readonly title: string;
  /** The at-least table's caption. */
  readonly caption: string;
}

/**
 * What the app knows about one game: data and small pure functions, so the shared components
 * (results, compare, share, embed, export) never branch on the game. The editor components live
 * in games/editors.ts (this file is loaded by unit tests, which do not compile Svelte).
 */
export interface AppGame<S> {
  /** The engine registry's id (src/engine/games.ts), also the scenario's `game`. */
  readonly id: string;
  /** The game's full name ("Star Wars: Legion"). */
  readonly label: string;
  /** The switcher's short name ("Legion"). */
  readonly short: string;
  readonly unit: Unit;
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
  /** Extra key numbers beside the headline's median, sd and P(≥ 1). */
  keyNumbers(r: AttackResult): KeyNumber[];
  /** Secondary distributions. */
  cards(r: AttackResult): ResultCard[];
  /** The result's single probabilities by field name (CSV rows with k = 1). */
  probabilities(r: AttackResult): Record<string, number>;
  /** The compare table's kill column: its heading, tooltip and value (null: no column). */
  readonly kill: { readonly label: string; readonly title: string };
  killChance(r: AttackResult): number | null;
}
