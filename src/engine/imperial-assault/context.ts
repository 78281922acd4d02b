import { ATTACK_COLOURS, DEFENSE_COLOURS } from './dice.ts';
import { netModifiers, type NetModifiers } from './modifiers.ts';
import type { IaScenario } from './scenario.ts';
import { ALL_DICE } from './state.ts';
import type { AttackRules } from './surge-spending.ts';
import type { TotalBounds } from './resolve-attack.ts';

/** The scenario as the attack steps read it: the dice rolled, the rerolls used, the rules. */
export interface IaContext {
  readonly scenario: IaScenario;
  /** Dice of each colour (ALL_DICE order) rolled at step 2, Focused's green included. */
  readonly pool: readonly number[];
  /** Rerolls each side makes under its policy (never more than its dice). */
  readonly attackerRerolls: number;
  readonly defenderRerolls: number;
  readonly modifiers: NetModifiers;
  readonly rules: AttackRules;
  readonly bounds: TotalBounds;
  /** Largest damage the attack can deal to the target. */
  readonly maxDamage: number;
}

const maxOf = (c: number, icon: number): number =>
  Math.max(...(ALL_DICE[c]?.kinds ?? []).map((k) => k[icon] ?? 0));

/** Builds the context of a validated scenario (IA Rules Reference Guide, Attacks, step 1: Focused adds a green die). */
export function iaContext(s: IaScenario): IaContext {
  const a = s.attacker;
  const pool = [
    ...ATTACK_COLOURS.map((c) => a.dice[c] + (c === 'green' && a.focused ? 1 : 0)),
    ...DEFENSE_COLOURS.map((c) => s.defender.dice[c]),
  ];
  const attackDice = pool.slice(0, ATTACK_COLOURS.length).reduce((x, y) => x + y, 0);
  const defenseDice = pool.slice(ATTACK_COLOURS.length).reduce((x, y) => x + y, 0);
  const modifiers = netModifiers(s);
  const sum = (f: (x: number, c: number) => number): number =>
    pool.reduce((t, n, c) => t + f(n, c), 0);
  const abilities = a.surgeAbilities;
  const rawDamage = sum((n, c) => (c < ATTACK_COLOURS.length ? n * maxOf(c, 0) : 0));
  const rawBlock = sum((n, c) => (c >= ATTACK_COLOURS.length ? n * maxOf(c, 0) : 0));
  const damageBound = Math.max(0, rawDamage + modifiers.damage);
  return {
    scenario: s,
    pool,
    attackerRerolls: s.policy.attackerRerolls === 'none' ? 0 : Math.min(a.rerolls, attackDice),
    defenderRerolls:
      s.policy.defenderRerolls === 'none' ? 0 : Math.min(s.defender.rerolls, defenseDice),
    modifiers,
    rules: {
      ranged: s.attackType === 'ranged',
      distance: s.distance ?? 1,
      pierce: a.modifiers.pierce,
      abilities,
    },
    bounds: {
      damage: damageBound,
      accuracy: Math.max(
        0,
        sum((n, c) => (c < ATTACK_COLOURS.length ? n * maxOf(c, 2) : 0)),
      ),
      block: Math.max(0, rawBlock + modifiers.block),
    },
    maxDamage: damageBound + abilities.reduce((t, x) => t + x.damage, 0),
  };
}
