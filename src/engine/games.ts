import type { GameEngine } from './game-engine.ts';
import { parseAnyRules, type GameId, type ScenarioOf } from './game-rules.ts';
import { imperialAssaultGame } from './imperial-assault/game.ts';
import { legionGame } from './legion/game.ts';
import { swmGame } from './swm/game.ts';
import { ownEntry } from './core/own-entry.ts';
import type { Parsed } from './core/validation.ts';

/**
 * Each registered game's engine (game-rules.ts lists the games): its rules and its program. The
 * CLI and the workers pick engines only through it; the page never imports it (the searches and
 * simulations would load on its first screen).
 */
export const GAMES: { readonly [K in GameId]: GameEngine<ScenarioOf<K>> } = {
  legion: legionGame,
  'imperial-assault': imperialAssaultGame,
  swm: swmGame,
};

/** The engine of a game named by the user, if it is registered (own entries only). */
export function gameEngine(name: unknown): GameEngine<unknown> | undefined {
  return ownEntry<GameEngine<unknown>>(GAMES, name);
}

/** A validated scenario of some game, with its engine. */
export interface AnyScenario {
  readonly engine: GameEngine<unknown>;
  readonly scenario: unknown;
}

/** Validates any scenario (parseAnyRules) and hands it over with its game's engine. */
export function parseAnyScenario(input: unknown): Parsed<AnyScenario> {
  const r = parseAnyRules(input);
  if (!r.ok) return r;
  const engine = GAMES[r.value.game] as GameEngine<unknown>;
  return { ok: true, value: { engine, scenario: r.value.scenario } };
}

export { GAME_IDS, isGameId, type GameId, type ScenarioOf } from './game-rules.ts';
