import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { rngForChunk } from '../../src/engine/core/rng.ts';
import {
  CHUNK_TRIALS,
  chunkSize,
  exactQuantities,
  simulateCounts,
} from '../../src/engine/core/run.ts';
import type { Summary } from '../../src/engine/core/summary.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import {
  parseLegionScenario,
  serializeLegionScenario,
  type LegionScenario,
} from '../../src/engine/legion/scenario.ts';
import { CATALOGUE } from './catalogue.ts';

// DESIGN.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

type Json = Record<string, unknown>;

// ── the arbitrary ────────────────────────────────────────────────────────────────────────────

/** A flag that is usually off, so scenarios combine a few keywords rather than all of them. */
const rare = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

/** A small X that is usually 0 (the key is then left out of the JSON). */
const small = (max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
  );

/** Leaves out zero and false values, as a user writing the JSON would. */
function compact(o: Record<string, number | boolean>): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) if (v !== 0 && v !== false) out[k] = v;
  return out;
}

const guardianArb = fc.record({
  x: fc.integer({ min: 1, max: 2 }),
  die: fc.constantFrom('red', 'white'),
  surge: fc.constantFrom('none', 'block'),
  surgeTokens: small(1),
  deflect: rare,
  immunePierce: rare,
});

/**
 * Valid Legion scenario JSON: both editions, Ranged or Melee, up to 6 attack dice, the tokens and
 * the implemented keywords, an optional unit profile and up to two guardians. Rules the parser
 * enforces are respected by construction: amg-only fields (Surge tokens, Smoke, Low Profile,
 * Dug In, Backup) only under amg-2025; guardians (protecting only troopers) and Backup only against Ranged attacks; the unit
 * profile consistent.
 */
const scenarioArb: fc.Arbitrary<Json> = fc
  .record({
    edition: fc.constantFrom('amg-2025', 'ffg-1.0'),
    melee: rare,
    dice: fc
      .record({
        red: fc.integer({ min: 0, max: 2 }),
        black: fc.integer({ min: 0, max: 2 }),
        white: fc.integer({ min: 0, max: 2 }),
      })
      .map((d) => (d.red + d.black + d.white === 0 ? { ...d, white: 1 } : d)),
    surge: fc.constantFrom('none', 'hit', 'crit'),
    atkTokens: fc.record({ aim: small(1), observation: small(1), surge: small(1) }),
    atkKw: fc.record({
      precise: small(1),
      critical: small(2),
      pierce: small(2),
      impact: small(2),
      sharpshooter: small(1),
      blast: rare,
      highVelocity: rare,
    }),
    die: fc.constantFrom('red', 'white'),
    defSurge: fc.constantFrom('none', 'block'),
    cover: fc.constantFrom('none', 'light', 'heavy'),
    unitType: fc.constantFrom('trooper', 'trooper', 'ground-vehicle'),
    courage: fc.constantFrom(null, 1, 2),
    defTokens: fc.record({
      dodge: small(2),
      surge: small(1),
      shield: small(1),
      suppression: small(3),
      smoke: small(1),
    }),
    defKw: fc.record({
      armor: small(2),
      coverX: small(1),
      dangerSense: small(2),
      uncannyLuck: small(1),
      weakPoint: small(1),
      lowProfile: rare,
      dugIn: rare,
      impervious: rare,
      immunePierce: rare,
      immuneMeleePierce: rare,
      immuneBlast: rare,
      deflect: rare,
      outmaneuver: rare,
      backup: rare,
    }),
    profile: fc.option(
      fc.record({
        minis: fc.integer({ min: 1, max: 4 }),
        woundThreshold: fc.integer({ min: 1, max: 3 }),
        taken: fc.nat(),
        inLos: fc.nat(),
      }),
    ),
    guardians: fc.array(guardianArb, { maxLength: 2 }),
    reroll: fc.constantFrom('conservative', 'crit-fishing'),
    pierceSplit: fc.constantFrom('defender-first', 'guardian-first'),
  })
  .map((g) => {
    const amg = g.edition === 'amg-2025';
    const ranged = !g.melee;
    const defender: Json = {
      die: g.die,
      surge: g.defSurge,
      cover: g.cover,
      unitType: g.unitType,
      courage: g.courage,
      tokens: compact({
        ...g.defTokens,
        surge: amg ? g.defTokens.surge : 0,
        smoke: amg ? g.defTokens.smoke : 0,
      }),
      keywords: compact({
        ...g.defKw,
        lowProfile: amg && g.defKw.lowProfile,
        dugIn: amg && g.defKw.dugIn,
        backup: amg && ranged && g.defKw.backup,
      }),
    };
    if (g.profile) {
      const { minis, woundThreshold } = g.profile;
      defender['minis'] = minis;
      defender['woundThreshold'] = woundThreshold;
      defender['woundsTaken'] = g.profile.taken % (minis * woundThreshold);
      const inLos = g.profile.inLos % (minis + 1);
      if (inLos > 0) defender['minisInLos'] = inLos;
    }
    const s: Json = {
      v: 1,
      game: 'legion',
      edition: g.edition,
      attackType: ranged ? 'ranged' : 'melee',
      attacker: {
        dice: compact(g.dice),
        surge: g.surge,
        tokens: compact({ ...g.atkTokens, surge: amg ? g.atkTokens.surge : 0 }),
        keywords: compact(g.atkKw),
      },
      defender,
      policy: { reroll: g.reroll, pierceSplit: g.pierceSplit },
    };
    if (ranged && g.unitType === 'trooper' && g.guardians.length > 0)
      s['guardians'] = g.guardians.map((x) => ({
        x: x.x,
        die: x.die,
        surge: x.surge,
        tokens: compact({ surge: amg ? x.surgeTokens : 0 }),
        keywords: compact({ deflect: x.deflect, immunePierce: x.immunePierce }),
      }));
    return s;
  });

/** A seed as the engine takes it (a 32-bit integer). */
const seedArb = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

// ── helpers ──────────────────────────────────────────────────────────────────────────────────

function parse(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message} in ${JSON.stringify(input)}`);
  return r.value;
}

function compile(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message} in ${JSON.stringify(input)}`);
  return r.value.engine.compile(r.value.scenario);
}

function exact(input: unknown): Record<string, Summary> {
  return exactQuantities(compile(input));
}

const meanWounds = (input: unknown): number => exact(input)['wounds']?.mean ?? NaN;

/** A changed copy of a parsed scenario (a parsed scenario is itself valid input). */
function changed(s: LegionScenario, edit: (c: LegionScenario) => void): LegionScenario {
  const c = structuredClone(s);
  edit(c);
  return c;
}

/**
 * With a guardian, "guardian-first" spends Pierce on the guardian's blocks that the defender
 * would have used, so more hits reaching the guardian can lower the defender's wounds: the
 * monotonicity properties hold for the default "defender-first" split only (see below).
 */
const defenderFirst = (s: LegionScenario): LegionScenario =>
  changed(s, (c) => {
    c.policy.pierceSplit = 'defender-first';
  });

const SLACK = 1e-12;

// ── properties ───────────────────────────────────────────────────────────────────────────────

describe('Monte Carlo histograms', () => {
  it('hold exactly `trials` counts for every observable', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 3000 }), seedArb, (input, n, seed) => {
        const program = compile(input);
        const counts = simulateCounts(program, n, seed);
        const { offsets, length } = histogramLayout(program);
        expect(counts.length).toBe(length);
        program.observables.forEach((o, i) => {
          const at = offsets[i] ?? 0;
          let sum = 0;
          for (let k = 0; k <= o.max; k++) sum += counts[at + k] ?? 0;
          expect(sum, o.name).toBe(n);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('are identical when a seeded run is repeated', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 4000 }), seedArb, (input, n, seed) => {
        expect(simulateCounts(compile(input), n, seed)).toEqual(
          simulateCounts(compile(input), n, seed),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('merge to the same histogram whatever order the chunks are simulated in', () => {
    const size = 400;
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 1, max: 16 * size }),
        seedArb,
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        (input, n, seed, keys) => {
          const program = compile(input);
          const chunks = Math.ceil(n / size);
          const order = Array.from({ length: chunks }, (_, k) => k).sort(
            (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
          );
          const merge = (ks: readonly number[]): Float64Array => {
            const total = new Float64Array(histogramLayout(program).length);
            for (const k of ks) {
              const part = simulateChunk(program, rngForChunk(seed, k), chunkSize(n, k, size));
              part.forEach((c, i) => (total[i] = (total[i] ?? 0) + c));
            }
            return total;
          };
          expect(chunkSize(n, chunks, size)).toBe(0);
          expect(merge(order)).toEqual(merge(order.slice().sort((a, b) => a - b)));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('equal simulateCounts when its real chunks are simulated last-first', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 2000 }), seedArb, (input, extra, seed) => {
        const program = compile(input);
        const n = CHUNK_TRIALS + extra;
        const total = new Float64Array(histogramLayout(program).length);
        for (const k of [1, 0]) {
          const part = simulateChunk(program, rngForChunk(seed, k), chunkSize(n, k));
          part.forEach((c, i) => (total[i] = (total[i] ?? 0) + c));
        }
        expect(chunkSize(n, 2)).toBe(0);
        expect(total).toEqual(simulateCounts(program, n, seed));
      }),
      { numRuns: 4 },
    );
  });
});

describe('exact distributions', () => {
  it('do not change when a keyword or token is written as 0 / false instead of left out', () => {
    const zeroable = (s: Json): [string, string, string][] => {
      const out: [string, string, string][] = [];
      for (const side of ['attacker', 'defender'] as const)
        for (const table of ['keywords', 'tokens'] as const)
          for (const key of Object.keys((s[side] as Record<string, Json>)[table] ?? {}))
            out.push([side, table, key]);
      return out;
    };
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (input, pick) => {
        // Every keyword and token the schema knows (the parsed scenario lists them all).
        const full = JSON.parse(serializeLegionScenario(parse(input))) as Json;
        const keys = zeroable(full);
        const [side, table, key] = keys[pick % keys.length] ?? ['attacker', 'keywords', 'pierce'];
        const tableOf = (s: Json): Json => (s[side] as Record<string, Json>)[table] as Json;
        const withZero = structuredClone(full);
        const absent = structuredClone(full);
        tableOf(withZero)[key] = typeof tableOf(full)[key] === 'boolean' ? false : 0;
        delete tableOf(absent)[key];
        expect(parse(withZero)).toEqual(parse(absent));
        expect(runExact(compile(withZero))).toEqual(runExact(compile(absent)));
      }),
      { numRuns: 60 },
    );
  });

  it('sum to 1 for every observable', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        for (const pmf of runExact(compile(input)))
          expect(Math.abs(pmf.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 40 },
    );
  });
});

describe('monotonicity of mean wounds', () => {
  // Each extra hit or crit adds at most one cover die or defense die, which cancels at most that
  // one result, so more results never mean fewer wounds. Both reroll policies are included (a
  // search over thousands of small scenarios found no counterexample for either); the Pierce
  // split is pinned to "defender-first" for the reason given at `defenderFirst`.
  it('adding an attack die never lowers mean wounds (defender-first Pierce split)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom('red', 'black', 'white'), (input, colour) => {
        const s = defenderFirst(parse(input));
        const more = changed(s, (c) => {
          c.attacker.dice[colour] += 1;
        });
        expect(meanWounds(more)).toBeGreaterThanOrEqual(meanWounds(s) - SLACK);
      }),
      { numRuns: 80 },
    );
  });

  it('adding Pierce 1 never lowers mean wounds', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        let s = parse(input);
        // Impervious rolls one defense die per point of the pool's Pierce. With "guardian-first"
        // that extra Pierce may all be spent on a guardian's blocks, leaving the defender one more
        // die and no Pierce to cancel it: wounds can fall under the rules. Exclude that pairing.
        if (s.defender.keywords.impervious) s = defenderFirst(s);
        const more = changed(s, (c) => {
          c.attacker.keywords.pierce += 1;
        });
        expect(meanWounds(more)).toBeGreaterThanOrEqual(meanWounds(s) - SLACK);
      }),
      { numRuns: 80 },
    );
  });

  it('cover never raises mean wounds: none ≥ light ≥ heavy (defender-first Pierce split)', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = defenderFirst(parse(input));
        const [none, light, heavy] = (['none', 'light', 'heavy'] as const).map((cover) =>
          meanWounds(
            changed(s, (c) => {
              c.defender.cover = cover;
            }),
          ),
        );
        expect(light).toBeLessThanOrEqual((none ?? NaN) + SLACK);
        expect(heavy).toBeLessThanOrEqual((light ?? NaN) + SLACK);
      }),
      { numRuns: 60 },
    );
  });

  // Why the monotonicity properties above pin "defender-first": this guardian-first case is a
  // counterexample under the rules, not an engine bug. The extra red die's hit goes to the
  // guardian, whose block then soaks up the Pierce the defender's block needed.
  it('guardian-first Pierce split can lose wounds to an extra die (documented exception)', () => {
    const base = (red: number) => ({
      v: 1,
      game: 'legion',
      attacker: { dice: { red, white: 3 }, keywords: { pierce: 1, critical: 1 } },
      defender: { die: 'red', surge: 'block' },
      guardians: [{ x: 4, die: 'red', surge: 'block' }],
      policy: { pierceSplit: 'guardian-first' },
    });
    expect(meanWounds(base(1))).toBeLessThan(meanWounds(base(0)));
    const first = (red: number) => ({ ...base(red), policy: { pierceSplit: 'defender-first' } });
    expect(meanWounds(first(1))).toBeGreaterThanOrEqual(meanWounds(first(0)));
  });
});

describe('policies', () => {
  it('defender-first Pierce never deals fewer defender wounds than guardian-first, nor more guardian wounds', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        fc.pre(s.guardians.length > 0 && s.attacker.keywords.pierce > 0);
        const q = (split: 'defender-first' | 'guardian-first') =>
          exact(
            changed(s, (c) => {
              c.policy.pierceSplit = split;
            }),
          );
        const d = q('defender-first');
        const g = q('guardian-first');
        expect(d['wounds']?.mean).toBeGreaterThanOrEqual((g['wounds']?.mean ?? NaN) - SLACK);
        expect(d['guardianWounds']?.mean).toBeLessThanOrEqual(
          (g['guardianWounds']?.mean ?? NaN) + SLACK,
        );
      }),
      { numRuns: 30 },
    );
  });

  // rules/legion.md "Reroll, crit-fishing": as conservative, then also reroll hits *that cannot
  // become wounds*. Rerolling only such hits can turn one into a crit and never loses a wound,
  // so on every catalogue scenario (DESIGN.md: policies are tested against the alternatives on
  // the catalogue) crit-fishing must deal at least the mean wounds of conservative.
  it.each(CATALOGUE.map((e) => [e.name, e] as const))(
    'crit-fishing never deals fewer mean wounds than conservative: %s',
    (_name, e) => {
      const s = parse(e.scenario);
      const q = (reroll: 'conservative' | 'crit-fishing') =>
        meanWounds(
          changed(s, (c) => {
            c.policy.reroll = reroll;
          }),
        );
      expect(q('crit-fishing')).toBeGreaterThanOrEqual(q('conservative') - SLACK);
    },
  );
});

describe('suppression and the unit profile', () => {
  // Step 10: suppression needs a hit or crit in the pool after step 4 and, in amg-2025 at Range,
  // a defender that survives. Giving the defender a unit profile therefore removes exactly the
  // attacks that defeat the unit (they all had a hit or crit): amg-2025 Ranged,
  //   P(suppressed | profile) = P(suppressed | no profile) − P(unit defeated);
  // otherwise the profile changes nothing.
  const lineOfSightCap = {
    v: 1,
    game: 'legion',
    attacker: { dice: { red: 6 } },
    defender: { minis: 2, woundThreshold: 1, minisInLos: 1 },
  };
  it('removes exactly the suppression of attacks that defeat the unit', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        fc.pre(s.defender.minis !== null);
        const bare = changed(s, (c) => {
          c.defender.minis = null;
          c.defender.woundThreshold = null;
          c.defender.woundsTaken = 0;
          c.defender.minisInLos = null;
        });
        const withProfile = exact(s);
        const without = exact(bare);
        const suppressed = (q: Record<string, Summary>) => q['suppression']?.atLeast[1] ?? 0;
        const defeated = withProfile['unitDefeated']?.atLeast[1] ?? 0;
        // (A defender that is never suppressed — a vehicle, courage "–" — loses nothing.)
        const suppressible = suppressed(without) > 0;
        const lost =
          s.edition === 'amg-2025' && s.attackType === 'ranged' && suppressible ? defeated : 0;
        expect(suppressed(withProfile)).toBeCloseTo(suppressed(without) - lost, 9);
      }),
      { numRuns: 40, examples: [[lineOfSightCap]] },
    );
  });
});

describe('scenario JSON', () => {
  it('parse ∘ serialize is the identity on parsed scenarios', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        const text = serializeLegionScenario(s);
        const again = parse(JSON.parse(text));
        expect(again).toEqual(s);
        expect(serializeLegionScenario(again)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it('every generated scenario is valid', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const r = parseLegionScenario(input);
        expect(r.ok ? '' : `${r.error.path}: ${r.error.message}`).toBe('');
      }),
      { numRuns: 200 },
    );
  });
});
