import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { scenarioArb as imperialAssaultScenarios } from '../imperial-assault/scenario-arb.ts';
import { scenarioArb as legionScenarios } from '../legion/properties/scenario-arb.ts';
import { turnArb } from '../swm/turn-arb.ts';
import { gameProperties, type GameUnderTest } from './game-properties.ts';

// The properties every game has (game-properties.ts), run for each game in the registry. A
// game's own properties (monotonicity, its rules) live beside its other tests.
const UNDER_TEST: readonly GameUnderTest[] = [
  { id: 'legion', scenarios: legionScenarios },
  {
    id: 'imperial-assault',
    scenarios: imperialAssaultScenarios.map((s) => ({ v: 1, game: 'imperial-assault', ...s })),
  },
  { id: 'swm', scenarios: turnArb.map((t) => ({ v: 1, game: 'swm', ...t })) },
];

describe('the games under the generic properties', () => {
  it('are every game in the registry (a new game gets them too)', () => {
    expect(UNDER_TEST.map((g) => g.id).sort()).toEqual(Object.keys(GAMES).sort());
  });
});

for (const game of UNDER_TEST) gameProperties(game);
