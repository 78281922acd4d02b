import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/engine/imperial-assault/attack-outcome.ts';
import type { IaSurgeAbility } from '../../src/engine/imperial-assault/scenario.ts';
import { applyModifiers, cancelSurges } from '../../src/engine/imperial-assault/modifiers.ts';
import {
  ACCURACY_TOTAL,
  DAMAGE_TOTAL,
  EVADE_TOTAL,
  STATE_SIZE,
  SURGE_TOTAL,
} from '../../src/engine/imperial-assault/state.ts';
import {
  spendSurges,
  subsetTable,
  type AttackRules,
  type Rolled,
} from '../../src/engine/imperial-assault/surge-spending.ts';
import { exact, meanDamage, summary } from './helpers.ts';

const melee = { attackType: 'melee' };
const redMelee = (extra: Record<string, unknown> = {}, defender: Record<string, unknown> = {}) => ({
  ...melee,
  attacker: { dice: { red: 1 }, ...extra },
  defender,
});

type AbilityInput = Partial<IaSurgeAbility>;

/** Step 5 on one roll: the outcome of the best subset of `abilities`. */
function spend(
  abilities: AbilityInput[],
  rolled: Partial<Rolled>,
  rules: Partial<AttackRules> = {},
): Outcome {
  const full: IaSurgeAbility[] = abilities.map((a) => ({
    cost: 1,
    damage: 0,
    pierce: 0,
    accuracy: 0,
    blast: 0,
    cleave: 0,
    conditions: [],
    ...a,
  }));
  const r: AttackRules = { ranged: false, distance: 1, pierce: 0, ...rules, abilities: full };
  const out: Outcome = { damage: 0, miss: 0, blast: 0, cleave: 0, conditions: 0 };
  spendSurges(
    r,
    subsetTable(full),
    { damage: 0, surge: 0, accuracy: 0, block: 0, dodge: 0, ...rolled },
    out,
  );
  return out;
}

describe('IA Rules Reference Guide, Surges: spending is an exact optimisation (docs/rules/imperial-assault.md)', () => {
  it('the greedy counterexample: 3 damage vs 2 blocks, 1 surge, "+1 damage" or "Pierce 2" deals 3', () => {
    const abilities: AbilityInput[] = [
      { cost: 1, damage: 1 },
      { cost: 1, pierce: 2 },
    ];
    // Greedy (most damage first) takes +1 damage: 4 − 2 = 2. Pierce 2 gives 3 − 0 = 3.
    expect(spend(abilities, { damage: 3, surge: 1, block: 2 }).damage).toBe(3);
  });

  it('each ability at most once per attack; unspent surges are lost', () => {
    const abilities = [{ cost: 1, damage: 1 }];
    expect(spend(abilities, { damage: 2, surge: 3 }).damage).toBe(3);
    const twice = [...abilities, ...abilities];
    expect(spend(twice, { damage: 2, surge: 3 }).damage).toBe(4);
  });

  it('ties on damage go to Blast + Cleave, then conditions, then accuracy', () => {
    const rolled = { damage: 2, surge: 1 };
    const stunOrBlast: AbilityInput[] = [{ conditions: ['stun'] }, { blast: 1 }];
    expect(spend(stunOrBlast, rolled)).toMatchObject({ blast: 1, conditions: 0 });
    const accOrBleed: AbilityInput[] = [{ accuracy: 1 }, { conditions: ['bleed'] }];
    expect(spend(accOrBleed, rolled).conditions).toBe(0b10);
  });

  it('spends on accuracy when that turns a miss into damage (IA Rules Reference Guide, Accuracy)', () => {
    const abilities = [{ damage: 2 }, { accuracy: 2 }];
    const out = spend(
      abilities,
      { damage: 2, surge: 1, accuracy: 3 },
      { ranged: true, distance: 4 },
    );
    expect(out).toMatchObject({ damage: 2, miss: 0 });
  });
});

describe('IA Rules Reference Guide, Attacks, step 4: Apply Modifiers', () => {
  it('a total never goes below 0; each evade removes one surge (IA Rules Reference Guide, Surges)', () => {
    const s = new Int32Array(STATE_SIZE);
    s[DAMAGE_TOTAL] = 2;
    s[SURGE_TOTAL] = 3;
    s[ACCURACY_TOTAL] = 1;
    s[EVADE_TOTAL] = 1;
    applyModifiers({ damage: -5, surge: 0, accuracy: -1, block: 0, evade: 1 })(s);
    expect([s[DAMAGE_TOTAL], s[ACCURACY_TOTAL], s[EVADE_TOTAL]]).toEqual([0, 0, 2]);
    cancelSurges(s);
    expect([s[SURGE_TOTAL], s[EVADE_TOTAL]]).toEqual([1, 0]);
    s[EVADE_TOTAL] = 4;
    cancelSurges(s);
    expect(s[SURGE_TOTAL]).toBe(0);
  });

  it('an evade cancels the surge that would have paid for +2 damage', () => {
    const withSurge = { surgeAbilities: [{ damage: 2 }], modifiers: { surge: 1 } };
    expect(meanDamage(redMelee(withSurge))).toBeCloseTo(13 / 6 + 2, 12);
    // The evade leaves a surge only when the red die rolls its surge face (1 in 6).
    expect(meanDamage(redMelee(withSurge, { modifiers: { evade: 1 } }))).toBeCloseTo(
      13 / 6 + 2 / 6,
      12,
    );
    const twoEvades = redMelee(withSurge, { modifiers: { evade: 2 } });
    expect(meanDamage(twoEvades)).toBeCloseTo(13 / 6, 12);
  });

  it('Hidden attacker is +1 surge, Weakened attacker −1 surge (later official rules)', () => {
    const ab = { surgeAbilities: [{ damage: 1 }] };
    const yellow = (a: Record<string, unknown>) => ({
      ...melee,
      attacker: { dice: { yellow: 1 }, ...ab, ...a },
    });
    expect(meanDamage(yellow({ hidden: true }))).toBeCloseTo(
      meanDamage(yellow({ modifiers: { surge: 1 } })),
      12,
    );
    expect(meanDamage(yellow({ weakened: true }))).toBeCloseTo(
      meanDamage(yellow({ modifiers: { surge: -1 } })),
      12,
    );
  });

  it('Hidden defender is −2 accuracy, Weakened defender −1 evade (later official rules)', () => {
    const ranged = (d: Record<string, unknown>, a: Record<string, unknown> = {}) => ({
      attackType: 'ranged',
      distance: 3,
      attacker: { dice: { blue: 1, yellow: 1 }, surgeAbilities: [{ damage: 1 }], ...a },
      defender: { dice: { white: 1 }, ...d },
    });
    expect(meanDamage(ranged({ hidden: true }))).toBeCloseTo(
      meanDamage(ranged({}, { modifiers: { accuracy: -2 } })),
      12,
    );
    expect(meanDamage(ranged({ weakened: true }))).toBeCloseTo(
      meanDamage(ranged({ modifiers: { evade: -1 } })),
      12,
    );
  });
});

describe('IA Rules Reference Guide, Accuracy / Melee Attack / Reach / Miss', () => {
  it('a ranged attack on an adjacent figure needs at least 1 accuracy (red has none)', () => {
    const r = exact({ attackType: 'ranged', distance: 1, attacker: { dice: { red: 1 } } });
    expect(r['miss']).toBeCloseTo(1, 12);
    expect(summary(r, 'damage').mean).toBe(0);
  });

  it('melee and Reach need no accuracy', () => {
    expect(exact({ ...melee, attacker: { dice: { red: 1 } } })['miss']).toBe(0);
    const reach = exact({ attackType: 'reach', distance: 2, attacker: { dice: { red: 1 } } });
    expect(reach['miss']).toBe(0);
    expect(summary(reach, 'damage').mean).toBeCloseTo(13 / 6, 12);
  });

  it('a dodge makes the attack miss, whatever the range', () => {
    const r = exact(redMelee({}, { dice: { white: 1 } }));
    expect(r['miss']).toBeCloseTo(1 / 6, 12);
    // No damage: the dodge (1/6), or a block against the red 1 (1/6 × 3/6).
    expect(summary(r, 'damage').pmf[0]).toBeCloseTo(1 / 6 + 1 / 12, 12);
  });

  it('accuracy below the distance misses: blue at range 5 misses on 2, 2, 3, 3, 4', () => {
    const r = exact({ attackType: 'ranged', distance: 5, attacker: { dice: { blue: 1 } } });
    expect(r['miss']).toBeCloseTo(5 / 6, 12);
  });
});

describe('IA Rules Reference Guide, Attacks, step 7 and Pierce', () => {
  it('damage minus blocks, never below 0', () => {
    // red vs +2 block: faces 1,2,2,2,3,3 → 0,0,0,0,1,1.
    const r = exact(redMelee({}, { modifiers: { block: 2 } }));
    const pmf = summary(r, 'damage').pmf;
    expect(pmf).toHaveLength(2);
    expect(pmf[0]).toBeCloseTo(4 / 6, 12);
    expect(pmf[1]).toBeCloseTo(2 / 6, 12);
  });

  it('pierce ignores blocks, the excess is lost, pierce from several sources adds up', () => {
    const base = meanDamage(redMelee());
    expect(
      meanDamage(redMelee({ modifiers: { pierce: 2 } }, { modifiers: { block: 2 } })),
    ).toBeCloseTo(base, 12);
    expect(meanDamage(redMelee({ modifiers: { pierce: 5 } }))).toBeCloseTo(base, 12);
    const split = redMelee(
      { modifiers: { pierce: 1, surge: 1 }, surgeAbilities: [{ pierce: 1 }] },
      { modifiers: { block: 2 } },
    );
    expect(meanDamage(split)).toBeCloseTo(base, 12);
  });
});

describe('IA Rules Reference Guide, Blast / Cleave / Conditions: only when the target suffers damage', () => {
  const scenario = redMelee(
    {
      // 4 surges: the black die's evade may cancel one, 3 still pay for every ability.
      modifiers: { surge: 4 },
      surgeAbilities: [{ blast: 2 }, { cleave: 1 }, { conditions: ['stun', 'focus'] }],
    },
    { dice: { black: 1 }, modifiers: { block: 1 } },
  );
  const r = exact(scenario);
  const hurt = 1 - (summary(r, 'damage').pmf[0] ?? 0);

  it('Blast and Cleave are not reduced by blocks but need ≥ 1 damage to the target', () => {
    expect(hurt).toBeGreaterThan(0);
    expect(hurt).toBeLessThan(1);
    expect(summary(r, 'blast').pmf).toEqual([
      expect.closeTo(1 - hurt, 12),
      0,
      expect.closeTo(hurt, 12),
    ]);
    expect(summary(r, 'cleave').pmf[1]).toBeCloseTo(hurt, 12);
  });

  it('conditions are applied only when the target suffers damage', () => {
    const c = r['conditions'] as Record<string, number>;
    expect(c['stun']).toBeCloseTo(hurt, 12);
    expect(c['focus']).toBeCloseTo(hurt, 12);
    expect(c['bleed']).toBe(0);
  });
});

describe('IA Rules Reference Guide, Focus and Damage', () => {
  it('Focused adds one green die to the pool', () => {
    const focused = exact({ ...melee, attacker: { dice: { red: 1 }, focused: true } });
    const green = exact({ ...melee, attacker: { dice: { red: 1, green: 1 } } });
    expect(summary(focused, 'damage').pmf).toEqual(summary(green, 'damage').pmf);
  });

  it('defeated is P(damage ≥ health), given only with a health', () => {
    const r = exact(redMelee({}, { health: 3 }));
    expect(r['defeated']).toBeCloseTo(2 / 6, 12);
    expect(exact(redMelee())['defeated']).toBeUndefined();
  });
});

describe('IA Rules Reference Guide, Attacks, step 3: rerolls as exact policies', () => {
  it('attacker max-damage: one red die rerolls every face below 13/6 (1, 2, 2, 2) → 22/9', () => {
    expect(meanDamage(redMelee({ rerolls: 1 }))).toBeCloseTo(22 / 9, 12);
  });

  it('each die at most once: three rerolls of one die are one reroll', () => {
    expect(meanDamage(redMelee({ rerolls: 3 }))).toBeCloseTo(22 / 9, 12);
  });

  it('defender min-damage: a white die rerolls blank and evade, keeps block and dodge → 55/54', () => {
    expect(meanDamage(redMelee({}, { dice: { white: 1 }, rerolls: 1 }))).toBeCloseTo(55 / 54, 12);
  });

  it('policy "none" ignores the rerolls', () => {
    const none = { ...redMelee({ rerolls: 2 }), policy: { attackerRerolls: 'none' } };
    expect(meanDamage(none)).toBeCloseTo(13 / 6, 12);
    const noDef = {
      ...redMelee({}, { dice: { white: 1 }, rerolls: 1 }),
      policy: { defenderRerolls: 'none' },
    };
    expect(meanDamage(noDef)).toBeCloseTo(meanDamage(redMelee({}, { dice: { white: 1 } })), 12);
  });
});
