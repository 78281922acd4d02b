import type { LegionScenario } from './scenario.ts';
import { minisInLos } from './unit-profile.ts';
import { WEAPON_KEYWORD_KEYS } from './weapon-rules.ts';

export interface PoolDice {
  readonly red: number;
  readonly black: number;
  readonly white: number;
}

/**
 * One weapon's share of the pool, for the rules that read the weapon rather than the pool:
 * its dice (once per miniature using it, before Spray) and its per-weapon keywords.
 */
export interface WeaponGroup {
  readonly name: string;
  readonly dice: PoolDice;
  readonly spray: boolean;
  readonly cumbersome: boolean;
  readonly antiPersonnel: number;
  readonly antiMateriel: number;
}

/** A scenario as the attack steps read it: one pool, its keywords combined, and its weapons. */
export interface FormedPool {
  /** The scenario with `attacker.keywords` holding the pool's keywords and no `weapons`. */
  readonly scenario: LegionScenario;
  readonly weapons: readonly WeaponGroup[];
}

/**
 * Step 2, Form Attack Pool (FFG Rules Reference 1.0, Attack, step 2; Attack Pool; AMG Core Rulebook, X Keywords):
 * each weapon adds its dice once per miniature using it and applies its keywords to the whole
 * pool; X values of the same keyword add up (each miniature's weapon is one instance), other
 * keywords hold when any weapon has them, except High Velocity, which holds only when every
 * weapon has it (AMG Keyword Glossary, High Velocity). A scenario without `weapons` is one weapon.
 */
export function formAttackPool(s: LegionScenario): FormedPool {
  const { weapons, ...attacker } = s.attacker;
  if (weapons === undefined) {
    const k = s.attacker.keywords;
    return {
      scenario: s,
      weapons: [
        {
          name: '',
          dice: s.attacker.dice,
          spray: k.spray,
          cumbersome: k.cumbersome,
          antiPersonnel: k.antiPersonnel,
          antiMateriel: k.antiMateriel,
        },
      ],
    };
  }
  const keywords: Record<string, number | boolean> = { ...s.attacker.keywords };
  for (const key of WEAPON_KEYWORD_KEYS) {
    const base = keywords[key];
    if (typeof base === 'number')
      keywords[key] = weapons.reduce((x, w) => x + (w.keywords[key] as number) * w.minis, base);
    else if (key === 'highVelocity') keywords[key] = weapons.every((w) => w.keywords[key]);
    else keywords[key] = base === true || weapons.some((w) => w.keywords[key]);
  }
  return {
    scenario: {
      ...s,
      attacker: { ...attacker, keywords: keywords as LegionScenario['attacker']['keywords'] },
    },
    weapons: weapons.map((w) => ({
      name: w.name,
      dice: {
        red: w.dice.red * w.minis,
        black: w.dice.black * w.minis,
        white: w.dice.white * w.minis,
      },
      spray: w.keywords.spray,
      cumbersome: w.keywords.cumbersome,
      antiPersonnel: w.keywords.antiPersonnel * w.minis,
      antiMateriel: w.keywords.antiMateriel * w.minis,
    })),
  };
}

/**
 * Defending miniatures a Spray weapon adds its dice for: those in LOS, else all, never more than
 * still stand (FFG Rules Reference 1.0, Spray; AMG Keyword Glossary, Spray; `minisInLos`).
 */
export function sprayCopies(s: LegionScenario): number {
  return minisInLos(s.defender) ?? 1;
}

/** A weapon's dice in the pool: Spray adds them once per defending miniature in LOS. */
export function weaponDice(g: WeaponGroup, copies: number): PoolDice {
  const n = g.spray ? copies : 1;
  return { red: g.dice.red * n, black: g.dice.black * n, white: g.dice.white * n };
}

/** The pool's dice after Spray: the sum over its weapons. */
export function poolDice(weapons: readonly WeaponGroup[], copies: number): PoolDice {
  const t = { red: 0, black: 0, white: 0 };
  for (const g of weapons) {
    const d = weaponDice(g, copies);
    t.red += d.red;
    t.black += d.black;
    t.white += d.white;
  }
  return t;
}
