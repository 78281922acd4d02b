import type { GameRules } from './game-engine.ts';
import { imperialAssaultRules } from './imperial-assault/game-rules.ts';
import { legionRules } from './legion/game-rules.ts';
import { swmRules } from './swm/game-rules.ts';
import { ownEntry } from './core/own-entry.ts';
import { quote } from './core/quote.ts';
import type { Parsed } from './core/validation.ts';

/**
 * The registry of games without their executors: game id → rules, in the app's switcher order.
 * This is the one list of games: the engines (games.ts) are keyed by it, and the app's table of
 * game modes (src/app/games/registry.ts) too, so tsc fails until a new game has both. The page
 * reads only this, so no game's search or simulation loads before a worker asks for it.
 */
export const GAME_RULES = {
  legion: legionRules,
  'imperial-assault': imperialAssaultRules,
  swm: swmRules,
} as const;

/** A registered game's id (a scenario's `game`). */
export type GameId = keyof typeof GAME_RULES;

/** The scenario type of a registered game. */
export type ScenarioOf<K extends GameId> =
  (typeof GAME_RULES)[K] extends GameRules<infer S> ? S : never;

/** Every registered game id, in registry order. */
export const GAME_IDS = Object.keys(GAME_RULES) as readonly GameId[];

/** The rules of a game named by the user, if it is registered (own entries only). */
export function gameRules(name: unknown): GameRules<unknown> | undefined {
  return ownEntry<GameRules<unknown>>(GAME_RULES, name);
}

/** Whether `name` names a registered game ("constructor" or "__proto__" name none). */
export function isGameId(name: unknown): name is GameId {
  return gameRules(name) !== undefined;
}

/** A validated scenario of some game, with its rules. */
export interface AnyRules {
  readonly game: GameId;
  readonly rules: GameRules<unknown>;
  readonly scenario: unknown;
}

/** Validates any scenario: reads `game`, then lets that game's parser check the rest. */
export function parseAnyRules(input: unknown): Parsed<AnyRules> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: { path: '', message: 'expected a JSON object (a scenario)' } };
  const game = (input as Record<string, unknown>)['game'];
  if (game === undefined) return { ok: false, error: { path: 'game', message: 'required' } };
  if (!isGameId(game)) {
    const known = GAME_IDS.map((g) => JSON.stringify(g)).join(' | ');
    return {
      ok: false,
      error: { path: 'game', message: `expected ${known}, got ${quote(game)}` },
    };
  }
  const rules = GAME_RULES[game] as GameRules<unknown>;
  const r = rules.parse(input);
  return r.ok ? { ok: true, value: { game, rules, scenario: r.value } } : r;
}
