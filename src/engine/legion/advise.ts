import { z } from 'zod';
import type { DetStep } from '../core/program.ts';
import { int, validate, type Parsed } from '../core/validation.ts';
import { formAttackPool, poolDice, sprayCopies } from './attack-pool.ts';
import { compileBestPlay } from './compile.ts';
import { ATTACK_COLOURS, type AttackColour } from './dice.ts';
import type { RerollDecision } from './policies/best-play.ts';
import { candidates } from './policies/reroll-candidates.ts';
import { parseLegionScenario, type LegionScenario } from './scenario.ts';
import { ATK, PENDING_ATK } from './state.ts';

/** Attack results in the order of the state's slots (results.ts). */
export const ATTACK_FACES = ['hit', 'crit', 'surge', 'blank'] as const;
export type AttackFace = (typeof ATTACK_FACES)[number];

/** Dice per colour and face: what shows, or what to reroll (faces left out are 0). */
export type FaceCounts = Partial<Record<AttackColour, Partial<Record<AttackFace, number>>>>;

/** One choice for the next reroll and its value for the objective. */
export interface AdviceOption {
  /** Dice to reroll; `{}` keeps them all (and stops rerolling with this kind of token). */
  readonly reroll: FaceCounts;
  readonly value: number;
}

/** Every distinct choice of the next reroll, best first (`best` is the first option). */
export interface Advice {
  /** The token the next reroll spends (null: no token left to reroll with). */
  readonly token: 'aim' | 'observation' | null;
  readonly best: AdviceOption;
  readonly options: readonly AdviceOption[];
}

const count = () => int(0, 30).default(0);
const faces = z.strictObject({ hit: count(), crit: count(), surge: count(), blank: count() });
const rolledShape = z.strictObject({
  red: faces.prefault({}),
  black: faces.prefault({}),
  white: faces.prefault({}),
});
type Rolled = z.output<typeof rolledShape>;

/** Values this close are one value: the choice rerolling fewer dice is listed first. */
const TIE = 1e-12;

/**
 * "What do I reroll?": a Legion scenario plus `rolled` (the faces showing now, per colour) and
 * the attacker's tokens still held. Every distinct choice for the next reroll, with the
 * objective's value when every later choice is played best. Errors name the field.
 */
export function adviseReroll(input: unknown): Parsed<Advice> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail('', 'expected a JSON object (a Legion scenario with "rolled")');
  const { rolled: rolledInput, ...rest } = input as Record<string, unknown>;
  if (rolledInput === undefined) return fail('rolled', 'required: the faces showing per colour');
  const rolled = validate(rolledShape, rolledInput);
  if (!rolled.ok)
    return fail(
      rolled.error.path === '' ? 'rolled' : `rolled.${rolled.error.path}`,
      rolled.error.message,
    );
  if ((rest as { game?: unknown }).game !== 'legion')
    return fail('game', 'advise answers Legion scenarios ("game": "legion")');
  if ('attacks' in rest)
    return fail(
      'attacks',
      'advise answers the attack being rolled: give its attacker and defender, not a sequence',
    );
  const parsed = parseLegionScenario(withOptimal(rest));
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const pool = poolDice(formAttackPool(s).weapons, sprayCopies(s));
  for (const c of ATTACK_COLOURS) {
    const shown = ATTACK_FACES.reduce((n, f) => n + rolled.value[c][f], 0);
    if (shown !== pool[c])
      return fail(`rolled.${c}`, `the pool has ${pool[c]} ${c} dice; rolled shows ${shown}`);
  }
  return { ok: true, value: advise(s, rolled.value) };
}

const fail = (path: string, message: string): Parsed<never> => ({
  ok: false,
  error: { path, message },
});

function withOptimal(input: Record<string, unknown>): Record<string, unknown> {
  const policy = input['policy'];
  const own = typeof policy === 'object' && policy !== null ? policy : {};
  return { ...input, policy: { ...own, reroll: 'optimal' } };
}

function advise(s: LegionScenario, rolled: Rolled): Advice {
  const { program, bestPlay } = compileBestPlay(s);
  const decisions = bestPlay.decisions();
  const first = decisions[0]?.index ?? program.steps.length;
  // The faces showing replace the attack roll: the state as the first decision would see it.
  let lastRoll = -1;
  for (let i = 0; i < first; i++) if (program.steps[i]?.kind === 'roll') lastRoll = i;
  const state = program.init.slice();
  for (let c = 0; c < 3; c++) state[PENDING_ATK + c] = 0;
  ATTACK_COLOURS.forEach((colour, c) =>
    ATTACK_FACES.forEach((face, r) => (state[ATK + c * 4 + r] = rolled[colour][face])),
  );
  for (let i = lastRoll + 1; i < first; i++) (program.steps[i] as DetStep).run(state);
  const next = decisions.find((d) => (state[d.decision.slot] as number) > d.decision.reserve);
  if (!next) {
    const keep = { reroll: {}, value: bestPlay.valueFrom(first, state) };
    return { token: null, best: keep, options: [keep] };
  }
  const d = next.decision;
  // Keeping stops rerolling with this kind of token: skip its remaining decisions.
  const lastOfKind = decisions.filter((x) => x.decision.slot === d.slot).at(-1)?.index ?? 0;
  const options: AdviceOption[] = [
    { reroll: {}, value: bestPlay.valueFrom(lastOfKind + 1, state) },
    ...candidates(state, d.dice).map((r) => ({
      reroll: faceCounts(r),
      value: bestPlay.valueOf(next.index, state, r, d),
    })),
  ];
  options.sort((a, b) => (Math.abs(a.value - b.value) <= TIE ? 0 : b.value - a.value));
  return { token: tokenName(d), best: options[0] as AdviceOption, options };
}

const tokenName = (d: RerollDecision): 'aim' | 'observation' => (d.isAim ? 'aim' : 'observation');

function faceCounts(r: Int32Array): FaceCounts {
  const out: FaceCounts = {};
  ATTACK_COLOURS.forEach((colour, c) =>
    ATTACK_FACES.forEach((face, k) => {
      const n = r[c * 4 + k] as number;
      if (n > 0) (out[colour] ??= {})[face] = n;
    }),
  );
  return out;
}
