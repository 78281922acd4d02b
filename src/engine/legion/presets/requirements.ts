import type { Requirement, UnitCard, UpgradeCard } from '../data/card-data.ts';

/**
 * A unit's Force affinity, which Legion HQ's data does not record: dark side for the Galactic
 * Empire, the Separatists and mercenaries (Maul), light side for the Rebels and the Republic.
 */
function forceAffinity(u: UnitCard): string {
  return u.faction === 'rebels' || u.faction === 'republic' ? 'light side' : 'dark side';
}

/** One field of a requirement against a unit card; an unknown field is never met. */
function fieldMet(u: UnitCard, field: string, want: string | readonly string[]): boolean {
  const wants = typeof want === 'string' ? [want] : want;
  const has = (values: readonly string[]) => wants.every((w) => values.includes(w));
  switch (field) {
    case 'cardName':
      return has([u.name]);
    case 'title':
      return has(u.title ? [u.title] : []);
    case 'cardSubtype':
      return has([u.subtype]);
    case 'rank':
      return has([u.rank]);
    case 'faction':
      return has([u.faction]);
    case 'affiliation':
      return has([u.faction, ...u.affiliations]);
    case 'keywords':
      return has(u.keywords.map((k) => k.name));
    case 'upgradeBar':
      return has(u.upgradeBar);
    case 'forceAffinity':
      return has([forceAffinity(u)]);
    case 'stats.defense':
      return has([u.defenseDie === 'red' ? 'r' : 'w']);
    default:
      return false;
  }
}

/** Whether a unit meets an upgrade's requirement tree (Legion HQ's AND / OR / NOT lists). */
export function meetsRequirement(r: Requirement, u: UnitCard): boolean {
  if ('all' in r) return r.all.every((x) => meetsRequirement(x, u));
  if ('any' in r) return r.any.some((x) => meetsRequirement(x, u));
  if ('not' in r) return !meetsRequirement(r.not, u);
  return Object.entries(r.match).every(([f, w]) => fieldMet(u, f, w));
}

/** Why a unit cannot take an upgrade (its slot aside), or null. */
export function requirementProblem(u: UnitCard, up: UpgradeCard): string | null {
  if (up.faction && up.faction !== u.faction)
    return `"${up.name}" is a ${up.faction} upgrade; ${u.name} is ${u.faction}`;
  if (!meetsRequirement(up.requirements, u))
    return `${u.name} does not meet the requirements of "${up.name}"`;
  return null;
}
