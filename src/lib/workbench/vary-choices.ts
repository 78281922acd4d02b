import type { HomebrewCardJson } from '../../engine/index.ts';

type Weapon = HomebrewCardJson['weapons'][number];

const diceOf = (w: Weapon) => (w.dice.r ?? 0) + (w.dice.b ?? 0) + (w.dice.w ?? 0);
/** How far a weapon reaches: its maximum ("∞" as 99), 0 for melee or none. */
const reach = (w: Weapon) => (w.range.length === 2 ? (w.range[1] ?? 99) : (w.range[0] ?? 0));

/**
 * The card's main weapon: the ranged weapon with the most dice (melee when it has no other),
 * the one a designer changes first.
 */
export function mainWeapon(card: HomebrewCardJson): Weapon | null {
  const ranged = card.weapons.filter((w) => reach(w) >= 1);
  const pool = ranged.length > 0 ? ranged : card.weapons;
  return pool.reduce<Weapon | null>(
    (best, w) => (!best || diceOf(w) > diceOf(best) ? w : best),
    null,
  );
}

/**
 * The changes whose worth the workbench measures unless the player picks others: a wound more
 * on each miniature, and on the main weapon a red die, a white die, Impact 1 and Pierce 1.
 */
export function usualChanges(card: HomebrewCardJson): string[] {
  const w = mainWeapon(card);
  const onWeapon = w
    ? [`${w.name}: +1 red`, `${w.name}: +1 white`, `${w.name}: Impact 1`, `${w.name}: Pierce 1`]
    : [];
  return ['hp+1', ...onWeapon];
}

/** A change in the player's words: "hp+1" → "+1 wound on each miniature". */
export function changeWords(change: string): string {
  const stat = /^\s*(hp|minicount|courage|speed|cost)\s*([+-])\s*(\d+)\s*$/.exec(change);
  if (!stat) return change;
  const [, name, sign, n] = stat as unknown as [string, string, string, string];
  const what: Record<string, string> = {
    hp: 'wound threshold',
    minicount: 'miniature',
    courage: 'courage',
    speed: 'speed',
    cost: 'points of cost',
  };
  return `${sign}${n} ${what[name] ?? name}`;
}
