import type { GameEngine } from './game-engine.ts';
import { imperialAssaultGame } from './imperial-assault/game.ts';
import { legionGame } from './legion/game.ts';
import { swmGame } from './swm/game.ts';
import { ownEntry } from './core/own-entry.ts';
import { quote } from './core/quote.ts';
import type { Parsed } from './core/validation.ts';

/**
 * The registry: game id → engine, in the app's switcher order. This is the one list of games:
 * the CLI and the workers pick games only through it, and the app's table of game modes
 * (src/app/games/registry.ts) is keyed by it, so tsc fails until a new game has its app mode.
 */
export const GAMES = {
  legion: legionGame,
  'imperial-assault': imperialAssaultGame,
  swm: swmGame,
} as const;

/** A registered game's id (a scenario's `game`). */
export type GameId = keyof typeof GAMES;

/** The scenario type of a registered game. */
export type ScenarioOf<K extends GameId> =
  (typeof GAMES)[K] extends GameEngine<infer S> ? S : never;

/** Every registered game id, in registry order. */
export const GAME_IDS = Object.keys(GAMES) as readonly GameId[];

/** The engine of a game named by the user, if it is registered (own entries only). */
export function gameEngine(name: unknown): GameEngine<unknown> | undefined {
  return ownEntry<GameEngine<unknown>>(GAMES, name);
}

/** Whether `name` names a registered game ("constructor" or "__proto__" name none). */
export function isGameId(name: unknown): name is GameId {
  return gameEngine(name) !== undefined;
}

/** A validated scenario of some game, with its engine. */
export interface AnyScenario {
  readonly engine: GameEngine<unknown>;
  readonly scenario: unknown;
}

/** Validates any scenario: reads `game`, then lets that game's parser check the rest. */
export function parseAnyScenario(input: unknown): Parsed<AnyScenario> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: { path: '', message: 'expected a JSON object (a scenario)' } };
  const game = (input as Record<string, unknown>)['game'];
  if (game === undefined) return { ok: false, error: { path: 'game', message: 'required' } };
  const engine = gameEngine(game);
  if (!engine) {
    const known = GAME_IDS.map((g) => JSON.stringify(g)).join(' | ');
    return {
      ok: false,
      error: { path: 'game', message: `expected ${known}, got ${quote(game)}` },
    };
  }
  const r = engine.parse(input);
  return r.ok ? { ok: true, value: { engine, scenario: r.value } } : r;
}
