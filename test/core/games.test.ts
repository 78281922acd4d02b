import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { appGame } from '../../src/app/games/registry.ts';
import { GAME_RULES, gameRules, parseAnyRules } from '../../src/engine/game-rules.ts';
import { GAME_IDS, GAMES, gameEngine, isGameId, parseAnyScenario } from '../../src/engine/games.ts';

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

describe('the rules registry the page reads', () => {
  it('lists the same games as the engines, in the same order, each with its rules', () => {
    expect(Object.keys(GAME_RULES)).toEqual(Object.keys(GAMES));
    for (const id of GAME_IDS) {
      expect(gameRules(id)?.id).toBe(id);
      expect(gameRules(id)).not.toHaveProperty('compile');
    }
    expect(parseAnyRules({ v: 1, game: 'nope' })).toEqual(parseAnyScenario({ v: 1, game: 'nope' }));
  });

  it("imports no game's engine: no game.ts, no Imperial Assault or Star Wars Miniatures compile", async () => {
    const r = await build({
      entryPoints: ['src/engine/game-rules.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      logLevel: 'silent',
    });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs).toContain('src/engine/imperial-assault/scenario.ts');
    expect(
      inputs.filter((f) => /(\/game|\/games|(imperial-assault|swm)\/compile)\.ts$/.test(f)),
    ).toEqual([]);
  });
});
