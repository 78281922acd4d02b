import { sprayCopies, weaponDice, type PoolDice, type WeaponGroup } from '../attack-pool.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { PENDING_ATK } from '../state.ts';

/**
 * Cumbersome (amg-2025): a unit that moved downgrades each of the weapon's dice (AMG Keyword Glossary,
 * Cumbersome); downgrades come before upgrades (docs/rules/legion.md, step 4a).
 */
export function cumbersomeApplies(ctx: AttackContext, g: WeaponGroup): boolean {
  return g.cumbersome && ctx.amg && ctx.scenario.attacker.moved;
}

/** A weapon's dice when step 4a's upgrades begin: after Spray and its own downgrades. */
export function diceBeforeUpgrades(ctx: AttackContext, g: WeaponGroup): PoolDice {
  const d = weaponDice(g, sprayCopies(ctx.scenario));
  return cumbersomeApplies(ctx, g) ? { red: 0, black: d.red, white: d.black + d.white } : d;
}

/**
 * Upgrades up to x of one weapon's dice (docs/rules/legion.md, step 4a): black → red before
 * white → black (the choice changes only the spread, never the expected hits); a die moves at
 * most one step per effect. Returns the change to the pool's dice.
 */
export function upgradeWeapon(d: PoolDice, x: number): PoolDice {
  const black = Math.min(x, d.black);
  const white = Math.min(x - black, d.white);
  return { red: black, black: white - black, white: -white };
}

/**
 * Anti-Personnel / Anti-Materiel X over the pool: each weapon upgrades X of its own dice (AMG
 * Keyword Glossary, Anti-Personnel X: "that weapon's attack dice"), then an instance a card
 * grants the unit (the pool's X beyond its weapons', POOL_INSTANCE_KEYWORDS) upgrades X of the
 * dice still to upgrade, once.
 */
export function upgradeByWeapon(
  ctx: AttackContext,
  own: (g: WeaponGroup) => number,
  poolX: number,
): PoolDice[] {
  const changes = ctx.weapons.map((g) => upgradeWeapon(diceBeforeUpgrades(ctx, g), own(g)));
  const granted = poolX - ctx.weapons.reduce((x, g) => x + own(g), 0);
  if (granted <= 0) return changes;
  const left = { red: 0, black: 0, white: 0 };
  ctx.weapons.forEach((g, i) => {
    const d = diceBeforeUpgrades(ctx, g);
    const c = changes[i] as PoolDice;
    left.red += d.red + c.red;
    left.black += d.black + c.black;
    left.white += d.white + c.white;
  });
  return [...changes, upgradeWeapon(left, granted)];
}

/**
 * Adds a change to the dice waiting to be rolled. Step 4a comes before any roll, so the dice
 * waiting are exactly the pool's, and a change worked out per weapon applies to them directly.
 */
export function shiftPending(name: string, changes: readonly PoolDice[]) {
  const t = { red: 0, black: 0, white: 0 };
  for (const c of changes) {
    t.red += c.red;
    t.black += c.black;
    t.white += c.white;
  }
  if (t.red === 0 && t.black === 0 && t.white === 0) return [];
  return [
    det(name, (s) => {
      s[PENDING_ATK] = (s[PENDING_ATK] as number) + t.red;
      s[PENDING_ATK + 1] = (s[PENDING_ATK + 1] as number) + t.black;
      s[PENDING_ATK + 2] = (s[PENDING_ATK + 2] as number) + t.white;
    }),
  ];
}
