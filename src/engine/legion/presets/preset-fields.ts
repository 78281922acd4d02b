import type { CardWeapon } from '../data/card-data.ts';
import { KEYWORD_TABLE } from '../data/keyword-table.ts';
import { PER_WEAPON_KEYWORDS, POOL_INSTANCE_KEYWORDS } from '../weapon-rules.ts';
import type { LegionScenario } from '../scenario.ts';
import type { WeaponChoice } from './choose-weapons.ts';
import { keepEdition } from './edition-keywords.ts';
import type { Loadout } from './loadout.ts';
import { type JsonRecord } from '../../core/is-record.ts';

type Fields = Record<string, number | boolean>;

const perWeapon: ReadonlySet<string> = new Set(PER_WEAPON_KEYWORDS);

/** Adds a keyword's X (AMG Core Rulebook, X Keywords: instances add up), or sets a flag. */
function add(into: Fields, key: string, x: number | undefined, isX: boolean): void {
  if (isX) into[key] = ((into[key] as number | undefined) ?? 0) + (x ?? 0);
  else into[key] = true;
}

/** A card weapon as a scenario weapon: its dice, range band and weapon keywords. */
export function weaponJson(
  w: CardWeapon,
  minis: number,
  extra: Fields,
  edition: LegionScenario['edition'] = 'amg-2025',
): JsonRecord {
  let keywords: Fields = { ...extra };
  for (const k of w.keywords) {
    const e = KEYWORD_TABLE.get(k.name);
    if (e?.effect.kind === 'weapon') add(keywords, e.effect.key, k.x, e.x);
  }
  keywords = keepEdition(keywords, edition);
  return {
    name: w.name,
    dice: { ...w.dice },
    minis,
    ...(w.range ? { range: [w.range.min, w.range.max] } : {}),
    keywords,
  };
}

/** What a loadout's own keywords give its side, attacking and defending. */
export interface SideKeywords {
  readonly attacker: Fields;
  /** Weapon keywords a card grants the unit's pools (a per-weapon one goes on every weapon). */
  readonly poolWide: Fields;
  readonly perWeapon: Fields;
  readonly defender: Fields;
  readonly shields: number;
  readonly arsenal: number;
}

/** The engine fields a loadout's keywords set (keyword-table.ts). */
export function sideKeywords(l: Loadout): SideKeywords {
  const out = { attacker: {}, poolWide: {}, perWeapon: {}, defender: {} } as {
    attacker: Fields;
    poolWide: Fields;
    perWeapon: Fields;
    defender: Fields;
  };
  let shields = 0;
  let arsenal = 0;
  for (const k of l.keywords) {
    const e = KEYWORD_TABLE.get(k.name);
    if (!e) continue;
    const fx = e.effect;
    if (fx.kind === 'unit') {
      if (fx.attacker) add(out.attacker, fx.attacker, k.x, e.x);
      if (fx.defender) add(out.defender, fx.defender, k.x, e.x);
    } else if (fx.kind === 'weapon')
      // A granted Anti-Personnel / Anti-Materiel X is one instance in the pool, like the same
      // card's Impact X (POOL_INSTANCE_KEYWORDS); only Spray and the like go on every weapon.
      add(
        perWeapon.has(fx.key) && !POOL_INSTANCE_KEYWORDS.has(fx.key) ? out.perWeapon : out.poolWide,
        fx.key,
        k.x,
        e.x,
      );
    else if (fx.kind === 'shields') shields += k.x ?? 0;
    else if (fx.kind === 'arsenal') arsenal += k.x ?? 0;
  }
  return { ...out, shields, arsenal: Math.max(1, arsenal) };
}

/** The scenario's weapons for a choice, with the keywords cards grant every weapon. */
export function choiceJson(
  choice: WeaponChoice,
  perWeaponExtra: Fields,
  edition: LegionScenario['edition'] = 'amg-2025',
): JsonRecord[] {
  return choice.map(({ weapon, minis }) => weaponJson(weapon, minis, perWeaponExtra, edition));
}
