import type { LegionScenario } from '../engine/index.ts';
import {
  keywordHiddenBecause,
  keywordInfos,
  type AttackFacts,
} from '../lib/editors/keyword-meta.ts';
import { schemaDefaults } from './defaults.ts';

export function attackFacts(s: LegionScenario): AttackFacts {
  return {
    amg: s.edition === 'amg-2025',
    ranged: s.attackType === 'ranged',
    melee: s.attackType === 'melee',
  };
}

export const isVehicle = (s: LegionScenario): boolean => s.defender.unitType.endsWith('vehicle');

/**
 * Which non-keyword controls apply to this attack. A control that cannot change the answer is
 * hidden (with the reason), and its value is left out of the computed scenario (`effective`).
 */
export function shown(s: LegionScenario) {
  const f = attackFacts(s);
  const vehicle = isVehicle(s);
  return {
    terrainCover: f.ranged && !(f.amg && vehicle),
    smoke: f.ranged && f.amg,
    shield: f.ranged,
    surgeTokens: f.amg,
    attackerDodge: f.melee && s.attacker.keywords.jarKaiMastery,
    minisInLos: f.ranged || s.attacker.keywords.spray,
    guardians: f.ranged && !vehicle,
    policy: {
      reroll: true,
      pierceSplit: s.guardians.length > 0 && f.ranged && !vehicle,
      lethal: s.attacker.keywords.lethal > 0,
      marksman: s.attacker.keywords.marksman,
      makashi: f.melee && f.amg && s.attacker.keywords.makashiMastery,
      soresu:
        f.ranged &&
        f.amg &&
        (s.defender.keywords.soresuMastery || s.guardians.some((g) => g.keywords.soresuMastery)),
    },
  };
}

/** One line naming the hidden tokens of a side and why, or null when all are shown. */
export function hiddenTokens(s: LegionScenario, side: 'attacker' | 'defender'): string | null {
  const show = shown(s);
  const f = attackFacts(s);
  const out: string[] = [];
  if (!show.surgeTokens) out.push('Surge tokens (not in FFG 1.0)');
  if (side === 'defender') {
    if (!show.shield) out.push('shields (ranged attacks only)');
    if (!show.smoke) out.push(f.amg ? 'smoke (ranged attacks only)' : 'smoke (not in FFG 1.0)');
  }
  return out.length > 0 ? `Not shown: ${out.join(', ')}.` : null;
}

/** Why a hidden control is hidden (shown as a note beside where it would be). */
export const hiddenNotes = {
  cover: 'Cover applies to ranged attacks only (step 5).',
  vehicleCover:
    'AMG 2025: a vehicle is never obscured, so its cover comes only from Cover X and smoke.',
  guardiansMelee: 'Guardian X protects only against ranged attacks.',
  guardiansVehicle: 'Guardian X protects only a trooper defender.',
} as const;

/**
 * The scenario the engine gets: the editor's values minus every control that is hidden.
 * Hidden values stay in the editor (switching back restores them) but never count.
 */
export function effectiveScenario(editor: LegionScenario): LegionScenario {
  const s = structuredClone(editor);
  const base = schemaDefaults();
  const f = attackFacts(s);
  const show = shown(s);
  for (const side of ['attacker', 'defender'] as const) {
    const kw: Record<string, number | boolean> = s[side].keywords;
    const kwBase: Record<string, number | boolean> = base[side].keywords;
    for (const k of keywordInfos(side, base))
      if (keywordHiddenBecause(k, f) !== null) kw[k.key] = kwBase[k.key] as number | boolean;
  }
  if (!show.terrainCover) s.defender.cover = 'none';
  if (!show.smoke) s.defender.tokens.smoke = 0;
  if (!show.shield) s.defender.tokens.shield = 0;
  if (!show.surgeTokens) {
    s.attacker.tokens.surge = 0;
    s.defender.tokens.surge = 0;
    for (const g of s.guardians) g.tokens.surge = 0;
  }
  // Soresu Mastery is an AMG 2025 keyword (seed 004); FFG 1.0 has no such rule.
  if (!f.amg) for (const g of s.guardians) g.keywords.soresuMastery = false;
  if (!show.attackerDodge) s.attacker.tokens.dodge = 0;
  if (!show.minisInLos) s.defender.minisInLos = null;
  if (!show.guardians) s.guardians = [];
  const sp = shown(s).policy;
  for (const key of Object.keys(sp) as (keyof typeof sp)[])
    if (!sp[key]) (s.policy as Record<string, string>)[key] = base.policy[key];
  return s;
}
