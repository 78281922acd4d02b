import type { SwmScenario } from '../../src/engine/swm/scenario.ts';
import type { Results, Roll } from './enumerate-rolls.ts';

/**
 * Star Wars Miniatures, one character's turn of attacks, each d20 rolled on its own as the
 * SWM Battle of Hoth rulebook resolves it (docs/rules/swm.md): attack rolls, the attacker's
 * Force reroll, criticals, Evade and Lightsaber Deflect / Block saves with the defender's Force,
 * damage after Damage Reduction, up to the target's Hit Points. It reads nothing of the engine
 * but the scenario's type. Splash is not modelled (`unsupported`).
 */

type Result = 'miss' | 'hit' | 'critical';

/** The fields this reference models; a scenario setting any other one is refused. */
export function unsupported(s: SwmScenario): string[] {
  return s.attacker.splash > 0 ? ['attacker.splash'] : [];
}

/** One natural d20 roll, 1..20. */
const d20 = (roll: Roll): number => roll(20) + 1;

/** A save of 11: natural 20 succeeds, natural 1 fails, else d20 ≥ 11. */
const saves = (roll: Roll): boolean => d20(roll) >= 11;

/** One turn of the scenario, rolling each d20 with `roll`. */
export function swmTurn(s: SwmScenario): (roll: Roll) => Results {
  const a = s.attacker;
  const d = s.defender;
  const defense = d.defense + (d.cover && !a.adjacent ? 4 : 0);
  const fresh = !d.activated;
  const attackBonus = a.attack + (a.cunningAttack && fresh ? 4 : 0);
  const extra =
    a.bonusDamage +
    (a.lightsaber && a.adjacent ? 10 : 0) +
    (a.cunningAttack && fresh ? 10 : 0) +
    (a.advantageousAttack && fresh ? 10 : 0);
  const ignoresReduction = a.adjacent && (a.lightsaber || a.lightsaberAssault);
  const deflects = a.meleeAttack ? d.lightsaberBlock : d.lightsaberDeflect;
  const evades = d.evade && !a.adjacent;

  const classify = (natural: number, bonus: number): Result =>
    natural === 20
      ? 'critical'
      : natural === 1
        ? 'miss'
        : natural + bonus >= defense
          ? 'hit'
          : 'miss';
  const damageOf = (critical: boolean): number => {
    const doubled = critical && !d.droid;
    const raw = !doubled
      ? a.damage + extra
      : s.options.critDoublesExtras
        ? 2 * (a.damage + extra)
        : 2 * a.damage + extra;
    return ignoresReduction ? raw : Math.max(0, raw - d.damageReduction);
  };
  const wantsReroll = (r: Result): boolean =>
    s.policy.forceReroll === 'on-miss'
      ? r === 'miss'
      : s.policy.forceReroll === 'on-miss-or-non-crit'
        ? r !== 'critical'
        : false;

  // The turn's attacks: Lightsaber Assault makes 2, else the card's plus Double Attack; Twin
  // Attack follows each with one more.
  const base = a.lightsaberAssault ? 2 : a.attacks + (a.doubleAttack ? 1 : 0);
  const attacks = base * (a.twinAttack ? 2 : 1);

  return (roll) => {
    // One Force point per character per turn: Lightsaber Assault and Use the Force spend it.
    let attackerForce = a.force > 0 && !a.lightsaberAssault && !a.useTheForce;
    let defenderForce = d.force > 0 && s.policy.forceDefense === 'first-hit';
    let damage = 0;
    let hits = 0;
    let criticals = 0;
    for (let i = 0; i < attacks; i++) {
      if (damage >= d.hp) break; // a defeated target is attacked no more
      const bonus = attackBonus + (i === 0 ? 4 * a.combinedFire : 0);
      let result: Result;
      if (i === 0 && a.useTheForce) result = 'critical';
      else {
        result = classify(d20(roll), bonus);
        if (attackerForce && wantsReroll(result)) {
          attackerForce = false;
          result = classify(d20(roll), bonus + (a.mettle ? 4 : 0));
        }
      }
      if (result === 'miss') continue;
      hits++;
      const critical = result === 'critical' && !d.droid;
      if (critical) criticals++;
      let dealt = damageOf(critical);
      let evadeFailed = false;
      if (evades && dealt > 0) {
        if (saves(roll)) dealt = 0;
        else evadeFailed = true;
      }
      // The defender's Force goes on the first hit it can stop: Deflect / Block, or a reroll
      // of the failed Evade save; either way a save of 11.
      if (defenderForce && dealt > 0 && (deflects || evadeFailed)) {
        defenderForce = false;
        if (saves(roll)) dealt = 0;
      }
      damage = Math.min(d.hp, damage + dealt);
    }
    return { damage, hits, criticals, defeated: damage >= d.hp ? 1 : 0 };
  };
}
