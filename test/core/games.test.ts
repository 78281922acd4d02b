import { describe, expect, it } from 'vitest';
import { appGame } from '../../src/app/games/registry.ts';
import { GAME_IDS, gameEngine, isGameId, parseAnyScenario } from '../../src/engine/games.ts';

// Names every plain object answers to: a lookup by a user's `game` must not find them.
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('the game registry', () => {
  it('finds each registered game by its id', () => {
    for (const id of GAME_IDS) {
      expect(isGameId(id)).toBe(true);
      expect(gameEngine(id)?.id).toBe(id);
      expect(appGame(id)?.id).toBe(id);
    }
  });

  it.each(INHERITED)('names no game by the inherited name %s', (name) => {
    expect(isGameId(name)).toBe(false);
    expect(gameEngine(name)).toBeUndefined();
    expect(appGame(name)).toBeUndefined();
    const r = parseAnyScenario({ v: 1, game: name });
    expect(r).toEqual({
      ok: false,
      error: {
        path: 'game',
        message: `expected "legion" | "imperial-assault" | "swm", got ${JSON.stringify(name)}`,
      },
    });
  });
});
