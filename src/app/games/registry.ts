import {
  GAME_IDS,
  GAME_RULES,
  isGameId,
  type GameRules,
  type GameId,
  type ScenarioOf,
} from '../../engine/index.ts';
import type { AppGame, AppMode } from './app-game.ts';
import { imperialAssaultApp } from './imperial-assault.ts';
import { legionApp } from './legion.ts';
import { swmApp } from './swm.ts';

/**
 * Each registered game's app mode. The games themselves are listed once, in the engine's
 * registry (src/engine/game-rules.ts): tsc fails here until a newly registered game has its mode.
 */
const MODES: { readonly [K in GameId]: AppMode<ScenarioOf<K>> } = {
  legion: legionApp,
  'imperial-assault': imperialAssaultApp,
  swm: swmApp,
};

function withRules<K extends GameId>(id: K): AppGame<unknown> {
  const engine = GAME_RULES[id] as GameRules<ScenarioOf<K>>;
  const game: AppGame<ScenarioOf<K>> = {
    ...MODES[id],
    id,
    parse: (input) => engine.parse(input),
    exactFeasible: (s) => engine.exactFeasible(s),
    autoEpsilon: (s) => engine.autoEpsilon?.(s) ?? null,
  };
  // The store keeps every game's loadout as unknown; each only ever meets its own game's functions.
  return game as unknown as AppGame<unknown>;
}

const BY_ID = Object.fromEntries(GAME_IDS.map((id) => [id, withRules(id)])) as Readonly<
  Record<GameId, AppGame<unknown>>
>;

/** The games the app offers, in switcher order (the engine registry's). */
export const APP_GAMES: readonly AppGame<unknown>[] = GAME_IDS.map((id) => BY_ID[id]);

/** The app's mode for a game id (from a link or a pin), if it names a registered game. */
export function appGame(id: string): AppGame<unknown> | undefined {
  return isGameId(id) ? BY_ID[id] : undefined;
}

/** Legion: what the app opens with. */
export const DEFAULT_GAME: AppGame<unknown> = BY_ID.legion;
