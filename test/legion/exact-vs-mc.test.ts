import { describe, expect, it } from 'vitest';
import { expectExactAndMonteCarloAgree } from '../core/agreement.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { exactQuantities } from '../../src/engine/core/run.ts';
import type { Summary } from '../../src/engine/core/summary.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  LETHAL_POLICIES,
  MAKASHI_POLICIES,
  MARKSMAN_POLICIES,
  PIERCE_SPLIT_POLICIES,
  REROLL_POLICIES,
  SORESU_POLICIES,
  type LegionScenario,
} from '../../src/engine/legion/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// docs/testing.md "Testing, in layers" 2: for every catalogue scenario, every PMF bucket of a seeded
// Monte Carlo run lies within 5 standard errors (+1e-9) of the exact value. Deterministic,
// because seeded. (Under vitest's module runner the Monte Carlo executor runs several times
// slower than in a bundle, so N is kept at 100,000 to hold the file under ~30 s on 2 cores.)
const TRIALS = 100_000;
const SEED = 0x5eed_2025;

/** 5 standard errors of a proportion p estimated from n trials, plus float slack. */
function parsed(input: unknown): LegionScenario {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.scenario as LegionScenario;
}

function compiled(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value.engine.compile(r.value.scenario);
}

// ── what the schema knows ────────────────────────────────────────────────────────────────────

/**
 * Every keyword and policy the scenario schema accepts, read from a parsed scenario's defaults
 * (so a keyword added to the schema without catalogue coverage fails the checks below).
 */
const DEFAULTS = parsed({
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 1 } },
  guardians: [{ x: 1 }],
});
type AttackerKeyword = keyof LegionScenario['attacker']['keywords'];
type DefenderKeyword = keyof LegionScenario['defender']['keywords'];
type GuardianKeyword = keyof LegionScenario['guardians'][number]['keywords'];
type PolicyKey = keyof LegionScenario['policy'];
const ATTACKER_KEYWORDS = Object.keys(DEFAULTS.attacker.keywords) as AttackerKeyword[];
const DEFENDER_KEYWORDS = Object.keys(DEFAULTS.defender.keywords) as DefenderKeyword[];
const GUARDIAN_KEYWORDS = Object.keys(DEFAULTS.guardians[0]?.keywords ?? {}) as GuardianKeyword[];

/** Every value of every policy (the type makes a new policy key a compile error here). */
const POLICY_VALUES: { readonly [K in PolicyKey]: readonly LegionScenario['policy'][K][] } = {
  reroll: REROLL_POLICIES,
  pierceSplit: PIERCE_SPLIT_POLICIES,
  lethal: LETHAL_POLICIES,
  marksman: MARKSMAN_POLICIES,
  makashi: MAKASHI_POLICIES,
  soresu: SORESU_POLICIES,
};

/** When a policy has a decision to make in a scenario (else its value is moot). */
const POLICY_MATTERS: { readonly [K in PolicyKey]: (s: LegionScenario) => boolean } = {
  reroll: (s) => s.attacker.tokens.aim + s.attacker.tokens.observation > 0,
  pierceSplit: (s) =>
    s.guardians.length > 0 && s.attacker.keywords.pierce + s.attacker.keywords.lethal > 0,
  lethal: (s) => s.attacker.keywords.lethal > 0 && s.attacker.tokens.aim > 0,
  marksman: (s) => s.attacker.keywords.marksman && s.attacker.tokens.aim > 0,
  makashi: (s) =>
    s.edition === 'amg-2025' &&
    s.attackType === 'melee' &&
    s.attacker.keywords.makashiMastery &&
    s.attacker.keywords.pierce > 0,
  soresu: (s) =>
    s.edition === 'amg-2025' &&
    ((s.attackType === 'ranged' && s.defender.keywords.soresuMastery) ||
      s.guardians.some((g) => g.keywords.soresuMastery && g.tokens.dodge > 0)),
};

// ── keyword use: a keyword counts where taking it away changes an exact result ───────────────

type Quantities = Record<string, Summary>;

const exactCache = new Map<string, Quantities>();
function exactOf(s: LegionScenario): Quantities {
  const key = JSON.stringify(s);
  let q = exactCache.get(key);
  if (!q) {
    q = exactQuantities(compiled(s));
    exactCache.set(key, q);
  }
  return q;
}

function sameQuantities(a: Quantities, b: Quantities): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) {
    const pa = a[name]?.pmf ?? [];
    const pb = b[name]?.pmf ?? [];
    for (let k = 0; k < Math.max(pa.length, pb.length); k++)
      if (Math.abs((pa[k] ?? 0) - (pb[k] ?? 0)) > 1e-12) return false;
  }
  return true;
}

/** The scenario with every keyword of `side` named `key` back at its default (absent). */
function without(s: LegionScenario, side: 'attacker' | 'defender' | 'guardian', key: string) {
  const c = structuredClone(s);
  const reset = (table: Record<string, number | boolean>) => {
    table[key] = typeof table[key] === 'boolean' ? false : 0;
  };
  if (side === 'attacker') reset(c.attacker.keywords);
  else if (side === 'defender') reset(c.defender.keywords);
  else for (const g of c.guardians) reset(g.keywords);
  return c;
}

function has(s: LegionScenario, side: 'attacker' | 'defender' | 'guardian', key: string) {
  const value = (table: Record<string, number | boolean>) => Boolean(table[key]);
  if (side === 'attacker') return value(s.attacker.keywords);
  if (side === 'defender') return value(s.defender.keywords);
  return s.guardians.some((g) => value(g.keywords));
}

describe('the scenario catalogue', () => {
  const all = CATALOGUE.map((e) => parsed(e.scenario));
  const count = (pred: (s: LegionScenario) => boolean): number => all.filter(pred).length;

  it('has at least 66 scenarios with unique names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(66);
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(CATALOGUE.length);
  });

  it.each(CATALOGUE.map((e) => [e.name, e] as const))('parses: %s', (_name, e) => {
    const r = parseAnyScenario(e.scenario);
    expect(r.ok ? '' : `${r.error.path}: ${r.error.message}`).toBe('');
  });

  it('keeps every pool at 10 dice or fewer (after Spray)', () => {
    for (const s of all) {
      const d = s.attacker.dice;
      const spray = s.attacker.keywords.spray
        ? (s.defender.minisInLos ?? s.defender.minis ?? 1)
        : 1;
      expect((d.red + d.black + d.white) * spray).toBeLessThanOrEqual(10);
    }
  });

  it('knows the schema: keyword and policy lists are not empty', () => {
    expect(ATTACKER_KEYWORDS.length).toBeGreaterThanOrEqual(24);
    expect(DEFENDER_KEYWORDS.length).toBeGreaterThanOrEqual(21);
    expect(GUARDIAN_KEYWORDS).toEqual(
      expect.arrayContaining(['deflect', 'soresuMastery', 'immunePierce']),
    );
    expect(Object.keys(DEFAULTS.policy).sort()).toEqual(Object.keys(POLICY_VALUES).sort());
  });

  const keywordCases = [
    ...ATTACKER_KEYWORDS.map((k) => ['attacker', k] as const),
    ...DEFENDER_KEYWORDS.map((k) => ['defender', k] as const),
    ...GUARDIAN_KEYWORDS.map((k) => ['guardian', k] as const),
  ];
  it.each(keywordCases)(
    'uses %s keyword %s in at least 2 scenarios where it changes the exact result',
    (side, key) => {
      const using = all.filter((s) => has(s, side, key));
      const effective = using.filter(
        (s) => !sameQuantities(exactOf(s), exactOf(without(s, side, key))),
      );
      expect(
        effective.length,
        `${side}.${key}: in ${using.length} scenarios, changes the result in ${effective.length}`,
      ).toBeGreaterThanOrEqual(2);
    },
  );

  const policyCases = (Object.keys(POLICY_VALUES) as PolicyKey[]).flatMap((k) =>
    POLICY_VALUES[k].map((v) => [k, v] as const),
  );
  it.each(policyCases)('uses policy %s = %s where the policy has a choice', (key, value) => {
    expect(count((s) => s.policy[key] === value && POLICY_MATTERS[key](s))).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('represents both editions, Ranged and Melee', () => {
    const combos = { 'amg-2025': { ranged: 20, melee: 8 }, 'ffg-1.0': { ranged: 12, melee: 4 } };
    for (const [edition, byType] of Object.entries(combos))
      for (const [attackType, min] of Object.entries(byType))
        expect(
          count((s) => s.edition === edition && s.attackType === attackType),
          `${edition} ${attackType}`,
        ).toBeGreaterThanOrEqual(min);
  });

  it('has guardians in at least 6 scenarios, in both editions', () => {
    expect(count((s) => s.guardians.length > 0)).toBeGreaterThanOrEqual(6);
    expect(count((s) => s.guardians.length > 0 && s.edition === 'ffg-1.0')).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('covers editions, attack types, tokens, cover, dice, unit types and profiles', () => {
    const a = (s: LegionScenario) => s.attacker;
    const d = (s: LegionScenario) => s.defender;
    const checks: [string, (s: LegionScenario) => boolean][] = [
      ['aim', (s) => a(s).tokens.aim > 0],
      ['observation', (s) => a(s).tokens.observation > 0],
      ['attacker surge tokens', (s) => a(s).tokens.surge > 0],
      ['attacker dodge tokens', (s) => a(s).tokens.dodge > 0],
      ['attacker moved', (s) => a(s).moved],
      ['attacker engaged', (s) => a(s).engaged],
      ['surge chart hit', (s) => a(s).surge === 'hit'],
      ['surge chart crit', (s) => a(s).surge === 'crit'],
      ['dodge', (s) => d(s).tokens.dodge > 0],
      ['shield', (s) => d(s).tokens.shield > 0],
      ['defender surge tokens', (s) => d(s).tokens.surge > 0],
      ['suppression', (s) => d(s).tokens.suppression > 0],
      ['smoke', (s) => d(s).tokens.smoke > 0],
      ['no cover', (s) => d(s).cover === 'none'],
      ['light cover', (s) => d(s).cover === 'light'],
      ['heavy cover', (s) => d(s).cover === 'heavy'],
      ['red defense', (s) => d(s).die === 'red'],
      ['white defense', (s) => d(s).die === 'white'],
      ['defense surge→block', (s) => d(s).surge === 'block'],
      ['courage "–"', (s) => d(s).courage === null],
      ['courage 2', (s) => d(s).courage === 2],
      ['trooper', (s) => d(s).unitType === 'trooper'],
      ['ground vehicle', (s) => d(s).unitType === 'ground-vehicle'],
      ['repulsor vehicle', (s) => d(s).unitType === 'repulsor-vehicle'],
      ['unit profile', (s) => d(s).minis !== null],
      ['wounds already taken', (s) => d(s).woundsTaken > 0],
      ['minis in LOS', (s) => d(s).minisInLos !== null],
      ['one guardian', (s) => s.guardians.length === 1],
      ['two guardians', (s) => s.guardians.length === 2],
      ['guardian with Surge tokens', (s) => s.guardians.some((g) => g.tokens.surge > 0)],
      ['guardian with Dodge tokens', (s) => s.guardians.some((g) => g.tokens.dodge > 0)],
    ];
    const missing = checks.filter(([, pred]) => count(pred) === 0).map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe(`exact vs Monte Carlo (${TRIALS} trials, seed ${SEED})`, () => {
  it.each(CATALOGUE.map((e) => [e.name, e] as const))('%s', (_name, e) => {
    expectExactAndMonteCarloAgree(compiled(e.scenario), TRIALS, SEED);
  });
});
