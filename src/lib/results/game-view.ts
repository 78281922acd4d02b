import type { AttackResult, Summary } from '../../engine/index.ts';

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

/** A result in steps' chance to have defeated the target after each step (see `killByStage`). */
export interface StageKill {
  /** P(defeated by the end of step k + 1). */
  readonly byStage: readonly number[];
  /** P(defeated by exactly step k + 1), where the result has it. */
  readonly fallsAt?: readonly number[];
  /** Monte Carlo: the 95% interval of each `byStage`. */
  readonly ci95?: readonly (readonly [number, number])[];
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
 * The headline's words when it is capped at what the target can still suffer (the result's
 * suffered field, lib/results/stats.ts `primary`), with a note on the overkill left out.
 */
export interface SufferedWords {
  /** As a heading: "Wounds suffered (unit has 4)". */
  readonly title: string;
  /** In running text: "wounds suffered". */
  readonly word: string;
  /** What was rolled beyond the target's health, in words (null: none can be). */
  readonly note: string | null;
}

/**
 * What the shared components (results, compare, share, export) know about a game: its words
 * and how to read its results, so they never branch on the game. The app's game descriptor
 * (src/app/games/app-game.ts) extends it.
 */
export interface GameView {
  /** The engine registry's id, also the scenario's `game`. */
  readonly id: string;
  /** The game's full name ("Star Wars: Legion"). */
  readonly label: string;
  /** The switcher's short name ("Legion"). */
  readonly short: string;
  readonly unit: Unit;
  /**
   * What the player set on top of unit presets (tokens, conditions), as chips beside the
   * headline ("+ Aim 1"): the answer depends on them though no card gives them.
   */
  added?(scenario: unknown): readonly { readonly text: string; readonly title: string }[];
  /** Extra key numbers beside the headline's median, sd and P(≥ 1). */
  keyNumbers(r: AttackResult): KeyNumber[];
  /** Secondary distributions. */
  cards(r: AttackResult): ResultCard[];
  /** The result's single probabilities by field name (CSV rows with k = 1). */
  probabilities(r: AttackResult): Record<string, number>;
  /**
   * The compare table's kill column: its heading, tooltip, and what a loadout needs for it
   * (`needs`, in the editors' words; absent when every loadout has it).
   */
  readonly kill: { readonly label: string; readonly title: string; readonly needs?: string };
  killChance(r: AttackResult): number | null;
  /** The headline's words when the result caps it at the target's health; null otherwise. */
  suffered?(r: AttackResult): SufferedWords | null;
  /** The attacking side's points (unit + upgrades), when the result has them. */
  points?(r: AttackResult): number | null;
  /**
   * A result reached in steps (a Legion attack sequence): one label per step, the last being
   * the whole result; none (or absent) for a single attack.
   */
  stages?(r: AttackResult): readonly string[];
  /** The result as it stood after step k of `stages` (everything up to and including it). */
  atStage?(r: AttackResult, k: number): AttackResult;
  /**
   * The chance the target is defeated by each step, for a result with a tracked target (a
   * single attack counts as one step); null when the target's defeat is not tracked.
   */
  killByStage?(r: AttackResult): StageKill | null;
}
