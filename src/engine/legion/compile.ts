import type { Derived, Observable, Program, Step } from '../core/program.ts';
import { ATTACK_STEPS, type OrderedStep } from './attack-steps.ts';
import { baseContext, type AttackContext } from './context.ts';
import { keywordValue, type Keyword } from './keyword.ts';
import { KEYWORDS } from './keywords.ts';
import type { LegionScenario } from './scenario.ts';
import { minisDefeatedBy, unitProfile } from './unit-profile.ts';
import {
  AIM,
  ATK_DODGE,
  ATK_SURGE_TOKENS,
  ATTACKER_WOUNDS,
  DEF_SURGE_TOKENS,
  DODGE,
  GUARDIAN_WOUNDS,
  GUARDIAN_WOUNDS_TOTAL,
  OBSERVATION,
  PENDING_ATK,
  PIERCE,
  PIERCE_POOL,
  SHIELDS,
  STATE_SIZE,
  SUPPRESSION,
  WOUNDS,
} from './state.ts';

/** The keywords a scenario uses, with their X (1 for flags). */
export function activeKeywords(s: LegionScenario): { k: Keyword; x: number }[] {
  return KEYWORDS.map((k) => ({ k, x: keywordValue(s, k) })).filter(
    ({ k, x }) => x > 0 && (k.editions === undefined || k.editions.includes(s.edition)),
  );
}

/** The attack's context: the scenario as the core steps read it, after every keyword. */
export function buildContext(s: LegionScenario): AttackContext {
  const ctx = baseContext(s);
  for (const { k, x } of activeKeywords(s)) k.configure?.(ctx, x);
  return ctx;
}

function initialState(ctx: AttackContext): Int32Array {
  const s = ctx.scenario;
  const init = new Int32Array(STATE_SIZE);
  init[PENDING_ATK] = ctx.pool.red;
  init[PENDING_ATK + 1] = ctx.pool.black;
  init[PENDING_ATK + 2] = ctx.pool.white;
  init[AIM] = s.attacker.tokens.aim;
  init[OBSERVATION] = s.attacker.tokens.observation;
  init[ATK_SURGE_TOKENS] = ctx.amg ? s.attacker.tokens.surge : 0;
  init[ATK_DODGE] = s.attacker.tokens.dodge;
  init[DODGE] = s.defender.tokens.dodge;
  init[DEF_SURGE_TOKENS] = ctx.amg ? s.defender.tokens.surge : 0;
  init[SHIELDS] = s.defender.tokens.shield;
  init[PIERCE] = ctx.pierce;
  init[PIERCE_POOL] = ctx.pierce;
  return init;
}

function observables(ctx: AttackContext): Observable[] {
  const s = ctx.scenario;
  const dice = ctx.pool.red + ctx.pool.black + ctx.pool.white;
  const guardX = s.guardians.reduce((a, g) => a + g.x, 0);
  const defenseDice =
    dice + ctx.dangerSenseDice + (ctx.impervious ? ctx.pierce + s.attacker.tokens.aim : 0);
  return [
    { name: 'wounds', slot: WOUNDS, max: dice },
    { name: 'attackerWounds', slot: ATTACKER_WOUNDS, max: defenseDice + guardX + 1 },
    { name: 'suppression', slot: SUPPRESSION, max: 2 },
    { name: 'guardianWounds', slot: GUARDIAN_WOUNDS_TOTAL, max: guardX },
    ...s.guardians.map((g, i) => ({ name: `guardian${i}`, slot: GUARDIAN_WOUNDS + i, max: g.x })),
  ];
}

function derived(s: LegionScenario): Derived[] {
  const u = unitProfile(s);
  if (!u) return [];
  return [
    { name: 'minisDefeated', from: 'wounds', max: u.minis, map: (w) => minisDefeatedBy(w, u) },
    {
      name: 'unitDefeated',
      from: 'wounds',
      max: 1,
      map: (w) => (Math.min(w, u.cap) >= u.health ? 1 : 0),
    },
  ];
}

/**
 * Compiles a scenario into the program both executors run: ATTACK_STEPS in rulebook order,
 * each step's own operations and the active keywords' hooks sorted by `order`.
 */
export function compileLegion(s: LegionScenario): Program {
  const ctx = buildContext(s);
  const active = activeKeywords(s);
  const steps: Step[] = [];
  for (const step of ATTACK_STEPS) {
    const ops: OrderedStep[] = step.build(ctx);
    for (const { k, x } of active)
      for (const h of k.hooks ?? [])
        if (h.step === step.id)
          for (const op of h.make(ctx, x)) ops.push({ order: h.order, step: op });
    ops.sort((a, b) => a.order - b.order);
    for (const op of ops) steps.push(op.step);
  }
  return { init: initialState(ctx), steps, observables: observables(ctx), derived: derived(s) };
}
