/**
 * The baseline `npm run bench` compares against: a naive per-die Monte Carlo, written the way
 * peer calculators are — an object per die, arrays filtered and mapped every trial, Math.random
 * replaced by the same seeded generator (one 32-bit draw per die). It follows the same rules as
 * the engine for the features the bench scenarios use (its mean is printed as a check).
 */
import { seededRng } from '../src/engine/core/rng.ts';
import type { LegionScenario } from '../src/engine/legion/scenario.ts';

type Face = 'hit' | 'crit' | 'surge' | 'blank';
type DFace = 'block' | 'surge' | 'blank';
interface AttackDie {
  colour: 'red' | 'black' | 'white';
  face: Face;
}
const ATTACK: Record<string, Face[]> = {
  red: ['hit', 'hit', 'hit', 'hit', 'hit', 'crit', 'surge', 'blank'],
  black: ['hit', 'hit', 'hit', 'crit', 'surge', 'blank', 'blank', 'blank'],
  white: ['hit', 'crit', 'surge', 'blank', 'blank', 'blank', 'blank', 'blank'],
};
const DEFENSE: Record<string, DFace[]> = {
  red: ['block', 'block', 'block', 'surge', 'blank', 'blank'],
  white: ['block', 'surge', 'blank', 'blank', 'blank', 'blank'],
};

/** Simulates `trials` attacks and returns the mean wounds. */
export function naiveMeanWounds(s: LegionScenario, trials: number, seed: number): number {
  const rng = seededRng(seed);
  const d8 = (): number => (rng.next() >>> 0) % 8;
  const d6 = (): number => Math.floor(((rng.next() >>> 0) / 2 ** 32) * 6);
  const a = s.attacker;
  const k = a.keywords;
  const dk = s.defender.keywords;
  let total = 0;
  for (let t = 0; t < trials; t++) {
    const dice: AttackDie[] = [];
    for (const colour of ['red', 'black', 'white'] as const)
      for (let i = 0; i < a.dice[colour]; i++) dice.push({ colour, face: ATTACK[colour]![d8()]! });
    const capacity = a.surge !== 'none' ? Infinity : k.critical + a.tokens.surge;
    for (let aim = 0; aim < a.tokens.aim; aim++) {
      const surges = dice.filter((d) => d.face === 'surge').length;
      let excess = Math.max(0, surges - capacity);
      const order = ['red', 'black', 'white'];
      const rerollable = dice
        .filter((d) => d.face === 'blank' || (d.face === 'surge' && excess-- > 0))
        .sort((x, y) => order.indexOf(x.colour) - order.indexOf(y.colour))
        .slice(0, 2 + k.precise);
      if (rerollable.length === 0) break;
      for (const d of rerollable) d.face = ATTACK[d.colour]![d8()]!;
    }
    let crits = 0;
    let hits = 0;
    let surges = dice.filter((d) => d.face === 'surge').length;
    const c = Math.min(k.critical, surges);
    crits += c;
    surges -= c;
    if (a.surge === 'hit') hits += surges;
    else if (a.surge === 'crit') crits += surges;
    else hits += Math.min(surges, a.tokens.surge);
    hits += dice.filter((d) => d.face === 'hit').length;
    crits += dice.filter((d) => d.face === 'crit').length;
    const cover = { none: 0, light: 1, heavy: 2 }[s.defender.cover];
    if (s.attackType === 'ranged' && cover > 0 && hits > 0) {
      const pool = Array.from({ length: hits }, () => DEFENSE['white']![d6()]!);
      const cancels = pool.filter((f) => f === 'block' || (cover === 2 && f === 'surge')).length;
      hits -= Math.min(hits, cancels);
    }
    const dodge = Math.min(s.defender.tokens.dodge, hits);
    hits -= dodge;
    if (dk.armor > 0) {
      const imp = Math.min(k.impact, hits);
      hits -= imp;
      crits += imp;
      hits -= Math.min(dk.armor, hits);
    }
    let shields = s.defender.tokens.shield;
    const sc = Math.min(shields, crits);
    crits -= sc;
    shields -= sc;
    hits -= Math.min(shields, hits);
    let pierce = k.pierce;
    for (const g of s.guardians) {
      const n = Math.min(g.x, hits);
      hits -= n;
      const rolled = Array.from({ length: n }, () => DEFENSE[g.die]![d6()]!);
      const surgeBlocks = g.surge === 'block' || g.keywords.deflect;
      const blocks = rolled.filter((f) => f === 'block' || (surgeBlocks && f === 'surge')).length;
      if (crits + hits === 0) pierce -= Math.min(pierce, blocks);
    }
    if (hits + crits === 0) continue;
    const extra = Math.min(dk.dangerSense, s.defender.tokens.suppression);
    const roll = Array.from(
      { length: hits + crits + extra },
      () => DEFENSE[s.defender.die]![d6()]!,
    );
    const unlucky = roll
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => f === 'blank' || (f === 'surge' && s.defender.surge !== 'block'))
      .slice(0, dk.uncannyLuck);
    for (const { i } of unlucky) roll[i] = DEFENSE[s.defender.die]![d6()]!;
    let blocks = roll.filter((f) => f === 'block').length;
    const dsurges = roll.filter((f) => f === 'surge').length;
    blocks += s.defender.surge === 'block' ? dsurges : Math.min(dsurges, s.defender.tokens.surge);
    blocks -= Math.min(pierce, blocks);
    total += Math.max(0, hits + crits - blocks);
  }
  return total / trials;
}
