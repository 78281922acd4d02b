import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { appGame } from '../../src/app/games/registry.ts';
import { GAME_RULES, gameRules, parseAnyRules } from '../../src/engine/game-rules.ts';
import { loadEngine } from '../../src/engine/load-engine.ts';
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

  // The page imports index.ts: each game's engine (game.ts, its compile) must stay out of it,
  // reached only by loadEngine's dynamic imports (a chunk per game).
  it.each(['src/engine/game-rules.ts', 'src/engine/index.ts'])(
    "%s statically imports no game's engine",
    async (entry) => {
      const r = await build({
        entryPoints: [entry],
        bundle: true,
        splitting: true,
        outdir: 'out',
        write: false,
        metafile: true,
        format: 'esm',
        logLevel: 'silent',
      });
      // The entry's chunk and every chunk it imports statically: what loads with it.
      const outputs = r.metafile.outputs;
      const loaded = [Object.keys(outputs).find((k) => outputs[k]?.entryPoint === entry)!];
      for (const file of loaded)
        for (const i of outputs[file]?.imports ?? [])
          if (i.kind === 'import-statement' && !loaded.includes(i.path)) loaded.push(i.path);
      const inputs = loaded.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
      expect(inputs).toContain('src/engine/imperial-assault/scenario.ts');
      const engines = inputs.filter((f) =>
        /(\/game|\/games|(imperial-assault|swm)\/compile)\.ts$/.test(f),
      );
      expect(engines).toEqual([]);
    },
  );

  it.each(GAME_IDS)('loads the %s engine on demand: the registered one', async (id) => {
    expect(await loadEngine(id)).toBe(GAMES[id]);
  });
});
