import { runExact } from '../core/exact.ts';
import { attackerPart } from './attacker-part.ts';
import { inertWindowFits } from '../core/inert-frontier.ts';
import type { Derived, Observable, Program, Step } from '../core/program.ts';
import { ATTACK_STEPS, type AttackStepId, type OrderedStep } from './attack-steps.ts';
import { formAttackPool, type FormedPool } from './attack-pool.ts';
import { baseContext, effectiveCover, type AttackContext } from './context.ts';
import { legionExactFeasible } from './exact-feasible.ts';
import { keywordValue, type Keyword } from './keyword-definition.ts';
import { KEYWORDS } from './keyword-table.ts';
import { objectiveValue, scenarioObjective } from './objective.ts';
import { usesBestPlay } from './optimal-feasible.ts';
import { BestPlay } from './policies/best-play.ts';
import { conservativeFeeds } from './policies/reroll-attack.ts';
import { COLLAPSE_COLOURS } from './steps/reroll-attack.ts';
import { foldsEachColour } from './steps/roll-attack.ts';
import type { LegionScenario } from './scenario.ts';
import { minisDefeatedBy, unitProfile } from './unit-profile.ts';
import {
  AIM,
  ATK_DODGE,
  ATK_SURGE_TOKENS,
  ATTACKER_WOUNDS,
  CRITS,
  DEF_SURGE_TOKENS,
  DODGE_REGAINED,
  DODGE,
  GUARDIAN_WOUNDS,
  GUARDIAN_WOUNDS_TOTAL,
  HITS,
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

function configured(pool: FormedPool, choices: AttackContext['choices']): AttackContext {
  const s = pool.scenario;
  const ctx = baseContext(s, pool.weapons);
  ctx.choices = choices;
  for (const { k, x } of activeKeywords(s)) k.configure?.(ctx, x);
  return ctx;
}

/** The objective's value of the context's exact answer (`goal` of the final wounds). */
function goalValue(ctx: AttackContext, goal: (wounds: number) => number): number {
  const pmf = runExact(programFor(ctx))[0] ?? new Float64Array(1);
  return pmf.reduce((v, p, w) => v + p * goal(w), 0);
}

function meanWounds(ctx: AttackContext): number {
  const program = programFor(ctx);
  const pmf = runExact(program)[0] ?? new Float64Array(1);
  return pmf.reduce((m, p, k) => m + k * p, 0);
}

/**
 * The attack's context: the scenario as the core steps read it, after every keyword, with each
 * keyword choice left at "auto" resolved for its side — exactly, by comparing the mean wounds
 * of both options, or by the keyword's heuristic when exact enumeration would be slow.
 */
export function buildContext(input: LegionScenario): AttackContext {
  const pool = formAttackPool(input);
  const s = pool.scenario;
  const choices: AttackContext['choices'] = {};
  for (const { k } of activeKeywords(s)) {
    const c = k.choice;
    if (!c) continue;
    if (s.policy[c.policy] === 'optimal') {
      // Made before any die is rolled: the root of the expectimax, by the objective's value.
      const probe = configured(pool, choices);
      if (!c.applies(probe)) continue;
      const goal = objectiveValue(scenarioObjective(s), unitProfile(s));
      const yes = goalValue(configured(pool, { ...choices, [c.policy]: true }), goal);
      const no = goalValue(configured(pool, { ...choices, [c.policy]: false }), goal);
      choices[c.policy] = c.side === 'attacker' ? yes > no + 1e-12 : yes < no - 1e-12;
      continue;
    }
    if (s.policy[c.policy] !== 'auto') continue;
    const probe = configured(pool, choices);
    if (!c.applies(probe)) continue;
    if (!legionExactFeasible(input)) {
      choices[c.policy] = c.heuristic(probe);
      continue;
    }
    const yes = meanWounds(configured(pool, { ...choices, [c.policy]: true }));
    const no = meanWounds(configured(pool, { ...choices, [c.policy]: false }));
    choices[c.policy] = c.side === 'attacker' ? yes > no + 1e-12 : yes < no - 1e-12;
  }
  return configured(pool, choices);
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
    ...(s.defender.keywords.nimble
      ? [{ name: 'dodgeRegained', slot: DODGE_REGAINED, max: 1 }]
      : []),
  ];
}

function derived(s: LegionScenario): Derived[] {
  const u = unitProfile(s);
  if (!u) return [];
  return [
    // Wounds past what the unit can still suffer are overkill: rolled, but suffered by no one.
    { name: 'woundsSuffered', from: 'wounds', max: u.cap, map: (w) => Math.min(w, u.cap) },
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
  return programFor(buildContext(s));
}

/** The program with "optimal" rerolls and the solver its decisions share (advise.ts). */
export function compileBestPlay(s: LegionScenario): { program: Program; bestPlay: BestPlay } {
  const ctx = buildContext({ ...s, policy: { ...s.policy, reroll: 'optimal' } });
  const program = programFor(ctx);
  if (!ctx.bestPlay) throw new Error('an optimal program has its solver');
  return { program, bestPlay: ctx.bestPlay };
}

/**
 * What the program of `compileSequenceAttack(s)` depends on, as a string: scenarios with equal
 * fingerprints compile to programs that run alike. The defender's suppression tokens reach the
 * steps only through the context (Suppressed improving cover, Danger Sense's dice; context.ts,
 * keywords/danger-sense.ts), and cover only as its effective value, so those stand in for them:
 * e.g. a Suppressed defender already in heavy cover shares its unsuppressed self's program.
 */
export function sequenceAttackFingerprint(s: LegionScenario): string {
  const full = buildContext(s);
  const ctx: Record<string, unknown> = { ...full };
  for (const k of ['scenario', 'coverImprove', 'terrainCover', 'coverReduce']) delete ctx[k];
  const cover = effectiveCover(full);
  const d = s.defender;
  const scenario = { ...s, defender: { ...d, tokens: { ...d.tokens, suppression: 0 } } };
  return JSON.stringify([ctx, cover, scenario]);
}

/**
 * The program of one attack of a sequence: as `compileLegion`, but the defender's Dodge, Surge
 * and Shield tokens left at the end stay in their slots for the next attack to start from.
 * `goal`: with "optimal" rerolls, the value best play maximises, of the attack's final state
 * (the sequence's goal given what the attack leaves carried); absent, the scenario's objective.
 */
export function compileSequenceAttack(
  s: LegionScenario,
  goal?: (final: Int32Array) => number,
): Program {
  const ctx = buildContext(s);
  ctx.keepsTokens = true;
  return programFor(ctx, goal);
}

/** One operation of the compiled attack and where it comes from (hook-order tests read it). */
export interface PlacedStep extends OrderedStep {
  readonly at: AttackStepId;
  /** The keyword whose hook added it ("side key"); absent for the attack step's own. */
  readonly keyword?: string;
  /** Whether it may read the defender (its step's or hook's own word; attacker-part.ts). */
  readonly readsDefender: boolean;
}

/**
 * The attack's operations in the order both executors run them: ATTACK_STEPS in rulebook order,
 * within each step its own operations and the active keywords' hooks sorted by `order` (a stable
 * sort: on equal order the step's own come first, then hooks in KEYWORDS order).
 */
export function placedSteps(ctx: AttackContext): PlacedStep[] {
  const active = activeKeywords(ctx.scenario);
  const placed: PlacedStep[] = [];
  for (const step of ATTACK_STEPS) {
    const own = step.readsDefender;
    const ops: PlacedStep[] = step
      .build(ctx)
      .map((op) => ({ ...op, at: step.id, readsDefender: own }));
    for (const { k, x } of active)
      for (const h of k.hooks ?? [])
        if (h.step === step.id)
          for (const op of h.make(ctx, x))
            ops.push({
              order: h.order,
              step: op,
              at: step.id,
              keyword: `${k.side} ${k.key}`,
              // A hook that does not say reads the defender, as far as sharing is concerned.
              readsDefender: h.readsDefender ?? true,
            });
    ops.sort((a, b) => a.order - b.order);
    placed.push(...ops);
  }
  return placed;
}

function programFor(ctx: AttackContext, goal?: (final: Int32Array) => number): Program {
  const s = ctx.scenario;
  if (usesBestPlay(s)) ctx.bestPlay = new BestPlay(goal ?? objectiveOfFinal(s));
  const placed = placedSteps(ctx);
  const steps: Step[] = placed.map((p) => p.step);
  ctx.bestPlay?.bind(
    steps,
    placed.findIndex((p) => p.step.name === COLLAPSE_COLOURS),
  );
  // The inert window ends where step 4d starts: after every operation of the steps before it.
  const convertAt = placed.filter((p) => BEFORE_CONVERT.has(p.at)).length;
  const program: Program = {
    init: initialState(ctx),
    steps,
    observables: observables(ctx),
    derived: derived(s),
    ...(inertHitsAndCrits(ctx)
      ? {
          inert: {
            slots: [HITS, CRITS],
            bound: poolSize(ctx),
            until: convertAt,
            feeds: conservativeFeeds(ctx, foldsEachColour(ctx)),
          },
        }
      : {}),
  };
  // A sequence's attacks start from states the earlier ones left: they share nothing here.
  const shared = ctx.keepsTokens
    ? undefined
    : attackerPart(
        ctx,
        placed.map((p) => ({ ...p, origin: `${p.at} ${p.keyword ?? ''}` })),
        program,
      );
  return shared ? { ...program, shared } : program;
}

/** The scenario's objective as a value of the attack's final state (of its wounds). */
function objectiveOfFinal(s: LegionScenario): (final: Int32Array) => number {
  const value = objectiveValue(scenarioObjective(s), unitProfile(s));
  return (final) => value(final[WOUNDS] as number);
}

const BEFORE_CONVERT: ReadonlySet<AttackStepId> = new Set(
  ATTACK_STEPS.slice(
    0,
    ATTACK_STEPS.findIndex((st) => st.id === 'convert-attack-surges'),
  ).map((st) => st.id),
);

const poolSize = (ctx: AttackContext): number => ctx.pool.red + ctx.pool.black + ctx.pool.white;

/**
 * Until surges are converted (step 4d), the amg conservative policy only adds to the hit and
 * crit totals — it never reads them — so the exact executor may merge over them (each at most
 * the pool's size). Crit-fishing reads hits, and ffg-1.0 notes hits as they are rolled; pools
 * too large for the dense distributions go without.
 */
function inertHitsAndCrits(ctx: AttackContext): boolean {
  return ctx.amg && ctx.scenario.policy.reroll === 'conservative' && inertWindowFits(poolSize(ctx));
}
