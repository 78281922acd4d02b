import type { GameEngine } from './game-engine.ts';
import type { GameId } from './game-rules.ts';

/**
 * Each game's engine as a chunk of its own: the page compiles a program only for a Monte Carlo
 * run, and then only for the game it runs, so no other game's search loads before it is chosen.
 */
const LOADERS: { readonly [K in GameId]: () => Promise<GameEngine<unknown>> } = {
  legion: () => import('./legion/game.ts').then((m) => m.legionGame as GameEngine<unknown>),
  'imperial-assault': () =>
    import('./imperial-assault/game.ts').then((m) => m.imperialAssaultGame as GameEngine<unknown>),
  swm: () => import('./swm/game.ts').then((m) => m.swmGame as GameEngine<unknown>),
};

/** A registered game's engine, loaded on first use (a module is fetched once). */
export function loadEngine(id: GameId): Promise<GameEngine<unknown>> {
  return LOADERS[id]();
}
