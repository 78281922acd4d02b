import { buildContext, compileLegion, placedSteps } from '../../src/engine/legion/compile.ts';
import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import { AIM, AIMS_SPENT, PENDING_ATK, atk } from '../../src/engine/legion/state.ts';
import { enumerateRolls, type Roll } from './enumerate-rolls.ts';
import { choiceReferenceValue } from './legion-choice-reference.ts';
import { legionAttack, unsupported } from './legion-reference.ts';

/**
 * Best play by brute force: every roll of every die one face at a time, and at every token
 * every subset of the dice (by position, not by count) rerolled die by die, taking the best.
 * The only cleverness is remembering a value by the sorted faces (dice are interchangeable
 * within a colour), which cannot change a value. The engine's optimal values must equal it.
 *
 * The rest of the attack after the rerolls (step 4d on) is the plain reference
 * (legion-reference.ts, every die enumerated) when it models the scenario; else (Lethal,
 * Marksman, Duelist, Precise, Soresu...) the engine's own steps from 4c's end, run from the
 * chosen faces, with the defender's choices brute-forced too (legion-choice-reference.ts):
 * then the choices are what this checks, not those keywords' rules.
 */

type Colour = 'red' | 'black' | 'white';
const COLOURS: readonly Colour[] = ['red', 'black', 'white'];
const FACES = ['hit', 'crit', 'surge', 'blank'] as const;
type Face = (typeof FACES)[number];

/** The eight faces of each attack die (AMG Core Rulebook, Attack Dice). */
const SIDES: Record<Colour, readonly Face[]> = {
  red: ['hit', 'hit', 'hit', 'hit', 'hit', 'crit', 'surge', 'blank'],
  black: ['hit', 'hit', 'hit', 'crit', 'surge', 'blank', 'blank', 'blank'],
  white: ['hit', 'crit', 'surge', 'blank', 'blank', 'blank', 'blank', 'blank'],
};

interface Die {
  readonly colour: Colour;
  readonly face: Face;
}

/** The objective of the final wounds, written out plainly. */
export function referenceGoal(s: LegionScenario): (wounds: number) => number {
  const d = s.defender;
  const health = d.minis !== null ? d.minis * (d.woundThreshold ?? 1) - d.woundsTaken : null;
  const suffered = (w: number) => (health === null ? w : Math.min(w, health));
  const goal = s.objective ?? 'mean';
  if (goal === 'mean') return suffered;
  if (goal === 'kill') return (w) => (suffered(w) >= (health ?? Infinity) ? 1 : 0);
  const k = Number(goal.slice('atLeast:'.length));
  return (w) => (suffered(w) >= k ? 1 : 0);
}

/**
 * The value of the attack for its objective when the attacker plays its rerolls best; `goal`
 * (of the wounds dealt) replaces the objective (the sequence reference's carried wounds).
 */
export function optimalReferenceValue(
  s: LegionScenario,
  goal: (wounds: number) => number = referenceGoal(s),
): number {
  const t = s.attacker.tokens;
  const k = s.attacker.keywords;
  const aimRerolls = s.policy.marksman !== 'convert';
  const reserve = s.policy.lethal === 'pierce-first' ? k.lethal : 0;
  const tokens: ('aim' | 'observation')[] = [
    ...Array<'aim'>(aimRerolls ? t.aim : 0).fill('aim'),
    ...Array<'observation'>(t.observation).fill('observation'),
  ];
  const rest = restOfAttack(s, goal);
  const memo = new Map<string, number>();

  const value = (dice: readonly Die[], at: number, aims: number, spent: number): number => {
    const key = `${dice.map((d) => `${d.colour}:${d.face}`).sort()}|${at}|${aims}|${spent}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best: number;
    if (at === tokens.length) best = rest(dice, aims, spent);
    else {
      const aim = tokens[at] === 'aim';
      best = value(dice, at + 1, aims, spent); // not spending this token
      const usable = !aim || aims > reserve;
      const most = aim ? 2 + k.precise : 1;
      if (usable)
        for (let mask = 1; mask < 1 << dice.length; mask++) {
          const chosen = dice.map((_, i) => i).filter((i) => (mask >> i) & 1);
          if (chosen.length > most) continue;
          const v = averageOver(dice, chosen, (after) =>
            value(after, at + 1, aim ? aims - 1 : aims, aim ? spent + 1 : spent),
          );
          best = Math.max(best, v);
        }
    }
    memo.set(key, best);
    return best;
  };

  const start: Die[] = COLOURS.flatMap((colour) =>
    Array.from({ length: s.attacker.dice[colour] }, () => ({ colour, face: 'blank' as Face })),
  );
  return averageOver(
    start,
    start.map((_, i) => i),
    (rolled) => value(rolled, 0, t.aim, 0),
  );
}

/** The mean of `f` over every face of every die in `chosen`, each die rolled on its own. */
function averageOver(dice: readonly Die[], chosen: readonly number[], f: (d: Die[]) => number) {
  const go = (j: number, now: Die[]): number => {
    if (j === chosen.length) return f(now);
    const i = chosen[j] as number;
    const die = dice[i] as Die;
    let sum = 0;
    for (const face of SIDES[die.colour]) {
      const next = now.slice();
      next[i] = { colour: die.colour, face };
      sum += go(j + 1, next);
    }
    return sum / 8;
  };
  return go(0, dice.slice());
}

/** The objective's expectation over the rest of the attack from the faces after 4c. */
function restOfAttack(
  s: LegionScenario,
  goal: (w: number) => number,
): (dice: readonly Die[], aims: number, spent: number) => number {
  const t = s.attacker.tokens;
  const plain: LegionScenario = {
    ...s,
    attacker: { ...s.attacker, tokens: { ...t, aim: 0, observation: 0 } },
    defender: { ...s.defender, minis: null, woundThreshold: null, woundsTaken: 0 },
    policy: { ...s.policy, reroll: 'conservative' },
  };
  if (unsupported(plain).length === 0)
    return (dice) => {
      // The plain reference rolls its attack dice first, red, black, white: hand it these faces.
      const order = COLOURS.flatMap((c) => dice.filter((d) => d.colour === c));
      const attack = legionAttack(plain);
      const pmf = enumerateRolls((roll: Roll) => {
        let n = 0;
        return attack((sides) => {
          if (n < order.length) {
            const d = order[n++] as Die;
            return SIDES[d.colour].indexOf(d.face);
          }
          return roll(sides);
        });
      })['wounds'] as number[];
      return pmf.reduce((v, p, w) => v + p * goal(w), 0);
    };
  const engine: LegionScenario = {
    ...s,
    attacker: { ...s.attacker, tokens: { ...t, aim: 0, observation: 0 } },
    policy: { ...s.policy, reroll: 'conservative' },
  };
  const program = compileLegion(engine);
  const from = placedSteps(buildContext(engine)).findIndex((p) => p.at === 'reroll-attack');
  return (dice, aims, spent) => {
    const state = program.init.slice();
    for (let c = 0; c < 3; c++) state[PENDING_ATK + c] = 0;
    for (const d of dice) {
      const slot = atk(COLOURS.indexOf(d.colour), FACES.indexOf(d.face));
      state[slot] = (state[slot] as number) + 1;
    }
    state[AIM] = aims;
    state[AIMS_SPENT] = spent;
    return choiceReferenceValue(program.steps, from, state, goal);
  };
}
