import { describe, expect, it } from 'vitest';
import { activeKeywords, buildContext, placedSteps } from '../../src/engine/legion/compile.ts';
import { ATTACK_STEPS } from '../../src/engine/legion/attack-steps.ts';
import { KEYWORDS } from '../../src/engine/legion/keyword-table.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';

// The order in which Legion's rule steps and keyword hooks run is the rulebook's attack sequence
// (docs/rules/legion.md steps 4a–10) plus each hook's `order`. It is easy to change by accident (a new
// hook's order, a step moved in ATTACK_STEPS, the sort made unstable), and hard to see in a
// diff of the keyword files: these snapshots print it, so any change shows up in review. Update
// them (`npx vitest run test/legion/hook-order.test.ts -u`) only when the new order is meant.

/** Scenarios that between them use every keyword and make every keyword hook add an operation. */
const SCENARIOS: Record<string, unknown> = {
  'amg-2025, Ranged, at a Trooper unit with a guardian': {
    v: 1,
    game: 'legion',
    attacker: {
      dice: { red: 1, black: 1, white: 1 },
      surge: 'none',
      tokens: { aim: 1, observation: 1, surge: 1 },
      moved: true,
      keywords: {
        precise: 1,
        critical: 1,
        sharpshooter: 1,
        pierce: 1,
        lethal: 1,
        ion: 1,
        antiPersonnel: 1,
        marksman: true,
        cumbersome: true,
        suppressive: true,
        spray: true,
        immuneDeflect: true,
      },
    },
    defender: {
      die: 'red',
      surge: 'none',
      cover: 'light',
      minis: 2,
      woundThreshold: 1,
      minisInLos: 1,
      tokens: { dodge: 1, surge: 1, shield: 1, suppression: 1, smoke: 1 },
      keywords: {
        coverX: 1,
        lowProfile: true,
        dugIn: true,
        backup: true,
        dangerSense: 1,
        uncannyLuck: 1,
        // No wounds taken: Enrage configures nothing here (it adds no operation).
        enrage: 1,
        deflect: true,
        block: true,
        outmaneuver: true,
        soresuMastery: true,
        shienMastery: true,
        immuneBlast: true,
        impervious: true,
        nimble: true,
      },
    },
    guardians: [{ x: 1, keywords: { deflect: true, soresuMastery: true, immunePierce: true } }],
  },
  'amg-2025, Melee, at a vehicle': {
    v: 1,
    game: 'legion',
    attackType: 'melee',
    attacker: {
      // A black die, so that Anti-Materiel 1 has a die to upgrade (a hook with nothing to
      // change adds no operation).
      dice: { red: 1, black: 1 },
      tokens: { aim: 1, dodge: 1 },
      moved: true,
      keywords: {
        pierce: 1,
        ram: 1,
        antiMateriel: 1,
        duelist: true,
        makashiMastery: true,
        jarKaiMastery: true,
        holdTheLine: true,
        jediHunter: true,
        primitive: true,
      },
    },
    defender: {
      unitType: 'ground-vehicle',
      courage: null,
      tokens: { dodge: 1 },
      keywords: {
        armor: 1,
        weakPoint: 1,
        djemSoMastery: true,
        duelist: true,
        holdTheLine: true,
        immunePierce: true,
        immuneMeleePierce: true,
      },
    },
    policy: { makashi: 'never' },
  },
  'ffg-1.0, Ranged, at a Trooper unit in cover, fishing for crits': {
    v: 1,
    game: 'legion',
    edition: 'ffg-1.0',
    attacker: {
      dice: { red: 1, white: 2 },
      tokens: { aim: 1 },
      keywords: { precise: 1, critical: 1, pierce: 1 },
    },
    defender: {
      cover: 'light',
      tokens: { dodge: 1, suppression: 1 },
      keywords: { coverX: 1, dangerSense: 1, uncannyLuck: 1, deflect: true, nimble: true },
    },
    policy: { reroll: 'crit-fishing' },
  },
  'ffg-1.0, Ranged, at a vehicle from above': {
    v: 1,
    game: 'legion',
    edition: 'ffg-1.0',
    attacker: {
      dice: { black: 2 },
      surge: 'crit',
      tokens: { aim: 1 },
      keywords: { impact: 1, blast: true, highVelocity: true, deathFromAbove: true },
    },
    defender: {
      unitType: 'repulsor-vehicle',
      courage: null,
      cover: 'heavy',
      tokens: { dodge: 1 },
      keywords: { armor: 2, deflect: true },
    },
  },
};

function scenario(name: string): LegionScenario {
  const parsed = parseLegionScenario(SCENARIOS[name]);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value;
}

/** Each rulebook step, then its operations in run order: order, origin, kind and name. */
function printed(s: LegionScenario): string {
  const placed = placedSteps(buildContext(s));
  const lines: string[] = [];
  for (const step of ATTACK_STEPS) {
    lines.push(`${step.rule} (${step.id})`);
    for (const p of placed.filter((q) => q.at === step.id)) {
      const origin = p.keyword ?? 'step';
      const kind = p.step.kind === 'roll' ? 'roll' : p.step.canonical === true ? 'canon' : 'det';
      lines.push(
        `  ${String(p.order).padStart(4)}  ${origin.padEnd(26)} ${kind.padEnd(5)} ${p.step.name}`,
      );
    }
  }
  return `\n${lines.join('\n')}\n`;
}

describe('Legion step and hook order', () => {
  const names = Object.keys(SCENARIOS);

  it('the scenarios use every keyword, and every keyword hook adds an operation in one', () => {
    const used = new Set<string>();
    const hooked = new Set<string>();
    for (const name of names) {
      const s = scenario(name);
      for (const { k } of activeKeywords(s)) used.add(`${k.side} ${k.key}`);
      for (const p of placedSteps(buildContext(s)))
        if (p.keyword !== undefined) hooked.add(`${p.keyword} @ ${p.at}`);
    }
    const all = KEYWORDS.map((k) => `${k.side} ${k.key}`);
    const hooks = KEYWORDS.flatMap((k) =>
      (k.hooks ?? []).map((h) => `${k.side} ${k.key} @ ${h.step}`),
    );
    expect(all.filter((k) => !used.has(k))).toEqual([]);
    expect(hooks.filter((h) => !hooked.has(h))).toEqual([]);
  });

  it('amg-2025, Ranged, at a Trooper unit with a guardian', () => {
    expect(printed(scenario('amg-2025, Ranged, at a Trooper unit with a guardian')))
      .toMatchInlineSnapshot(`
      "
      4a upgrade/downgrade (upgrade-attack)
         -10  attacker cumbersome        det   Cumbersome
          10  attacker antiPersonnel     det   Anti-Personnel X
      4b roll attack dice (roll-attack)
           0  step                       roll  roll red attack dice
           0  step                       canon keep red results
           0  step                       roll  roll black attack dice
           0  step                       canon keep black results
           0  step                       roll  roll white attack dice
           0  step                       canon keep white results
      4c reroll attack dice (reroll-attack)
           0  step                       det   choose dice for an Aim token
           0  step                       roll  reroll with an Aim token
           0  step                       canon keep results
           0  step                       det   choose dice for an Observation token
           0  step                       roll  reroll with an Observation token
           0  step                       canon keep results
         100  step                       det   collapse colours
      4d convert attack surges (convert-attack-surges)
         -10  attacker critical          det   Critical X
           0  step                       det   surge chart and Surge tokens
          10  attacker marksman          det   Marksman
         100  step                       det   end of step 4
      5a–d apply cover (apply-cover)
           0  step                       det   gather cover pool
           0  step                       roll  roll cover pool
           0  step                       det   apply cover
      5e apply dodge (apply-dodge)
           0  step                       det   spend Dodge tokens
      6 modify attack dice (attacker) (modify-attack-dice)
        -100  attacker ion               det   Ion X
          40  attacker lethal            det   Lethal X
      6 modify attack dice (defender) (defender-cancels)
         -10  defender backup            det   Backup
           0  step                       det   flip Shield tokens
      6 Guardian X (guardians)
           0  step                       det   guardian 1 cancels hits
           0  step                       roll  guardian 1 rolls
           0  step                       det   guardian 1 converts, suffers wounds
      7a–c roll defense dice (roll-defense)
           0  step                       det   gather defense dice
           0  step                       canon count crits with hits
           0  step                       roll  roll defense dice
      7d reroll defense dice (reroll-defense)
         -20  defender soresuMastery     det   Soresu Mastery: choose
         -20  defender soresuMastery     roll  Soresu Mastery: reroll
         -10  defender uncannyLuck       det   Uncanny Luck: choose dice
         -10  defender uncannyLuck       roll  Uncanny Luck: reroll
      7e convert defense surges (convert-defense-surges)
        -100  step                       det   collect defense results
         -10  defender deflect           det   Deflect
          -5  defender block             det   Block
           0  step                       det   defense surge chart and Surge tokens
      8 modify defense dice (modify-defense-dice)
          10  step                       det   spend Pierce
      9 compare results (compare-results)
           0  step                       det   compare results
      10 suppression (suppression)
           0  step                       det   gain suppression
          10  defender nimble            det   Nimble
      "
    `);
  });

  it('amg-2025, Melee, at a vehicle', () => {
    expect(printed(scenario('amg-2025, Melee, at a vehicle'))).toMatchInlineSnapshot(`
      "
      4a upgrade/downgrade (upgrade-attack)
          10  attacker antiMateriel      det   Anti-Materiel X
      4b roll attack dice (roll-attack)
           0  step                       roll  roll red attack dice
           0  step                       canon keep red results
           0  step                       roll  roll black attack dice
           0  step                       canon keep black results
           0  step                       roll  roll white attack dice
           0  step                       canon keep white results
      4c reroll attack dice (reroll-attack)
           0  step                       det   choose dice for an Aim token
           0  step                       roll  reroll with an Aim token
           0  step                       canon keep results
          50  attacker duelist           det   Duelist (attacker)
         100  step                       det   collapse colours
      4d convert attack surges (convert-attack-surges)
           0  step                       det   surge chart and Surge tokens
          20  attacker jarKaiMastery     det   Jar'Kai Mastery
         100  step                       det   end of step 4
      5a–d apply cover (apply-cover)
      5e apply dodge (apply-dodge)
           0  step                       det   spend Dodge tokens
          10  defender duelist           det   Duelist (defender)
      6 modify attack dice (attacker) (modify-attack-dice)
          20  defender weakPoint         det   Impact X
          30  attacker ram               det   Ram X
          50  attacker primitive         det   Primitive
      6 modify attack dice (defender) (defender-cancels)
         -20  defender armor             det   Armor
      6 Guardian X (guardians)
      7a–c roll defense dice (roll-defense)
           0  step                       det   gather defense dice
           0  step                       canon count crits with hits
           0  step                       roll  roll defense dice
      7d reroll defense dice (reroll-defense)
      7e convert defense surges (convert-defense-surges)
        -100  step                       det   collect defense results
          -5  defender holdTheLine       det   Hold the Line
           0  step                       det   defense surge chart and Surge tokens
      8 modify defense dice (modify-defense-dice)
      9 compare results (compare-results)
           0  step                       det   compare results
          10  defender djemSoMastery     det   Djem So Mastery
      10 suppression (suppression)
      "
    `);
  });

  it('ffg-1.0, Ranged, at a Trooper unit in cover, fishing for crits', () => {
    expect(printed(scenario('ffg-1.0, Ranged, at a Trooper unit in cover, fishing for crits')))
      .toMatchInlineSnapshot(`
      "
      4a upgrade/downgrade (upgrade-attack)
      4b roll attack dice (roll-attack)
           0  step                       roll  roll red attack dice
           0  step                       canon keep red results
           0  step                       roll  roll black attack dice
           0  step                       canon keep black results
           0  step                       roll  roll white attack dice
           0  step                       canon keep white results
           0  step                       det   note hits and crits
      4c reroll attack dice (reroll-attack)
           0  step                       det   choose dice for an Aim token
           0  step                       roll  reroll with an Aim token
           0  step                       canon keep results
           0  step                       det   note hits and crits
         100  step                       det   collapse colours
      4d convert attack surges (convert-attack-surges)
         -10  attacker critical          det   Critical X
           0  step                       det   surge chart and Surge tokens
         100  step                       det   end of step 4
      5a–d apply cover (apply-cover)
           0  step                       det   flat cover
      5e apply dodge (apply-dodge)
           0  step                       det   spend Dodge tokens
      6 modify attack dice (attacker) (modify-attack-dice)
      6 modify attack dice (defender) (defender-cancels)
      6 Guardian X (guardians)
      7a–c roll defense dice (roll-defense)
           0  step                       det   gather defense dice
           0  step                       canon count crits with hits
           0  step                       roll  roll defense dice
      7d reroll defense dice (reroll-defense)
         -10  defender uncannyLuck       det   Uncanny Luck: choose dice
         -10  defender uncannyLuck       roll  Uncanny Luck: reroll
      7e convert defense surges (convert-defense-surges)
        -100  step                       det   collect defense results
         -10  defender deflect           det   Deflect (ffg-1.0)
           0  step                       det   defense surge chart and Surge tokens
      8 modify defense dice (modify-defense-dice)
          10  step                       det   spend Pierce
      9 compare results (compare-results)
           0  step                       det   compare results
      10 suppression (suppression)
           0  step                       det   gain suppression (ffg-1.0)
          10  defender nimble            det   Nimble
      "
    `);
  });

  it('ffg-1.0, Ranged, at a vehicle from above', () => {
    expect(printed(scenario('ffg-1.0, Ranged, at a vehicle from above'))).toMatchInlineSnapshot(`
      "
      4a upgrade/downgrade (upgrade-attack)
      4b roll attack dice (roll-attack)
           0  step                       roll  roll red attack dice
           0  step                       canon keep red results
           0  step                       roll  roll black attack dice
           0  step                       canon keep black results
           0  step                       roll  roll white attack dice
           0  step                       canon keep white results
           0  step                       det   note hits and crits
      4c reroll attack dice (reroll-attack)
           0  step                       det   choose dice for an Aim token
           0  step                       roll  reroll with an Aim token
           0  step                       canon keep results
           0  step                       det   note hits and crits
         100  step                       det   collapse colours
      4d convert attack surges (convert-attack-surges)
           0  step                       det   surge chart and Surge tokens
         100  step                       det   end of step 4
      5a–d apply cover (apply-cover)
      5e apply dodge (apply-dodge)
      6 modify attack dice (attacker) (modify-attack-dice)
          20  attacker impact            det   Impact X
      6 modify attack dice (defender) (defender-cancels)
         -20  defender armor             det   Armor
      6 Guardian X (guardians)
      7a–c roll defense dice (roll-defense)
           0  step                       det   gather defense dice
           0  step                       canon count crits with hits
           0  step                       roll  roll defense dice
      7d reroll defense dice (reroll-defense)
      7e convert defense surges (convert-defense-surges)
        -100  step                       det   collect defense results
         -10  defender deflect           det   Deflect (ffg-1.0)
           0  step                       det   defense surge chart and Surge tokens
      8 modify defense dice (modify-defense-dice)
      9 compare results (compare-results)
           0  step                       det   compare results
      10 suppression (suppression)
      "
    `);
  });
});
