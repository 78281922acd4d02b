import { describe, expect, it } from 'vitest';
import { evaluateExact, type AttackResult } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import type { SwmScenario } from '../../src/engine/swm/scenario.ts';
import { enumerateRolls, type Pmfs } from './enumerate-rolls.ts';
import * as ia from './imperial-assault-reference.ts';
import * as legion from './legion-reference.ts';
import { IA_CASES, LEGION_CASES, SWM_CASES, type Case } from './reference-catalogue.ts';
import * as swm from './swm-reference.ts';

/**
 * The engine's exact answers against the brute-force reference (test/reference/README.md): on
 * every small scenario of the catalogue, every bucket of every result the reference computes
 * agrees to 1e-12, and every other result the engine reports is certain to be 0.
 */

const TOLERANCE = 1e-12;

interface Reference {
  readonly unsupported: (s: never) => string[];
  readonly attack: (s: never) => Parameters<typeof enumerateRolls>[0];
}

const REFERENCES: Record<string, Reference> = {
  legion: { unsupported: legion.unsupported, attack: legion.legionAttack },
  'imperial-assault': { unsupported: ia.unsupported, attack: ia.iaAttack },
  swm: { unsupported: swm.unsupported, attack: swm.swmTurn },
};

/** The engine's distribution of one named result, as a pmf (a probability p is [1 − p, p]). */
function enginePmf(result: AttackResult, name: string): number[] | undefined {
  const conditions = result['conditions'] as Record<string, number> | undefined;
  const value = name in result ? result[name] : conditions?.[name];
  if (value === undefined) return undefined;
  if (typeof value === 'number') return [1 - value, value];
  return (value as { pmf: number[] }).pmf;
}

/** Every result the engine reports as a distribution, with the reference's name for it. */
function engineResults(result: AttackResult): string[] {
  const names = Object.entries(result)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'pmf' in v)
    .map(([k]) => k);
  const conditions = result['conditions'] as Record<string, number> | undefined;
  return [...names, ...Object.keys(conditions ?? {})];
}

/** The largest difference between two pmfs, bucket by bucket (a missing bucket is 0). */
function largestDifference(x: readonly number[], y: readonly number[]): number {
  let worst = 0;
  for (let k = 0; k < Math.max(x.length, y.length); k++)
    worst = Math.max(worst, Math.abs((x[k] ?? 0) - (y[k] ?? 0)));
  return worst;
}

function check(c: Case): void {
  const parsed = parseAnyScenario(c.scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  const game = parsed.value.engine.id;
  const reference = REFERENCES[game];
  if (!reference) throw new Error(`no reference for ${game}`);
  const scenario = parsed.value.scenario as never;
  expect(reference.unsupported(scenario), 'fields the reference does not model').toEqual([]);
  const expected: Pmfs = enumerateRolls(reference.attack(scenario));
  const result = evaluateExact(parsed.value);
  for (const [name, pmf] of Object.entries(expected)) {
    const got = enginePmf(result, name);
    expect(got, `${name}: reported by the engine`).toBeDefined();
    expect(largestDifference(got ?? [], pmf), name).toBeLessThan(TOLERANCE);
  }
  for (const name of engineResults(result))
    if (!(name in expected))
      expect(largestDifference(enginePmf(result, name) ?? [], [1]), `${name} is 0`).toBeLessThan(
        TOLERANCE,
      );
}

describe.each([
  ['legion', LEGION_CASES],
  ['imperial-assault', IA_CASES],
  ['swm', SWM_CASES],
] as const)('brute-force reference agrees with the exact engine: %s', (_game, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => check(c));
});

describe('the comparison can fail', () => {
  it('a reference answer off by one bucket is caught', () => {
    const one = LEGION_CASES[0] as Case;
    const parsed = parseAnyScenario(one.scenario);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = enumerateRolls(legion.legionAttack(parsed.value.scenario as LegionScenario));
    const wounds = [...(expected['wounds'] as number[])];
    // Move 1e-9 of chance from one bucket to the next: the same mean shape, a wrong pmf.
    wounds[0] = (wounds[0] as number) - 1e-9;
    wounds[1] = (wounds[1] as number) + 1e-9;
    const got = enginePmf(evaluateExact(parsed.value), 'wounds') ?? [];
    expect(largestDifference(got, wounds)).toBeGreaterThan(TOLERANCE);
  });

  it('the enumeration sums to 1 and knows a two-die answer (red + red IA damage)', () => {
    const parsed = parseAnyScenario({
      v: 1,
      game: 'imperial-assault',
      attackType: 'melee',
      attacker: { dice: { red: 2 } },
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const pmf = enumerateRolls(ia.iaAttack(parsed.value.scenario as IaScenario))['damage'] ?? [];
    expect(pmf.reduce((t, p) => t + p, 0)).toBeCloseTo(1, 14);
    // IA Rules Reference Guide dice (docs/rules/imperial-assault.md): 2: 1/36 … 6: 4/36.
    expect(largestDifference(pmf, [0, 0, 1 / 36, 6 / 36, 13 / 36, 12 / 36, 4 / 36])).toBeLessThan(
      1e-15,
    );
  });

  it('a natural 20 always hits: Leia (+7) against Vader (Defense 23) hits on 16+', () => {
    const parsed = parseAnyScenario({
      v: 1,
      game: 'swm',
      attacker: { attack: 7, damage: 10 },
      defender: { defense: 23, hp: 100 },
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = enumerateRolls(swm.swmTurn(parsed.value.scenario as SwmScenario))['hits'] ?? [];
    // SWM Battle of Hoth rulebook, Attacking: 16, 17, 18, 19 and 20 hit: 5/20.
    expect(largestDifference(hits, [15 / 20, 5 / 20])).toBeLessThan(1e-15);
  });
});
