import type { Step } from '../core/program.ts';
import { CRIT, FAIL, HIT, MISS, PASS, saveDie } from './d20.ts';
import { hitDamage, targetSplashDamage } from './damage.ts';
import type { SwmScenario } from './scenario.ts';
import {
  ATTACKER_FORCE,
  CRITICALS,
  DAMAGE,
  DEFENDER_FORCE,
  DEFLECT,
  EVADE,
  HIT_DAMAGE,
  HITS,
  MADE,
  PENDING_ATTACK,
  PENDING_DEFLECT,
  PENDING_EVADE,
  PENDING_REROLL,
  ATTACKS_MADE,
  PENDING_SPLASH,
  PENDING_TARGET_SPLASH,
  ROLL,
  SPLASH_EACH,
  SPLASH_SAVES,
  TARGET_SPLASH,
} from './state.ts';
import type { PlannedAttack } from './turn.ts';

/** The save of Lightsaber Deflect / Block, Evade and Splash (SWM Battle of Hoth rulebook, Force Powers (Luke Skywalker); Splash). */
export const AVOID_SAVE = 11;

/** Lightsaber Deflect against nonmelee attacks, Block against melee ones. */
export function deflects(s: SwmScenario): boolean {
  const d = s.defender;
  return s.attacker.meleeAttack ? d.lightsaberBlock : d.lightsaberDeflect;
}

/** Evade (outside the seed) works only against a nonadjacent attacker. */
export function evades(s: SwmScenario): boolean {
  return s.defender.evade && !s.attacker.adjacent;
}

/**
 * Whether the defender spends Force against this turn's attacks: on Lightsaber Deflect / Block,
 * or on rerolling a failed Evade save or a failed Splash save after a miss (SWM Battle of Hoth rulebook, Force Points and Force Powers; Splash);
 * policy `forceDefense` "never" keeps it.
 */
export function defenderSpendsForce(s: SwmScenario): boolean {
  return (
    s.defender.force > 0 &&
    s.policy.forceDefense === 'first-hit' &&
    (deflects(s) || evades(s) || targetSplashDamage(s) > 0)
  );
}

/**
 * Whether each character adjacent to the target rerolls its first failed Splash save of the
 * turn with its own Force (SWM Battle of Hoth rulebook, Force Points and Force Powers; Spending Force Points: any character may reroll a save it just made,
 * once per turn, also in another character's turn); `forceDefense` "never" keeps it too.
 */
export function adjacentSpendForce(s: SwmScenario): boolean {
  return s.defender.adjacentForce && s.policy.forceDefense === 'first-hit';
}

/** Whether the attacker's reroll policy rerolls this result (kinds already in the state). */
function wantsReroll(s: SwmScenario): (st: Int32Array) => boolean {
  switch (s.policy.forceReroll) {
    case 'on-miss':
      return (st) => (st[ROLL + MISS] as number) > 0;
    case 'on-miss-or-non-crit':
      return (st) => (st[ROLL + MISS] as number) + (st[ROLL + HIT] as number) > 0;
    case 'never':
      return () => false;
  }
}

/**
 * The steps of one attack in rulebook order: declare (no attack once the target is defeated,
 * Reduced to 0 Hit Points; Twin Attack), roll, Force reroll (Force Points and Force Powers), hit or critical (Natural 20 is a Critical Hit), Evade, Deflect / Block, damage
 * after Damage Reduction (Damage Reduction); a miss splashes the target (Splash). The adjacent characters'
 * Splash saves follow the last attack (splashSteps).
 */
export function attackSteps(s: SwmScenario, at: PlannedAttack): Step[] {
  const hp = s.defender.hp;
  const n = at.index;
  const steps: Step[] = [];
  const save = saveDie(AVOID_SAVE);
  const normal = hitDamage(s, false);
  const critical = hitDamage(s, true);
  const splashTarget = targetSplashDamage(s);
  const droid = s.defender.droid;

  steps.push({
    kind: 'det',
    name: `declare attack ${n}`,
    run: at.autoCritical
      ? // Use the Force: an automatic critical hit without a roll (Use the Force).
        (st) => {
          if ((st[DAMAGE] as number) >= hp) return;
          st[MADE] = 1;
          st[ROLL + CRIT] = 1;
        }
      : (st) => {
          if ((st[DAMAGE] as number) >= hp) return;
          st[MADE] = 1;
          st[PENDING_ATTACK] = 1;
        },
  });
  if (!at.autoCritical) {
    steps.push({
      kind: 'roll',
      name: `attack roll ${n}`,
      dice: [{ die: at.die, pending: PENDING_ATTACK, into: ROLL }],
    });
    if (s.attacker.force > 0 && s.policy.forceReroll !== 'never') {
      const wants = wantsReroll(s);
      steps.push({
        kind: 'det',
        name: `force reroll ${n}`,
        // Rerolling spends the attacker's one Force point of the turn; the second roll stands.
        run: (st) => {
          if (st[ATTACKER_FORCE] === 0 || st[MADE] === 0 || !wants(st)) return;
          st[ATTACKER_FORCE] = 0;
          st[ROLL + MISS] = 0;
          st[ROLL + HIT] = 0;
          st[ROLL + CRIT] = 0;
          st[PENDING_REROLL] = 1;
        },
      });
      steps.push({
        kind: 'roll',
        name: `reroll ${n}`,
        dice: [{ die: at.rerollDie, pending: PENDING_REROLL, into: ROLL }],
      });
    }
  }

  const evade = evades(s);
  steps.push({
    kind: 'det',
    name: `resolve hit ${n}`,
    run: (st) => {
      const crit = st[ROLL + CRIT] as number;
      const hit = (st[ROLL + HIT] as number) + crit;
      st[ROLL + MISS] = 0;
      st[ROLL + HIT] = 0;
      st[ROLL + CRIT] = 0;
      if (st[MADE] === 0) return;
      if (hit > 0) {
        st[HITS] = (st[HITS] as number) + 1;
        // Droids are immune to critical hits: the natural 20 hits but is no critical (Natural 20 is a Critical Hit).
        if (crit > 0 && !droid) st[CRITICALS] = (st[CRITICALS] as number) + 1;
        st[HIT_DAMAGE] = crit > 0 ? critical : normal;
        if (evade && (st[HIT_DAMAGE] as number) > 0) st[PENDING_EVADE] = 1;
      } else if (splashTarget > 0) {
        st[PENDING_TARGET_SPLASH] = 1;
      }
    },
  });
  const firstSaves = [
    ...(evade ? [{ die: save, pending: PENDING_EVADE, into: EVADE }] : []),
    ...(splashTarget > 0
      ? [{ die: save, pending: PENDING_TARGET_SPLASH, into: TARGET_SPLASH }]
      : []),
  ];
  if (firstSaves.length > 0)
    steps.push({ kind: 'roll', name: `evade / splash save ${n}`, dice: firstSaves });

  const forceSave = defenderSpendsForce(s);
  const deflect = deflects(s);
  steps.push({
    kind: 'det',
    name: `avoid damage ${n}`,
    run: (st) => {
      const evadeFailed = (st[EVADE + FAIL] as number) > 0;
      if ((st[EVADE + PASS] as number) > 0) st[HIT_DAMAGE] = 0;
      st[EVADE + PASS] = 0;
      st[EVADE + FAIL] = 0;
      // A miss whose Splash save failed: X is now the damage this attack would deal.
      const splashFailed = (st[TARGET_SPLASH + FAIL] as number) > 0;
      if (splashFailed) st[HIT_DAMAGE] = splashTarget;
      st[TARGET_SPLASH + PASS] = 0;
      st[TARGET_SPLASH + FAIL] = 0;
      // The defender's one Force point of the turn (Spending Force Points) goes to the first attack whose damage
      // it can stop ("first-hit"): on a hit, Lightsaber Deflect / Block (save 11), or else a
      // reroll of a failed Evade save (Force Points and Force Powers; Spending Force Points); on a miss, a reroll of the failed Splash
      // save (Force Points and Force Powers; Splash). All are saves of 11, so every one halves that damage; later attacks
      // get no Force. Deflect / Block work only when hit, never against a miss's Splash.
      // The rulebook's own texts disagree on Deflect: Luke's card (Force Powers (Luke Skywalker)) says "nonmelee attack",
      // the Vader summary (Lightsaber Deflect (Darth Vader)) says "Melee Attack" — that is the later Lightsaber Block. We
      // follow the card text for Deflect and model Block separately (docs/rules/swm.md).
      if (
        forceSave &&
        st[DEFENDER_FORCE] === 1 &&
        (st[HIT_DAMAGE] as number) > 0 &&
        ((deflect && !splashFailed) || evadeFailed || splashFailed)
      ) {
        st[DEFENDER_FORCE] = 0;
        st[PENDING_DEFLECT] = 1;
      }
    },
  });
  if (forceSave)
    steps.push({
      kind: 'roll',
      name: `defender force save ${n}`,
      dice: [{ die: save, pending: PENDING_DEFLECT, into: DEFLECT }],
    });

  const splashes = reportsSplash(s);
  steps.push({
    kind: 'det',
    name: `deal damage ${n}`,
    run: (st) => {
      if ((st[DEFLECT + PASS] as number) > 0) st[HIT_DAMAGE] = 0;
      st[DEFLECT + PASS] = 0;
      st[DEFLECT + FAIL] = 0;
      st[DAMAGE] = Math.min(hp, (st[DAMAGE] as number) + (st[HIT_DAMAGE] as number));
      st[HIT_DAMAGE] = 0;
      if (splashes && st[MADE] === 1) st[ATTACKS_MADE] = (st[ATTACKS_MADE] as number) + 1;
      st[MADE] = 0;
    },
  });
  return steps;
}

/** Splash is reported only when the attacker has Splash and the target has neighbours. */
export function reportsSplash(s: SwmScenario): boolean {
  return s.attacker.splash > 0 && s.defender.adjacentCharacters > 0;
}

/**
 * Splash X on an adjacent character: every attack made, hit or miss, deals it X unless it
 * saves 11 (rerolling one failed save with `adjacentForce`), never doubled (SWM Battle of Hoth rulebook, Splash). The saves touch nothing else in the turn, so they
 * are rolled together after the last attack: the same distribution, and the exact executor
 * does not carry them through every attack. All adjacent characters share this distribution.
 */
export function splashSteps(s: SwmScenario): Step[] {
  if (!reportsSplash(s)) return [];
  const splash = s.attacker.splash;
  const save = saveDie(AVOID_SAVE);
  // With Force, the character rerolls its first failed save (Force Points and Force Powers; Spending Force Points). The saves are
  // independent and equal, so rerolling any one failed save gives the same count of failures.
  const reroll: Step[] = adjacentSpendForce(s)
    ? [
        {
          kind: 'det',
          name: 'adjacent force reroll',
          run: (st) => {
            if ((st[SPLASH_SAVES + FAIL] as number) === 0) return;
            st[SPLASH_SAVES + FAIL] = (st[SPLASH_SAVES + FAIL] as number) - 1;
            st[PENDING_SPLASH] = 1;
          },
        },
        {
          kind: 'roll',
          name: 'adjacent force reroll',
          dice: [{ die: save, pending: PENDING_SPLASH, into: SPLASH_SAVES }],
        },
      ]
    : [];
  return [
    {
      kind: 'det',
      name: 'splash saves',
      run: (st) => {
        st[PENDING_SPLASH] = st[ATTACKS_MADE] as number;
        st[ATTACKS_MADE] = 0;
      },
    },
    {
      kind: 'roll',
      name: 'splash saves',
      dice: [{ die: save, pending: PENDING_SPLASH, into: SPLASH_SAVES }],
    },
    ...reroll,
    {
      kind: 'det',
      name: 'splash damage',
      run: (st) => {
        st[SPLASH_EACH] = splash * (st[SPLASH_SAVES + FAIL] as number);
        st[SPLASH_SAVES + PASS] = 0;
        st[SPLASH_SAVES + FAIL] = 0;
      },
    },
  ];
}
