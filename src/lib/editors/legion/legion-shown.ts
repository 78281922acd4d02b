import type { LegionScenario } from '../../../engine/index.ts';
import type { AttackFacts } from './keyword-meta.ts';

/** What of the attack decides which keywords and controls apply. */
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
