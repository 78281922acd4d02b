import type { IaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import type { Results, Roll } from './enumerate-rolls.ts';

/**
 * Star Wars: Imperial Assault, one attack without rerolls, resolved as the IA Rules Reference
 * Guide's ATTACKS entry lists it (docs/rules/imperial-assault.md): every die rolled on its own,
 * its printed icons added up, modifiers applied, surges spent on the best set of abilities,
 * accuracy checked, damage calculated. It reads nothing of the engine but the scenario's type.
 */

/** Each attack die's six faces as [damage, surge, accuracy]. */
const ATTACK_FACES = {
  red: [
    [1, 0, 0],
    [2, 0, 0],
    [2, 0, 0],
    [2, 1, 0],
    [3, 0, 0],
    [3, 0, 0],
  ],
  blue: [
    [0, 1, 2],
    [1, 0, 2],
    [2, 0, 3],
    [1, 1, 3],
    [2, 0, 4],
    [1, 0, 5],
  ],
  green: [
    [0, 1, 1],
    [1, 1, 1],
    [2, 0, 1],
    [1, 1, 2],
    [2, 0, 2],
    [2, 0, 3],
  ],
  yellow: [
    [0, 1, 0],
    [1, 2, 0],
    [2, 0, 1],
    [1, 1, 1],
    [0, 1, 2],
    [1, 0, 2],
  ],
} as const;

/** Each defense die's six faces as [block, evade, dodge]. */
const DEFENSE_FACES = {
  black: [
    [1, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
    [2, 0, 0],
    [3, 0, 0],
    [0, 1, 0],
  ],
  white: [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [1, 1, 0],
    [1, 1, 0],
    [0, 0, 1],
  ],
} as const;

const CONDITIONS = ['stun', 'bleed', 'weaken', 'focus', 'hide'] as const;

/** What one set of spent abilities makes of the roll (steps 6–8). */
interface Outcome {
  damage: number;
  miss: boolean;
  blast: number;
  cleave: number;
  conditions: Set<string>;
  accuracy: number;
}

/** The fields this reference models; a scenario setting any other one is refused. */
export function unsupported(s: IaScenario): string[] {
  const out: string[] = [];
  if (s.attacker.rerolls > 0) out.push('attacker.rerolls');
  if (s.defender.rerolls > 0) out.push('defender.rerolls');
  return out;
}

/** One attack of the scenario, rolling each die with `roll`. */
export function iaAttack(s: IaScenario): (roll: Roll) => Results {
  const a = s.attacker;
  const d = s.defender;
  const ranged = s.attackType === 'ranged';
  const distance = s.distance ?? 1;
  return (roll) => {
    // Steps 1–2: Focused adds a green die; attack and defense dice are rolled together.
    let damage = 0;
    let surge = 0;
    let accuracy = 0;
    let block = 0;
    let evade = 0;
    let dodge = 0;
    const attackDice: (keyof typeof ATTACK_FACES)[] = [];
    for (const colour of ['red', 'blue', 'green', 'yellow'] as const)
      for (let i = 0; i < a.dice[colour]; i++) attackDice.push(colour);
    if (a.focused) attackDice.push('green');
    for (const colour of attackDice) {
      const [dmg, srg, acc] = ATTACK_FACES[colour][roll(6)] as readonly number[];
      damage += dmg as number;
      surge += srg as number;
      accuracy += acc as number;
    }
    for (const colour of ['black', 'white'] as const)
      for (let i = 0; i < d.dice[colour]; i++) {
        const [blk, evd, ddg] = DEFENSE_FACES[colour][roll(6)] as readonly number[];
        block += blk as number;
        evade += evd as number;
        dodge += ddg as number;
      }

    // Step 4, Apply Modifiers (Hidden and Weakened from the later condition cards); a total
    // never goes below 0. Then each evade cancels a surge.
    const floor0 = (v: number) => Math.max(0, v);
    damage = floor0(damage + a.modifiers.damage);
    surge = floor0(surge + a.modifiers.surge + (a.hidden ? 1 : 0) - (a.weakened ? 1 : 0));
    accuracy = floor0(accuracy + a.modifiers.accuracy - (d.hidden ? 2 : 0));
    block = floor0(block + d.modifiers.block);
    evade = floor0(evade + d.modifiers.evade - (d.weakened ? 1 : 0));
    surge = floor0(surge - evade);

    // Step 5, Spend Surges: every set of abilities whose cost fits is tried, each ability at
    // most once; the attacker keeps the most damage, then Blast + Cleave, then conditions, then
    // accuracy; among equals the first set in the order tried (ability 0 is the lowest bit).
    const abilities = a.surgeAbilities;
    let best: Outcome | null = null;
    for (let set = 0; set < 1 << abilities.length; set++) {
      const used = abilities.filter((_, i) => (set >> i) & 1);
      if (used.reduce((c, u) => c + u.cost, 0) > surge) continue;
      const sum = (f: (u: (typeof abilities)[number]) => number) =>
        used.reduce((t, u) => t + f(u), 0);
      const acc = accuracy + sum((u) => u.accuracy);
      const pierce = a.modifiers.pierce + sum((u) => u.pierce);
      // Step 6, Check Accuracy: a dodge misses; a ranged attack needs accuracy ≥ distance.
      const miss = dodge > 0 || (ranged && acc < distance);
      // Step 7, Calculate Damage: blocks less Pierce come off the damage.
      const dealt = miss
        ? 0
        : Math.max(0, damage + sum((u) => u.damage) - Math.max(0, block - pierce));
      // Step 8: Blast, Cleave and conditions need at least 1 damage suffered.
      const hurt = dealt >= 1;
      const outcome: Outcome = {
        damage: dealt,
        miss,
        blast: hurt ? sum((u) => u.blast) : 0,
        cleave: hurt ? sum((u) => u.cleave) : 0,
        conditions: new Set(hurt ? used.flatMap((u) => u.conditions) : []),
        accuracy: acc,
      };
      if (best === null || better(outcome, best)) best = outcome;
    }
    const o = best as Outcome;
    const results: Record<string, number> = {
      damage: o.damage,
      miss: o.miss ? 1 : 0,
      blast: o.blast,
      cleave: o.cleave,
    };
    for (const c of CONDITIONS) results[c] = o.conditions.has(c) ? 1 : 0;
    if (d.health !== null) results['defeated'] = o.damage >= d.health ? 1 : 0;
    return results;
  };
}

function better(x: Outcome, y: Outcome): boolean {
  const keys = (o: Outcome) => [o.damage, o.blast + o.cleave, o.conditions.size, o.accuracy];
  const kx = keys(x);
  const ky = keys(y);
  for (let i = 0; i < kx.length; i++)
    if (kx[i] !== ky[i]) return (kx[i] as number) > (ky[i] as number);
  return false;
}
