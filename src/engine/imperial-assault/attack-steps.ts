import type { StateFn, Step } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, countDice, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { applyModifiers, cancelSurges } from './modifiers.ts';
import { resolveAttack } from './resolve-attack.ts';
import { capRerollable } from './reroll-canonical.ts';
import { rerollStep, type RerollSide } from './reroll-policy.ts';
import type { RerollDecider } from './reroll-decider.ts';
import { ALL_DICE, ATTACKER_REROLLS, DEFENDER_REROLLS, FRESH, PENDING, REROLLED } from './state.ts';

/** What a step needs while the program is built: the reroll search over the finished program. */
export interface BuildState {
  readonly solver: () => RerollDecider;
}

/** One step of docs/rules/imperial-assault.md "Steps of an attack", as the program steps it adds. */
export interface AttackStep {
  readonly id: string;
  readonly rule: string;
  readonly build: (ctx: IaContext, b: BuildState) => Step[];
}

const det = (name: string, run: StateFn, canonical = false): Step =>
  canonical ? { kind: 'det', name, run, canonical } : { kind: 'det', name, run };

const countAttack = countDice(FRESH, ATTACK_COLOUR_INDICES);
const countDefense = countDice(FRESH, DEFENSE_COLOUR_INDICES);
const countRerolled = countDice(REROLLED, [...ATTACK_COLOUR_INDICES, ...DEFENSE_COLOUR_INDICES]);
const capAttack = capRerollable(ATTACK_COLOUR_INDICES, ATTACKER_REROLLS);
const capDefense = capRerollable(DEFENSE_COLOUR_INDICES, DEFENDER_REROLLS);

/** Canonical steps that merge states the reroll search cannot tell apart (exact executor only). */
function capSteps(ctx: IaContext): Step[] {
  const out: Step[] = [];
  if (ctx.attackerRerolls > 0) out.push(det('attack-dice-capped', capAttack, true));
  if (ctx.defenderRerolls > 0) out.push(det('defense-dice-capped', capDefense, true));
  return out;
}

/** Step 3 for one side: `rounds` single-die rerolls, then the side's dice are counted. */
function rerolls(side: RerollSide, ctx: IaContext, b: BuildState): Step[] {
  const attacker = side === 'attacker';
  const rounds = attacker ? ctx.attackerRerolls : ctx.defenderRerolls;
  if (rounds === 0) return [];
  const colours = attacker ? ATTACK_COLOUR_INDICES : DEFENSE_COLOUR_INDICES;
  const counter = attacker ? ATTACKER_REROLLS : DEFENDER_REROLLS;
  const out: Step[] = [];
  for (let r = 0; r < rounds; r++) {
    out.push(rerollStep(side, colours, counter, b.solver));
    out.push({
      kind: 'roll',
      name: `${side}-reroll-roll`,
      dice: colours.map((c) => ({
        die: (ALL_DICE[c] as (typeof ALL_DICE)[number]).die,
        pending: PENDING[c] as number,
        into: REROLLED[c] as number,
      })),
    });
    out.push(det(`${side}-reroll-count`, countRerolled));
    out.push(...capSteps(ctx));
  }
  out.push(det(`${side}-dice-counted`, attacker ? countAttack : countDefense));
  return out;
}

/**
 * Checks that steps[from, until) are only one side's rerolls and the counting of its dice
 * (`rerolls` above): with none of that side's dice left showing, pending or rerolled, and no
 * rerolls left, they change nothing — so a state built so may skip them.
 */
export function onlyRerolls(
  steps: readonly Step[],
  from: number,
  until: number,
  side: RerollSide,
): void {
  const ours = new Set([
    `${side}-reroll`,
    `${side}-reroll-roll`,
    `${side}-reroll-count`,
    `${side}-dice-counted`,
  ]);
  for (const st of steps.slice(from, until))
    if (!ours.has(st.name) && !(st.kind === 'det' && st.canonical === true))
      throw new Error(`${side}'s rerolls: step ${st.name} is not one of them`);
}

/** The attack in the order of docs/rules/imperial-assault.md (IA Rules Reference Guide, Attacks steps 2–7, then the after-attack effects). */
export const ATTACK_STEPS: readonly AttackStep[] = [
  {
    id: 'roll-dice',
    rule: 'step 2: roll attack and defense dice together',
    build: (ctx) => {
      const roll: Step = {
        kind: 'roll',
        name: 'roll-dice',
        dice: ALL_DICE.flatMap((d, c) =>
          (ctx.pool[c] ?? 0) > 0
            ? [{ die: d.die, pending: PENDING[c] as number, into: FRESH[c] as number }]
            : [],
        ),
      };
      // A side with no reroll to make has its dice counted at once (fewer states to enumerate);
      // the canonical copies also run between colours in the exact executor.
      const counted: [string, StateFn][] = [];
      if (ctx.attackerRerolls === 0) counted.push(['attack-dice-counted', countAttack]);
      if (ctx.defenderRerolls === 0) counted.push(['defense-dice-counted', countDefense]);
      return [
        roll,
        ...counted.map(([name, run]) => det(`${name}-early`, run, true)),
        ...capSteps(ctx),
        ...counted.map(([name, run]) => det(name, run)),
      ];
    },
  },
  {
    id: 'attacker-rerolls',
    rule: 'step 3: rerolls, the attacker first (each die at most once per attack)',
    build: (ctx, b) => rerolls('attacker', ctx, b),
  },
  {
    id: 'defender-rerolls',
    rule: 'step 3: then the defender',
    build: (ctx, b) => rerolls('defender', ctx, b),
  },
  {
    id: 'apply-modifiers',
    rule: 'step 4: apply modifiers (a total never below 0), then evades cancel surges',
    build: (ctx) => [
      det('apply-modifiers', applyModifiers(ctx.modifiers)),
      det('evade-cancels-surges', cancelSurges),
    ],
  },
  {
    id: 'spend-surges-and-resolve',
    rule: 'steps 5–8: spend surges optimally, check accuracy, calculate damage, after the attack',
    build: (ctx) => [det('resolve', resolveAttack(ctx.rules, ctx.bounds))],
  },
];
