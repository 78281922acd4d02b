import type { Derived, Observable, Program, Step } from '../core/program.ts';
import { AveragedMonteCarlo } from './averaged-monte-carlo.ts';
import { ATTACK_STEPS } from './attack-steps.ts';
import { iaContext, type IaContext } from './context.ts';
import { dodgePart } from './dodge-part.ts';
import { firstRollCovariates } from './first-roll-covariates.ts';
import { exactByDefenseRoll } from './exact-by-roll.ts';
import { DEFAULT_MEMO_BUDGET, MemoBudget } from './memo-budget.ts';
import type { DeciderFactory, RerollDecider } from './reroll-decider.ts';
import { RerollSolver } from './reroll-solver.ts';
import { CONDITIONS, type IaScenario } from './scenario.ts';
import {
  ATTACKER_REROLLS,
  BLAST,
  CLEAVE,
  CONDITION,
  DAMAGE,
  DEFENDER_REROLLS,
  MISS,
  PENDING,
  STATE_SIZE,
} from './state.ts';

function initialState(ctx: IaContext): Int32Array {
  const init = new Int32Array(STATE_SIZE);
  ctx.pool.forEach((n, c) => {
    init[PENDING[c] as number] = n;
  });
  init[ATTACKER_REROLLS] = ctx.attackerRerolls;
  init[DEFENDER_REROLLS] = ctx.defenderRerolls;
  return init;
}

function observables(ctx: IaContext): Observable[] {
  const abilities = ctx.scenario.attacker.surgeAbilities;
  return [
    { name: 'damage', slot: DAMAGE, max: ctx.maxDamage },
    { name: 'miss', slot: MISS, max: 1 },
    { name: 'blast', slot: BLAST, max: abilities.reduce((t, a) => t + a.blast, 0) },
    { name: 'cleave', slot: CLEAVE, max: abilities.reduce((t, a) => t + a.cleave, 0) },
    ...CONDITIONS.map((c, i) => ({ name: c, slot: CONDITION + i, max: 1 })),
  ];
}

function derived(s: IaScenario): Derived[] {
  const health = s.defender.health;
  if (health === null) return [];
  // IA Rules Reference Guide, Damage: a figure is defeated once it has suffered damage equal to its Health.
  return [{ name: 'defeated', from: 'damage', max: 1, map: (d) => (d >= health ? 1 : 0) }];
}

/** The engine's reroll search. */
const defaultDecider: DeciderFactory = (ctx, steps, budget) => new RerollSolver(ctx, steps, budget);

/**
 * Compiles a scenario into the program both executors run: ATTACK_STEPS in the order of docs/rules/imperial-assault.md.
 * Reroll decisions score final rolls with the last steps of this same program; their memos
 * stay within `budget` (by default all of DEFAULT_MEMO_BUDGET). `decider` builds the reroll search (tests pass a
 * reference search here).
 */
export function compileIa(
  s: IaScenario,
  budget: MemoBudget = new MemoBudget(DEFAULT_MEMO_BUDGET),
  decider: DeciderFactory = defaultDecider,
): Program {
  const ctx = iaContext(s);
  const steps: Step[] = [];
  let solver: RerollDecider | undefined;
  // The engine's own search, once built (its defender key is what Monte Carlo averages by).
  let own: RerollSolver | undefined;
  const make = (): RerollDecider =>
    decider === defaultDecider
      ? (own = new RerollSolver(ctx, steps, budget))
      : decider(ctx, steps, budget);
  // Built on first use: a thread that only reads the program (the pool's merger) never is.
  const build = { solver: () => (solver ??= make()) };
  for (const step of ATTACK_STEPS) steps.push(...step.build(ctx, build));
  const outputs = observables(ctx);
  const program = { init: initialState(ctx), steps, observables: outputs, derived: derived(s) };
  if (ctx.attackerRerolls + ctx.defenderRerolls === 0) return program;
  // With rerolls, the faces of both sides stay in every state of the generic executor; one
  // defense roll at a time, only one side's are kept (exact-by-roll.ts).
  const exact = () => exactByDefenseRoll(ctx, steps, outputs, build.solver());
  if (decider !== defaultDecider) return { ...program, exact };
  // Monte Carlo averages the defender's rerolls exactly: about half the spread of a trial's
  // P(damage ≥ k) is theirs (the bench's pools), so a margin needs about half the trials. Each
  // reroll is one die of six equal faces: every chance from there is a whole number of 6^-rD.
  // And a dodge on the first roll decides the attack (dodge-part.ts): its part is exact, and
  // the trials only estimate the rest — about 2.7 times fewer again for two white dice.
  // What is left is the first roll: its faces are control variates (tail-controls.ts).
  const until = steps.findIndex((st) => st.name === 'apply-modifiers');
  const from =
    ctx.defenderRerolls > 0 ? steps.findIndex((st) => st.name === 'defender-reroll') : until;
  // The engine's search, built on first use.
  const search = (): RerollSolver => {
    build.solver();
    return own as RerollSolver;
  };
  const solverKey = (st: Int32Array): number => search().defenderKey(st);
  // The defender's rerolls enumerated by its own search rather than by the exact executor.
  const enumerate =
    ctx.defenderRerolls > 0
      ? {
          enumerate: (st: Int32Array, emit: (end: Int32Array, whole: number) => void): void =>
            search().defenderEnds(st, emit, steps, from, until),
        }
      : {};
  const known = dodgePart(ctx, steps, until, outputs);
  const covariates = firstRollCovariates(
    ctx,
    steps.findIndex((st) => st.name === 'roll-dice'),
    known,
  );
  const unit = 6 ** ctx.defenderRerolls;
  if (ctx.attackerRerolls === 0) {
    // With no defender reroll nothing is enumerated, so nothing depends on the key.
    const key = ctx.defenderRerolls > 0 ? solverKey : () => 0;
    const averaged = { from, until, unit, key, known, covariates, ...enumerate };
    return { ...program, exact, monteCarlo: new AveragedMonteCarlo(averaged) };
  }
  // The attacker's rerolls are searched exactly too (attacker-spread.ts): a trial samples the first
  // roll only. At long range accuracy decides hit or miss, and the rerolls' luck was about two
  // thirds of a trial's spread: sampled, with control variates, the hardest pools needed 5 to
  // 10 times the trials, and even where the defender rerolls four dice after each final
  // attack the walk costs no more than the trials it saves (measured on the bench's pools).
  const first = steps.findIndex((st) => st.name === 'attacker-reroll');
  const units = 6 ** ctx.attackerRerolls;
  const spread = {
    until: from,
    units,
    run: (st: Int32Array, emit: (s: Int32Array, weight: number) => void): void =>
      search().spread(st, emit, steps, first, from),
  };
  // The walk's final attacks are averaged once per key, whole (tail-averager.ts): the key
  // must tell apart every final attack, rerolls or none.
  const averaged = {
    from: first,
    until,
    unit: unit * units,
    key: solverKey,
    known,
    covariates,
    ...enumerate,
  };
  return { ...program, exact, monteCarlo: new AveragedMonteCarlo({ ...averaged, spread }) };
}
