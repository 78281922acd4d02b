import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import type { SwmScenario } from '../../src/engine/swm/scenario.ts';
import { enumerateRolls, type Pmfs } from './enumerate-rolls.ts';
import { iaAttack } from './imperial-assault-reference.ts';
import { legionAttack } from './legion-reference.ts';
import { swmTurn } from './swm-reference.ts';

/**
 * The known answers of test/golden that the brute-force reference can enumerate, derived a
 * second time without the engine: the reference alone must give every bucket of every output
 * the file holds (test/golden/README.md names which answers this checks).
 */

const GOLDEN = new URL('../golden/', import.meta.url);

/** The golden files within the reference's reach (the others use keywords it does not model). */
const IN_REACH = [
  'legion/one-red-vs-white.json',
  'imperial-assault/blue-green-plus2-range4-vs-black.json',
  'imperial-assault/blue-green-plus2-range4-vs-white.json',
  'imperial-assault/greedy-is-wrong-pierce-beats-damage.json',
  'imperial-assault/hidden-weakened-focused.json',
  'imperial-assault/red-red-melee-vs-nothing.json',
  'imperial-assault/red-yellow-melee-dmg-or-pierce-vs-black.json',
  'swm/droid-takes-no-crit.json',
  'swm/force-reroll-vs-deflect.json',
  'swm/leia-shoots-vader.json',
  'swm/snowtrooper-combined-fire-vs-han-in-cover.json',
];

type Expected = { pmf: number[] } | { values: number[]; probs: number[] } | number;

/** A golden output as a pmf: Star Wars Miniatures lists damage values; a probability p is [1 − p, p]. */
function asPmf(e: Expected): number[] {
  if (typeof e === 'number') return [1 - e, e];
  if ('pmf' in e) return e.pmf;
  const pmf: number[] = [];
  e.values.forEach((v, i) => (pmf[v] = e.probs[i] as number));
  return Array.from(pmf, (p) => p ?? 0);
}

function reference(scenario: unknown): Pmfs {
  const parsed = parseAnyScenario(scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  const s = parsed.value.scenario;
  switch (parsed.value.engine.id) {
    case 'legion':
      return enumerateRolls(legionAttack(s as LegionScenario));
    case 'imperial-assault':
      return enumerateRolls(iaAttack(s as IaScenario));
    default:
      return enumerateRolls(swmTurn(s as SwmScenario));
  }
}

describe('the brute-force reference reproduces the known answers within its reach', () => {
  it.each(IN_REACH)('%s', (file) => {
    const g = JSON.parse(readFileSync(new URL(file, GOLDEN), 'utf8')) as {
      scenario: unknown;
      expected: Record<string, Expected>;
    };
    const got = reference(g.scenario);
    // Legion's attackerWounds: no keyword here wounds the attacker; the reference does not model it.
    const outputs = Object.entries(g.expected).filter(([k]) => k !== 'attackerWounds');
    expect(outputs.length).toBeGreaterThan(0);
    for (const [name, expected] of outputs) {
      const pmf = got[name];
      expect(pmf, name).toBeDefined();
      const want = asPmf(expected);
      for (let k = 0; k < Math.max(want.length, pmf?.length ?? 0); k++)
        expect(Math.abs((pmf?.[k] ?? 0) - (want[k] ?? 0)), `${name}[${k}]`).toBeLessThan(1e-12);
    }
  });
});
