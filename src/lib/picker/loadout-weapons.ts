import {
  miniClasses,
  weaponRefused,
  type CardWeapon,
  type LegionCardData,
  type LegionScenario,
} from '../../engine/index.ts';
import { recordLoadout } from './record-loadout.ts';

/** One weapon a unit's loadout carries, and whether it may join this attack. */
export interface LoadoutWeapon {
  readonly name: string;
  /** Its range band as the card prints it: "Melee", "1–3", "2–∞". */
  readonly band: string;
  readonly dice: CardWeapon['dice'];
  /** Eligible for this attack (its range band allows the range; melee for a melee attack). */
  readonly inRange: boolean;
  /** How many miniatures use it in the chosen pool (0: not chosen). */
  readonly minis: number;
  /** Why the defender does not allow it in the pool (Immune: Range 1 Weapons), or null. */
  readonly refused: string | null;
}

function band(w: CardWeapon): string {
  if (!w.range) return 'no range';
  const { min, max } = w.range;
  const from = min === 0 ? 'Melee' : `${min}`;
  if (max === null) return `${from}–∞`;
  if (max === min) return from;
  return min === 0 ? `Melee–${max}` : `${min}–${max}`;
}

/**
 * Every weapon of the attacker's preset (its unit's and its upgrades'), each marked in range or
 * not for this attack by the engine's own rule (`miniClasses`: the options its miniatures have),
 * with the miniatures the chosen pool gives it. Null without an attacker preset.
 */
export function loadoutWeapons(data: LegionCardData, s: LegionScenario): LoadoutWeapon[] | null {
  const p = s.attacker.preset;
  if (!p) return null;
  const l = recordLoadout(data, p);
  if (!l) return null;
  const dp = s.defender.preset;
  const def = dp ? recordLoadout(data, dp) : null;
  const eligible = new Set(
    miniClasses(l, s.attackType, s.range).flatMap((c) => c.options.map((w) => w.name)),
  );
  const seen = new Set<string>();
  const out: LoadoutWeapon[] = [];
  for (const w of [l.unit.weapons, ...l.upgrades.map((u) => u.weapons)].flat()) {
    if (seen.has(w.name)) continue;
    seen.add(w.name);
    const minis = (s.attacker.weapons ?? [])
      .filter((c) => c.name === w.name)
      .reduce((n, c) => n + c.minis, 0);
    const refused = weaponRefused(w.range?.max, def);
    out.push({
      name: w.name,
      band: band(w),
      dice: w.dice,
      inRange: eligible.has(w.name),
      minis,
      refused,
    });
  }
  return out;
}
