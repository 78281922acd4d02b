import fc from 'fast-check';
import {
  LETHAL_POLICIES,
  MAKASHI_POLICIES,
  MARKSMAN_POLICIES,
  PIERCE_SPLIT_POLICIES,
  REROLL_POLICIES,
  SORESU_POLICIES,
} from '../../../src/engine/legion/scenario.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

/** A flag that is usually off, so scenarios combine a few keywords rather than all of them. */
const rare = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

/** A flag that is rarely on (the many later keywords: a handful per scenario at most). */
const rarer = fc.oneof(
  { weight: 9, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

/** A small X that is usually 0 (the key is then left out of the JSON). */
const small = (max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
  );

/** A small X that is rarely set. */
const smallRarer = (max: number) =>
  fc.oneof(
    { weight: 7, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
  );

/** Leaves out zero and false values, as a user writing the JSON would. */
function compact(o: Record<string, number | boolean>): JsonRecord {
  const out: JsonRecord = {};
  for (const [k, v] of Object.entries(o)) if (v !== 0 && v !== false) out[k] = v;
  return out;
}

const guardianArb = fc.record({
  x: fc.integer({ min: 1, max: 2 }),
  die: fc.constantFrom('red', 'white'),
  surge: fc.constantFrom('none', 'block'),
  surgeTokens: small(1),
  dodge: small(1),
  deflect: rare,
  immunePierce: rare,
  soresuMastery: rare,
});

/** Most Spray pools this arbitrary builds: dice × miniatures in LOS (exact stays quick). */
const SPRAY_DICE = 8;

/**
 * Valid Legion scenario JSON: both editions, Ranged or Melee, up to 6 attack dice, every token
 * and every keyword of the schema, an optional unit profile, up to two guardians and every
 * policy. Rules the parser enforces are respected by construction: amg-only fields (Surge
 * tokens, Smoke, Low Profile, Dug In, Backup, Anti-Personnel, Anti-Materiel) only under
 * amg-2025; no ffg-1.0 Cumbersome weapon after moving; guardians (protecting only troopers) and
 * Backup only against Ranged attacks; Spray only with a unit profile, on at most 8 dice in all;
 * the unit profile consistent.
 */
export const scenarioArb: fc.Arbitrary<JsonRecord> = fc
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
    atkTokens: fc.record({
      aim: small(1),
      observation: small(1),
      surge: small(1),
      dodge: small(1),
    }),
    moved: rare,
    engaged: rarer,
    atkKw: fc.record({
      precise: small(1),
      critical: small(2),
      pierce: small(2),
      impact: small(2),
      sharpshooter: small(1),
      lethal: smallRarer(1),
      ram: smallRarer(2),
      antiPersonnel: smallRarer(2),
      antiMateriel: smallRarer(2),
      ion: smallRarer(1),
      blast: rare,
      highVelocity: rare,
      marksman: rarer,
      jediHunter: rarer,
      duelist: rarer,
      makashiMastery: rarer,
      jarKaiMastery: rarer,
      immuneDeflect: rarer,
      deathFromAbove: rarer,
      holdTheLine: rarer,
      cumbersome: rarer,
      primitive: rarer,
      suppressive: rarer,
      spray: rarer,
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
      enrage: small(1),
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
      shienMastery: rarer,
      block: rarer,
      soresuMastery: rarer,
      djemSoMastery: rarer,
      duelist: rarer,
      holdTheLine: rarer,
      nimble: rarer,
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
    policy: fc.record({
      // The named policies: "optimal" has properties of its own (optimal-play.test.ts).
      reroll: fc.constantFrom(...REROLL_POLICIES.filter((p) => p !== 'optimal')),
      pierceSplit: fc.constantFrom(...PIERCE_SPLIT_POLICIES),
      lethal: fc.constantFrom(...LETHAL_POLICIES),
      marksman: fc.constantFrom(...MARKSMAN_POLICIES),
      makashi: fc.constantFrom(...MAKASHI_POLICIES.filter((p) => p !== 'optimal')),
      soresu: fc.constantFrom(...SORESU_POLICIES.filter((p) => p !== 'optimal')),
    }),
  })
  .map((g) => {
    const amg = g.edition === 'amg-2025';
    const ranged = !g.melee;
    const defender: JsonRecord = {
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
    let sprayOver = 0;
    if (g.profile) {
      const { minis, woundThreshold } = g.profile;
      defender['minis'] = minis;
      defender['woundThreshold'] = woundThreshold;
      defender['woundsTaken'] = g.profile.taken % (minis * woundThreshold);
      const inLos = g.profile.inLos % (minis + 1);
      if (inLos > 0) defender['minisInLos'] = inLos;
      sprayOver = inLos > 0 ? inLos : minis;
    }
    const diceCount = g.dice.red + g.dice.black + g.dice.white;
    const spray = g.atkKw.spray && sprayOver > 0 && diceCount * sprayOver <= SPRAY_DICE;
    const s: JsonRecord = {
      v: 1,
      game: 'legion',
      edition: g.edition,
      attackType: ranged ? 'ranged' : 'melee',
      attacker: {
        dice: compact(g.dice),
        surge: g.surge,
        tokens: compact({ ...g.atkTokens, surge: amg ? g.atkTokens.surge : 0 }),
        keywords: compact({
          ...g.atkKw,
          antiPersonnel: amg ? g.atkKw.antiPersonnel : 0,
          antiMateriel: amg ? g.atkKw.antiMateriel : 0,
          spray,
        }),
        // FFG Rules Reference 1.0, Cumbersome: under ffg-1.0 a unit that moved cannot use the weapon at all.
        moved: g.moved && (amg || !g.atkKw.cumbersome),
        engaged: g.engaged,
      },
      defender,
      policy: g.policy,
    };
    if (ranged && g.unitType === 'trooper' && g.guardians.length > 0)
      s['guardians'] = g.guardians.map((x) => ({
        x: x.x,
        die: x.die,
        surge: x.surge,
        tokens: compact({ surge: amg ? x.surgeTokens : 0, dodge: x.dodge }),
        keywords: compact({
          deflect: x.deflect,
          immunePierce: x.immunePierce,
          soresuMastery: x.soresuMastery,
        }),
      }));
    return s;
  });
