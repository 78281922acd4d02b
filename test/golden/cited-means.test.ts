import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';

/**
 * The means the specification's golden README cited beside the files (test/golden/README.md,
 * "Means cited beside them") that no other test checks, to the 4 decimals it gave.
 */
const MEANS: [string, unknown, number][] = [
  [
    '4 white + 1 red, surge→hit, 1 Aim (conservative), against white defense, no cover',
    { v: 1, game: 'legion', attacker: { dice: { white: 4, red: 1 }, surge: 'hit', tokens: { aim: 1 } } },
    2.6086,
  ],
  [
    '6 red, surge→crit, Impact 3, Pierce 3 against red defense, Armor 2, 1 Dodge, heavy cover',
    {
      v: 1,
      game: 'legion',
      attacker: { dice: { red: 6 }, surge: 'crit', keywords: { impact: 3, pierce: 3 } },
      defender: { die: 'red', cover: 'heavy', keywords: { armor: 2 }, tokens: { dodge: 1 } },
    },
    2.9542,
  ],
];

describe('cited means', () => {
  it.each(MEANS)('%s', (_name, scenario, mean) => {
    const parsed = parseAnyScenario(scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const wounds = evaluateExact(parsed.value).wounds;
    expect(Math.abs((wounds?.mean ?? NaN) - mean)).toBeLessThan(5e-5);
  });
});
