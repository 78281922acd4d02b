import type { LegionDefender, LegionScenario } from './scenario.ts';

/** The defending unit's health, when the scenario gives its profile. */
export interface UnitProfile {
  readonly minis: number;
  readonly woundThreshold: number;
  readonly woundsTaken: number;
  /** Wounds the unit can still suffer from this attack (LOS caps a Ranged attack). */
  readonly cap: number;
  /** Wounds that defeat the whole unit. */
  readonly health: number;
}

/**
 * Miniatures of the defending unit in LOS: `minisInLos` (null: all of them), never more than
 * still stand — a defeated miniature is removed (AMG Core Rulebook, Unit Cards "Wound Threshold"; FFG Rules Reference 1.0,
 * Defeated). Spray adds its dice once per miniature in LOS (AMG Keyword Glossary, Spray). Null when
 * neither `minisInLos` nor the unit profile says.
 */
export function minisInLos(d: LegionDefender): number | null {
  if (d.minis === null) return d.minisInLos;
  const standing = d.minis - Math.floor(d.woundsTaken / (d.woundThreshold ?? 1));
  return Math.min(d.minisInLos ?? d.minis, standing);
}

/**
 * Step 9 wound assignment limits: the unit's remaining health, and for a Ranged attack the
 * wound thresholds of the miniatures in LOS (the most-wounded miniature takes wounds first).
 */
export function unitProfile(s: LegionScenario): UnitProfile | null {
  const d = s.defender;
  if (d.minis === null || d.woundThreshold === null) return null;
  const health = d.minis * d.woundThreshold - d.woundsTaken;
  const onWounded = d.woundsTaken % d.woundThreshold;
  let cap = health;
  if (s.attackType === 'ranged' && d.minisInLos !== null) {
    // The wounded miniature is assumed in LOS: it is the one wounds go to first.
    const inLos = minisInLos(d) ?? d.minisInLos;
    cap = Math.min(health, inLos * d.woundThreshold - onWounded);
  }
  return {
    minis: d.minis,
    woundThreshold: d.woundThreshold,
    woundsTaken: d.woundsTaken,
    cap,
    health,
  };
}

/** Miniatures this many wounds defeat, most-wounded miniature first (docs/rules/legion.md, step 9). */
export function minisDefeatedBy(wounds: number, u: UnitProfile): number {
  const suffered = Math.min(wounds, u.cap);
  const before = Math.floor(u.woundsTaken / u.woundThreshold);
  return Math.floor((u.woundsTaken + suffered) / u.woundThreshold) - before;
}
