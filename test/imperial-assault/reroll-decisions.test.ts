import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { iaContext } from '../../src/engine/imperial-assault/context.ts';
import { CONDITIONS, parseIaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import {
  ACCURACY_TOTAL,
  ALL_DICE,
  ATTACK_DIE_COUNT,
  ATTACKER_REROLLS,
  BLOCK_TOTAL,
  DAMAGE_TOTAL,
  DEFENDER_REROLLS,
  DODGE_TOTAL,
  EVADE_TOTAL,
  FRESH,
  STATE_SIZE,
  SURGE_TOTAL,
} from '../../src/engine/imperial-assault/state.ts';
import { kindOf, RerollReference, type RefChoice, type RefDie } from './reroll-reference.ts';

// IA Rules Reference Guide, Attacks, step 3: the engine's reroll search (multisets of faces, capped counts,
// packed memo keys) must choose exactly what a brute force over physical dice chooses, in
// every state a reroll decision can meet — first roll or after some rerolls, either side.

const ability = fc.record({
  cost: fc.integer({ min: 1, max: 2 }),
  damage: fc.integer({ min: 0, max: 2 }),
  pierce: fc.integer({ min: 0, max: 2 }),
  accuracy: fc.integer({ min: 0, max: 2 }),
  blast: fc.integer({ min: 0, max: 1 }),
  conditions: fc.subarray([...CONDITIONS], { maxLength: 1 }),
});

const attackType = fc.oneof(
  fc.constant({ attackType: 'melee' }),
  fc.record({ attackType: fc.constant('ranged'), distance: fc.integer({ min: 1, max: 8 }) }),
);

const scenario = fc
  .record({
    type: attackType,
    dice: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
    abilities: fc.array(ability, { maxLength: 3 }),
    damage: fc.integer({ min: -1, max: 1 }),
    surge: fc.integer({ min: -1, max: 1 }),
    accuracy: fc.integer({ min: -2, max: 2 }),
    pierce: fc.integer({ min: 0, max: 1 }),
    attackerRerolls: fc.integer({ min: 0, max: 3 }),
    black: fc.integer({ min: 0, max: 2 }),
    white: fc.integer({ min: 0, max: 2 }),
    block: fc.integer({ min: -1, max: 1 }),
    evade: fc.integer({ min: -1, max: 1 }),
    defenderRerolls: fc.integer({ min: 0, max: 2 }),
  })
  .filter((r) => r.black + r.white <= 2 && r.attackerRerolls + r.defenderRerolls > 0)
  .map((r) => {
    const dice = { red: 0, blue: 0, green: 0, yellow: 0 };
    for (const c of r.dice) dice[(['red', 'blue', 'green', 'yellow'] as const)[c] ?? 'red']++;
    const parsed = parseIaScenario({
      v: 1,
      game: 'imperial-assault',
      ...r.type,
      attacker: {
        dice,
        modifiers: { damage: r.damage, surge: r.surge, accuracy: r.accuracy, pierce: r.pierce },
        surgeAbilities: r.abilities,
        rerolls: r.attackerRerolls,
      },
      defender: {
        dice: { black: r.black, white: r.white },
        modifiers: { block: r.block, evade: r.evade },
        rerolls: r.defenderRerolls,
      },
    });
    if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
    return parsed.value;
  });

/** Faces shown by every die of the pool, and how many of each side's dice were rerolled. */
const roll = fc.record({
  faces: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 }),
  done: fc.integer({ min: 0, max: 3 }),
});

const icons = (s: Int32Array, at: number, dice: readonly RefDie[]): void => {
  for (const d of dice) {
    const k = ALL_DICE[d.c]?.kinds[kindOf(d)] ?? [0, 0, 0];
    for (let i = 0; i < 3; i++) s[at + i] = (s[at + i] as number) + (k[i] as number);
  }
};

const fresh = (s: Int32Array, dice: readonly RefDie[]): void => {
  for (const d of dice) {
    const slot = (FRESH[d.c] as number) + kindOf(d);
    s[slot] = (s[slot] as number) + 1;
  }
};

/** What a reroll step did to state s: the colour and kind of the die it rerolled, or null. */
function decision(step: { run: (s: Int32Array) => void }, s: Int32Array): RefChoice {
  const t = s.slice();
  step.run(t);
  for (let c = 0; c < ALL_DICE.length; c++)
    for (let k = 0; k < (ALL_DICE[c]?.kinds.length ?? 0); k++) {
      const slot = (FRESH[c] as number) + k;
      if ((t[slot] as number) < (s[slot] as number)) return { c, kind: k };
    }
  return null;
}

describe('reroll search = brute force over physical dice (IA Rules Reference Guide, Attacks, step 3)', () => {
  it('chooses as the reference in random small states of both sides', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.tuple(roll, roll), { minLength: 1, maxLength: 6 }),
        (sc, rolls) => {
          const ctx = iaContext(sc);
          // One program for several states: decisions must not depend on what was memoised before.
          const program = compileIa(sc);
          const ref = new RerollReference(sc);
          for (const [atk, def] of rolls) {
            let f = 0;
            const dice = (colours: number[], faces: number[]) =>
              colours.flatMap((c) =>
                Array.from({ length: ctx.pool[c] ?? 0 }, () => ({
                  c,
                  f: faces[f++ % 12] as number,
                })),
              );
            const attack = dice([0, 1, 2, 3], atk.faces);
            const defense = dice([4, 5], def.faces);
            const rA = ctx.attackerRerolls;
            const rD = ctx.defenderRerolls;
            const attackerStep = program.steps.find((s) => s.name === 'attacker-reroll');
            const defenderStep = program.steps.find((s) => s.name === 'defender-reroll');
            if (rA > 0 && attackerStep?.kind === 'det') {
              const done = Math.min(atk.done, rA - 1, attack.length);
              const s = new Int32Array(STATE_SIZE);
              icons(s, DAMAGE_TOTAL, attack.slice(0, done));
              fresh(s, attack.slice(done));
              if (rD > 0) fresh(s, defense);
              else icons(s, BLOCK_TOTAL, defense);
              s[ATTACKER_REROLLS] = rA - done;
              s[DEFENDER_REROLLS] = rD;
              const want = ref.attacker(
                attack.slice(done),
                [s[DAMAGE_TOTAL] as number, s[SURGE_TOTAL] as number, s[ACCURACY_TOTAL] as number],
                rA - done,
                defense,
              );
              expect(decision(attackerStep, s)).toEqual(want.choice);
              decided++;
            }
            if (rD > 0 && defenderStep?.kind === 'det') {
              const done = Math.min(def.done, rD - 1, defense.length);
              const s = new Int32Array(STATE_SIZE);
              icons(s, DAMAGE_TOTAL, attack);
              icons(s, BLOCK_TOTAL, defense.slice(0, done));
              fresh(s, defense.slice(done));
              s[DEFENDER_REROLLS] = rD - done;
              const a = [s[DAMAGE_TOTAL], s[SURGE_TOTAL], s[ACCURACY_TOTAL]] as [
                number,
                number,
                number,
              ];
              const t = [s[BLOCK_TOTAL], s[EVADE_TOTAL], s[DODGE_TOTAL]] as [
                number,
                number,
                number,
              ];
              expect(decision(defenderStep, s)).toEqual(
                ref.defender(a, defense.slice(done), t, rD - done).choice,
              );
              decided++;
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    // The property must have compared decisions, not skipped every case.
    expect(decided).toBeGreaterThan(300);
  });

  it('the reference itself rerolls a lone red 1 and keeps a red 3 (22/9 rule test)', () => {
    const r = parseIaScenario({
      v: 1,
      game: 'imperial-assault',
      attackType: 'melee',
      attacker: { dice: { red: 1 }, rerolls: 1 },
    });
    if (!r.ok) throw new Error(r.error.message);
    const ref = new RerollReference(r.value);
    expect(ref.attacker([{ c: 0, f: 0 }], [0, 0, 0], 1, []).choice).toEqual({ c: 0, kind: 0 });
    expect(ref.attacker([{ c: 0, f: 4 }], [0, 0, 0], 1, []).choice).toBeNull();
    expect(ref.attacker([{ c: 0, f: 0 }], [0, 0, 0], 1, []).v).toBeCloseTo(13 / 6, 12);
    expect(ATTACK_DIE_COUNT).toBe(4);
  });
});
