import { GAMES } from '../../engine/index.ts';
import type { AppGame } from './app-game.ts';
import { imperialAssaultApp } from './imperial-assault.ts';
import { legionApp } from './legion.ts';
import { swmApp } from './swm.ts';

/** Every game the app has a mode for, in switcher order. */
const ALL: readonly AppGame<unknown>[] = [
  legionApp as AppGame<unknown>,
  imperialAssaultApp as AppGame<unknown>,
  swmApp as AppGame<unknown>,
];

/** The games the app offers: those with a mode here and an engine in the registry. */
export const APP_GAMES: readonly AppGame<unknown>[] = ALL.filter((g) => GAMES[g.id] !== undefined);

/** The app's mode for a registered game id, if it has one. */
export function appGame(id: string): AppGame<unknown> | undefined {
  return APP_GAMES.find((g) => g.id === id);
}

/** The first game (Legion): what the app opens with. */
export const DEFAULT_GAME: AppGame<unknown> = legionApp as AppGame<unknown>;
