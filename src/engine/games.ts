import type { GameEngine } from './game-engine.ts';
import { imperialAssaultGame } from './imperial-assault/game.ts';
import { legionGame } from './legion/game.ts';
import { swmGame } from './swm/game.ts';
import { ownEntry } from './core/own-entry.ts';
import { quote } from './core/quote.ts';
import type { Parsed } from './core/validation.ts';

/** The registry: game id → engine. The CLI, workers and app pick games only through it. */
export const GAMES: Readonly<Record<string, GameEngine<unknown>>> = {
  legion: legionGame as GameEngine<unknown>,
  'imperial-assault': imperialAssaultGame as GameEngine<unknown>,
  swm: swmGame as GameEngine<unknown>,
};

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
  const engine = ownEntry(GAMES, game);
  if (!engine) {
    const known = Object.keys(GAMES)
      .map((g) => JSON.stringify(g))
      .join(' | ');
    return {
      ok: false,
      error: { path: 'game', message: `expected ${known}, got ${quote(game)}` },
    };
  }
  const r = engine.parse(input);
  return r.ok ? { ok: true, value: { engine, scenario: r.value } } : r;
}
