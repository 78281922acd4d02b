import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import type { Results, Roll } from './enumerate-rolls.ts';

/**
 * Star Wars: Legion, one attack, written the way a player resolves it: every die an object with
 * its colour and face, every step in the book's order (docs/rules/legion.md). Slow and plain on
 * purpose; it reads nothing of the engine but the scenario's type.
 *
 * Covered: both editions; Ranged and Melee; red/black/white attack dice; the surge chart; Aim
 * Observation and Surge tokens; Critical X; cover (AMG cover pool, FFG flat
 * cancels) improved by suppression; Dodge tokens; Impact X and Armor (X); the defense die, its
 * surge chart and Surge tokens; Pierce X; the suppression the defender gains. Any other field
 * must be left at its default (`supported` says which are set).
 */

type AttackFace = 'hit' | 'crit' | 'surge' | 'blank';
type DefenseFace = 'block' | 'surge' | 'blank';
type AttackColour = 'red' | 'black' | 'white';

/** AMG Core Rulebook, Attack Dice / FFG Rules Reference 1.0, Dice: the eight faces of each die. */
const ATTACK_FACES: Record<AttackColour, readonly AttackFace[]> = {
  red: ['hit', 'hit', 'hit', 'hit', 'hit', 'crit', 'surge', 'blank'],
  black: ['hit', 'hit', 'hit', 'crit', 'surge', 'blank', 'blank', 'blank'],
  white: ['hit', 'crit', 'surge', 'blank', 'blank', 'blank', 'blank', 'blank'],
};

/** The six faces of each defense die. */
const DEFENSE_FACES: Record<'red' | 'white', readonly DefenseFace[]> = {
  red: ['block', 'block', 'block', 'surge', 'blank', 'blank'],
  white: ['block', 'surge', 'blank', 'blank', 'blank', 'blank'],
};

/** Best colour first: the order the reroll policy prefers. */
const COLOURS: readonly AttackColour[] = ['red', 'black', 'white'];

const COVER = { none: 0, light: 1, heavy: 2 } as const;

interface AttackDie {
  readonly colour: AttackColour;
  face: AttackFace;
}

const count = <T>(faces: readonly T[], face: T): number => faces.filter((f) => f === face).length;

/** The fields this reference models; a scenario setting any other one is refused. */
export function unsupported(s: LegionScenario): string[] {
  const out: string[] = [];
  const a = s.attacker.keywords;
  const modelledAttacker = new Set(['critical', 'pierce', 'impact']);
  for (const [k, v] of Object.entries(a))
    if (v !== 0 && v !== false && !modelledAttacker.has(k)) out.push(`attacker.keywords.${k}`);
  for (const [k, v] of Object.entries(s.defender.keywords))
    if (v !== 0 && v !== false && k !== 'armor') out.push(`defender.keywords.${k}`);
  if (s.attacker.weapons) out.push('attacker.weapons');
  if (s.attacker.tokens.dodge > 0) out.push('attacker.tokens.dodge');
  if (s.attacker.moved || s.attacker.engaged) out.push('attacker.moved/engaged');
  const t = s.defender.tokens;
  if (t.shield > 0 || t.smoke > 0) out.push('defender.tokens.shield/smoke');
  if (s.defender.unitType !== 'trooper') out.push('defender.unitType');
  if (s.defender.minis !== null) out.push('defender.minis');
  if (s.guardians.length > 0) out.push('guardians');
  if (s.attackType === 'overrun') out.push('attackType');
  if (s.policy.reroll !== 'conservative') out.push('policy.reroll');
  return out;
}

/** One attack of the scenario, rolling each die with `roll`: wounds and suppression gained. */
export function legionAttack(s: LegionScenario): (roll: Roll) => Results {
  const amg = s.edition === 'amg-2025';
  const ranged = s.attackType === 'ranged';
  const a = s.attacker;
  const d = s.defender;
  const kw = a.keywords;

  const rollAttackDie = (roll: Roll, colour: AttackColour): AttackFace =>
    ATTACK_FACES[colour][roll(8)] as AttackFace;
  const rollDefenseDie = (roll: Roll, colour: 'red' | 'white'): DefenseFace =>
    DEFENSE_FACES[colour][roll(6)] as DefenseFace;

  /**
   * The dice the default reroll policy ("conservative") picks for one token: the dice that would
   * otherwise end as Blank — Blanks, and surges nothing will convert — best colour first, and
   * within a colour Blanks before surges. Never hits or crits.
   */
  const worthRerolling = (pool: AttackDie[]): AttackDie[] => {
    const surges = pool.filter((die) => die.face === 'surge').length;
    let unconverted = a.surge === 'none' ? Math.max(0, surges - kw.critical - a.tokens.surge) : 0;
    const out: AttackDie[] = [];
    for (const colour of COLOURS) {
      out.push(...pool.filter((die) => die.colour === colour && die.face === 'blank'));
      const surgesOfColour = pool.filter((die) => die.colour === colour && die.face === 'surge');
      const k = Math.min(unconverted, surgesOfColour.length);
      out.push(...surgesOfColour.slice(0, k));
      unconverted -= k;
    }
    return out;
  };

  return (roll) => {
    // Step 4b, Roll Attack Dice.
    const pool: AttackDie[] = [];
    for (const colour of COLOURS)
      for (let i = 0; i < a.dice[colour]; i++)
        pool.push({ colour, face: rollAttackDie(roll, colour) });
    const showsHit = () => pool.some((die) => die.face === 'hit' || die.face === 'crit');
    let sawHit = showsHit();

    // Step 4c, Reroll: each Aim token rerolls up to 2 dice, each Observation token 1 die, one
    // token at a time after seeing the last result.
    const capacities = [
      ...Array<number>(a.tokens.aim).fill(2),
      ...Array<number>(a.tokens.observation).fill(1),
    ];
    for (const capacity of capacities) {
      const chosen = worthRerolling(pool).slice(0, capacity);
      for (const die of chosen) die.face = rollAttackDie(roll, die.colour);
      sawHit ||= showsHit();
    }

    // Step 4d, Convert Attack Surges: Critical X first, then the surge chart, then Surge tokens.
    const faces = pool.map((die) => die.face);
    let hits = count(faces, 'hit');
    let crits = count(faces, 'crit');
    let surges = count(faces, 'surge');
    const critical = Math.min(kw.critical, surges);
    crits += critical;
    surges -= critical;
    if (a.surge === 'hit') hits += surges;
    else if (a.surge === 'crit') crits += surges;
    else hits += Math.min(a.tokens.surge, surges);
    const hadHit = amg ? hits + crits > 0 : sawHit || hits + crits > 0;

    // Step 5, Apply Dodge and Cover (cover against Ranged attacks only).
    if (ranged) {
      const suppressed = amg
        ? d.courage !== null && d.tokens.suppression >= d.courage
        : d.tokens.suppression > 0;
      const cover = Math.min(2, COVER[d.cover] + (suppressed ? 1 : 0));
      if (!amg) {
        hits -= Math.min(hits, cover);
      } else if (cover > 0 && hits > 0) {
        // The cover pool: one white defense die per hit (never for crits).
        const coverPool: DefenseFace[] = [];
        for (let i = 0; i < hits; i++) coverPool.push(rollDefenseDie(roll, 'white'));
        let cancels = count(coverPool, 'block');
        if (cover === 2) cancels += count(coverPool, 'surge');
        hits -= Math.min(hits, cancels);
      }
    }
    hits -= Math.min(hits, d.tokens.dodge);

    // Step 6, Modify Attack Dice: Impact X (only against Armor), then the defender's Armor.
    const armor = d.keywords.armor;
    if (armor > 0) {
      const impact = Math.min(kw.impact, hits);
      hits -= impact;
      crits += impact;
      hits -= amg ? Math.min(armor, hits) : hits;
    }

    // Step 7, Roll Defense Dice: one per hit and crit left; convert surges.
    const defense: DefenseFace[] = [];
    for (let i = 0; i < hits + crits; i++) defense.push(rollDefenseDie(roll, d.die));
    let blocks = count(defense, 'block');
    const defenseSurges = count(defense, 'surge');
    blocks += d.surge === 'block' ? defenseSurges : Math.min(d.tokens.surge, defenseSurges);

    // Step 8, Modify Defense Dice: Pierce X cancels blocks.
    blocks -= Math.min(kw.pierce, blocks);

    // Step 9, Compare Results.
    const wounds = Math.max(0, hits + crits - blocks);

    // Suppression: AMG, a Ranged attack whose pool held a hit or crit after step 4 (the defender
    // is taken to survive: no unit profile); FFG, any attack whose dice ever showed one.
    const suppressible = d.courage !== null;
    const suppression = suppressible && hadHit && (ranged || !amg) ? 1 : 0;
    return { wounds, suppression };
  };
}
