import { formAttackPool, type LegionScenario } from '../../engine/index.ts';

type LegionAttacker = LegionScenario['attacker'];

/**
 * The attacker as one pool of dice with the pool's keywords (Form Attack Pool, the engine's
 * `formAttackPool`), for editing the dice of a unit's weapons by hand. Null when a keyword that
 * reads its own weapon's dice (Spray, Cumbersome, Anti-Personnel / Anti-Materiel X) is on some
 * weapons only: as one pool it would change the answer.
 */
export function asDice(s: LegionScenario): LegionAttacker | null {
  const ws = s.attacker.weapons;
  if (!ws) return s.attacker;
  // Spray or Cumbersome on every weapon is the pool's; Anti-Personnel / Anti-Materiel X count
  // per weapon's dice, so only their absence converts.
  const same = (k: 'spray' | 'cumbersome') => ws.every((w) => w.keywords[k] === ws[0]?.keywords[k]);
  const none = (k: 'antiPersonnel' | 'antiMateriel') => ws.every((w) => w.keywords[k] === 0);
  if (!same('spray') || !same('cumbersome') || !none('antiPersonnel') || !none('antiMateriel'))
    return null;
  const attacker = { ...formAttackPool(s).scenario.attacker, dice: { ...s.attacker.dice } };
  delete attacker.weapons;
  return attacker;
}
