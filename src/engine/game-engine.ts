import type { LoadoutWords } from './core/loadout-words.ts';
import type { Program } from './core/program.ts';
import type { Summary } from './core/summary.ts';
import type { Parsed } from './core/validation.ts';

/** How to compile a program where it runs (a worker of a pool, or one thread alone). */
export interface CompileOptions {
  /**
   * Bytes the program's memo tables may hold (Imperial Assault's reroll search): a pool gives
   * each worker its share of one total, so the whole run stays within it. Absent: all of it
   * (DEFAULT_MEMO_BUDGET), as a thread that runs alone.
   */
  readonly memoBytes?: number;
}

/**
 * What every game gives the app without its executors: reading, words, feasibility and result
 * fields. The page holds only these; `compile`, which pulls in a game's search and simulation,
 * stays with the workers and the CLI (GameEngine).
 */
export interface GameRules<S> {
  readonly id: string;
  /**
   * The result field of the headline distribution (Legion `wounds`, Imperial Assault and Star
   * Wars Miniatures `damage`): CSV rows, sweeps and adaptive stopping read it. It must come
   * from the program's first observable.
   */
  readonly primary: string;
  /**
   * The result field holding the primary capped at what the target can still suffer (Legion
   * `woundsSuffered`), present when the target's health is known; what the app shows first.
   */
  readonly suffered?: string;
  /** Validates a scenario of this game (the one edge where input is checked). */
  parse(input: unknown): Parsed<S>;
  /** The loadout in a caption's words (caption.ts): what attacks, and what under which conditions. */
  words(s: S): LoadoutWords;
  /** Canonical JSON; parse(serialize(s)) = s. */
  serialize(s: S): string;
  /** Whether exact enumeration is quick enough to be the default. */
  exactFeasible(s: S): boolean;
  /**
   * Rough seconds exact enumeration will take (a 2-core machine), so a person who asks for it
   * on a huge attack is told at once rather than left waiting in silence.
   */
  exactSeconds(s: S): number;
  /**
   * Why exact enumeration of this scenario is refused before it starts (past its memory
   * budget: the exact run would throw ExactTooLarge), or null; absent: never refused.
   */
  exactRefusal?(s: S): string | null;
  /**
   * When exact enumeration is not the default, the automatic Monte Carlo stops as soon as every
   * P(primary ≥ k) is known to ± this (95%) rather than running its full trials; null or
   * absent: the full trials (trials that are cheap gain nothing from stopping early).
   */
  autoEpsilon?(s: S): number | null;
  /** Arranges the named summaries into the game's result fields (docs/scenario.md "The result"). */
  shape(quantities: Record<string, Summary>): Record<string, unknown>;
}

/** What every game gives the executors, the CLI and the workers: its rules and its program. */
export interface GameEngine<S> extends GameRules<S> {
  /** The program both executors run. */
  compile(s: S, options?: CompileOptions): Program;
}
