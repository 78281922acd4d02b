import type { Derived, Observable, Program, Step } from '../core/program.ts';
import { attackSteps, defenderSpendsForce, reportsSplash, splashSteps } from './attack-steps.ts';
import type { SwmScenario } from './scenario.ts';
import {
  ATTACKER_FORCE,
  CRITICALS,
  DAMAGE,
  DEFENDER_FORCE,
  HITS,
  SPLASH_EACH,
  STATE_SIZE,
} from './state.ts';
import { planTurn } from './turn.ts';

/**
 * Whether the attacker can still spend Force on a reroll: only one Force spend per turn
 * (SWM Battle of Hoth rulebook, Force Points; Spending Force Points), so Lightsaber Assault or Use the Force leave none for rerolls.
 */
export function attackerCanReroll(s: SwmScenario): boolean {
  const a = s.attacker;
  return a.force > 0 && !a.lightsaberAssault && !a.useTheForce;
}

function initialState(s: SwmScenario): Int32Array {
  const init = new Int32Array(STATE_SIZE);
  init[ATTACKER_FORCE] = attackerCanReroll(s) ? 1 : 0;
  init[DEFENDER_FORCE] = defenderSpendsForce(s) ? 1 : 0;
  return init;
}

function observables(s: SwmScenario, attacks: number): Observable[] {
  const perCharacter = attacks * s.attacker.splash;
  return [
    { name: 'damage', slot: DAMAGE, max: s.defender.hp },
    { name: 'hits', slot: HITS, max: attacks },
    { name: 'criticals', slot: CRITICALS, max: attacks },
    ...(reportsSplash(s) ? [{ name: 'splash', slot: SPLASH_EACH, max: perCharacter }] : []),
  ];
}

function derived(s: SwmScenario): Derived[] {
  const hp = s.defender.hp;
  return [{ name: 'defeated', from: 'damage', max: 1, map: (d) => (d >= hp ? 1 : 0) }];
}

/** Compiles a turn of attacks into the program both executors run (docs/rules/swm.md). */
export function compileSwm(s: SwmScenario): Program {
  const attacks = planTurn(s);
  const steps: Step[] = [...attacks.flatMap((at) => attackSteps(s, at)), ...splashSteps(s)];
  return {
    init: initialState(s),
    steps,
    observables: observables(s, attacks.length),
    derived: derived(s),
  };
}
