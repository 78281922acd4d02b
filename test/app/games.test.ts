import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppGame } from '../../src/app/games/app-game.ts';
import { APP_GAMES, appGame } from '../../src/app/games/registry.ts';
import { decodeFragment, encodeFragment } from '../../src/app/url-codec.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { GAME_IDS, GAMES, gameEngine, parseAnyScenario } from '../../src/engine/games.ts';
import { headline } from '../../src/engine/headline.ts';
import { summaries } from '../../src/lib/results/stats.ts';
import { csvText } from '../../src/lib/share/export.ts';

const DEFAULTS = { trials: 1_000_000, seed: 1 };

interface Golden {
  name: string;
  scenario: { game: string };
  expected: Record<string, unknown>;
}

function golden(dir: string): Golden[] {
  const root = join(import.meta.dirname, '../golden', dir);
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(root, f), 'utf8')) as Golden);
}

const GOLDEN_DIRS: Record<string, string[]> = {
  legion: ['legion', 'legion-complete'],
  'imperial-assault': ['imperial-assault'],
  swm: ['swm'],
};

function parse(game: AppGame<unknown>, input: unknown): unknown {
  const r = game.parse(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('the app game modules', () => {
  it('offer every game of the engine registry, in its order, Legion first', () => {
    expect(APP_GAMES[0]?.id).toBe('legion');
    expect(GAME_IDS).toEqual(['legion', 'imperial-assault', 'swm']);
    expect(APP_GAMES.map((g) => g.id)).toEqual(GAME_IDS);
    for (const id of GAME_IDS) expect(GAMES[id].id, id).toBe(id);
  });

  for (const game of APP_GAMES) {
    describe(game.short, () => {
      it('starts from a valid scenario of its own game, exact by default', () => {
        const s = game.starter();
        expect(parse(game, s)).toEqual(s);
        expect((s as { game: string }).game).toBe(game.id);
        expect(game.exactFeasible(s)).toBe(true);
      });

      const cases = (GOLDEN_DIRS[game.id] ?? []).flatMap(golden);
      it('has golden scenarios to check against', () => expect(cases.length).toBeGreaterThan(0));

      it.each(cases.map((c) => [c.name, c] as const))(
        'sparse links parse back to the same scenario and mean: %s',
        (_, c) => {
          const s = parse(game, c.scenario);
          const sparse = game.sparse(game.effective(s));
          expect(sparse['game']).toBe(game.id);
          expect(parse(game, sparse)).toEqual(game.effective(s));
          const fragment = encodeFragment(
            { scenario: sparse, mode: 'auto', trials: 1_000_000, seed: 1, pins: [] },
            DEFAULTS,
          );
          const d = decodeFragment(fragment, DEFAULTS);
          if (!d.ok || !d.state) throw new Error('link did not decode');
          const any = parseAnyScenario(d.state.scenario);
          if (!any.ok) throw new Error(any.error.message);
          expect(appGame(any.value.engine.id)).toBe(game);
          const expected = c.expected[gameEngine(game.id)?.primary ?? ''] as { mean: number };
          expect(headline(evaluateExact(any.value))?.mean).toBeCloseTo(expected.mean, 9);
        },
      );
    });
  }
});

describe('CSV export of any game', () => {
  const evaluate = (scenario: unknown) => {
    const any = parseAnyScenario(scenario);
    if (!any.ok) throw new Error(any.error.message);
    return evaluateExact(any.value);
  };

  it.each(APP_GAMES.map((g) => [g.id, g] as const))(
    '%s: one row per value of every distribution, one per single probability',
    (_, game) => {
      const r = evaluate(game.sparse(game.starter()));
      const all = summaries(r);
      const primaryName = gameEngine(game.id)?.primary ?? '';
      expect(all[primaryName]).toBe(headline(r));
      const text = csvText([
        {
          label: 'A',
          method: r.method,
          trials: r.trials,
          quantities: all,
          probabilities: game.probabilities(r),
        },
      ]);
      const rows = text.trim().split('\n').slice(1);
      const expected =
        Object.values(all).reduce((n, s) => n + s.pmf.length, 0) +
        Object.keys(game.probabilities(r)).length;
      expect(rows).toHaveLength(expected);
      // Probabilities print to 15 significant digits (a sum of floats prints as 1).
      for (const [name, p] of Object.entries(game.probabilities(r))) {
        const q = Number(p.toPrecision(15));
        expect(rows).toContain(`A,exact,,${name},1,${q},${q},,`);
      }
    },
  );

  it('Star Wars Miniatures splash damage gets its rows', () => {
    const r = evaluate({
      v: 1,
      game: 'swm',
      attacker: { attack: 10, damage: 20, splash: 10 },
      defender: { defense: 15, hp: 100, adjacentCharacters: 2 },
    });
    expect(Object.keys(summaries(r))).toEqual(
      expect.arrayContaining(['damage', 'hits', 'criticals', 'splash']),
    );
  });
});
