import {
  cardIndex,
  miniClasses,
  resolveLoadout,
  unitLabel,
  weaponUpgrades,
  type LegionCardData,
  type LegionScenario,
} from '../../engine/index.ts';

type AttackType = LegionScenario['attackType'];

/** How a chosen attacker can attack: its upgrades, the attack and the range, and why. */
export interface WeaponFit {
  readonly upgrades: readonly string[];
  readonly attackType: AttackType;
  readonly range: number | undefined;
  /** The upgrade added for its weapon (a Legion HQ id), marked in its slot for the player. */
  readonly added: string | null;
  /** Why the upgrade was added or the attack changed, in words (null: nothing changed). */
  readonly note: string | null;
}

const RANGES = [1, 2, 3, 4, 5];

/** The attacks to try, the player's first, then the nearest ranges, then the other kind. */
function tries(type: AttackType, range: number | undefined): [AttackType, number | undefined][] {
  const at = range ?? 2;
  const near = [...RANGES].sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b);
  const ranged = near.map((r): [AttackType, number] => ['ranged', r]);
  return type === 'ranged' ? [...ranged, ['melee', undefined]] : [[type, range], ...ranged];
}

/**
 * A unit chosen to attack, made able to: as it is when one of its miniatures has a weapon for
 * this attack; else with the first upgrade it may take whose weapon reaches (an AT-RT's
 * hardpoint), in card-data order; else at the nearest range, or the other kind of attack, its
 * own weapons or such an upgrade allow. The player may change it all: the note says what was
 * done and why. Unchanged when nothing helps (the expansion then says why).
 */
export function fitWeapons(
  data: LegionCardData,
  unitId: string,
  upgrades: readonly string[],
  attackType: AttackType,
  range: number | undefined,
): WeaponFit {
  const same: WeaponFit = { upgrades, attackType, range, added: null, note: null };
  const index = cardIndex(data);
  const l = resolveLoadout(index, unitId, upgrades);
  if ('field' in l) return same;
  const name = unitLabel(l.unit);
  for (const [type, r] of tries(attackType, range)) {
    const own = miniClasses(l, type, r).some((c) => c.options.length > 0);
    const up = own ? null : (weaponUpgrades(index, unitId, upgrades, type, r)[0] ?? null);
    if (!own && !up) continue;
    const moved = type !== attackType || (type === 'ranged' && r !== (range ?? 2));
    if (!moved && own) return same;
    const upName = up ? unitLabel(up) : '';
    const reach = attackType === 'ranged' ? ` that reaches range ${range ?? 2}` : '';
    const why = `${name} has no ${attackType} weapon${up && !moved ? ' of its own' : ''}${reach}`;
    const what = !moved
      ? `it takes the ${upName}, the first upgrade whose weapon does`
      : type !== attackType
        ? `the attack is ${type}${r === undefined ? '' : ` at range ${r}`} instead${up ? `, with the ${upName}` : ''}`
        : `the range is ${r} instead${up ? `, with the ${upName}` : ''}`;
    return {
      upgrades: up ? [...upgrades, up.id] : upgrades,
      attackType: type,
      range: type === 'ranged' ? r : range,
      added: up?.id ?? null,
      note: `${why}: ${what}.`,
    };
  }
  return same;
}
