type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const words = (s: string) => s.toLowerCase().split(/\s+/);

/**
 * An upgrade's name without the words it shares with its unit's ("DLT-19 Stormtrooper" on
 * Stormtroopers is "DLT-19"); the whole name when nothing else would be left.
 */
function shortUpgrade(upgrade: string, unit: string): string {
  const unitWords = words(unit);
  const kept = upgrade
    .split(/\s+/)
    .filter((w) => !unitWords.some((u) => u.startsWith(w.toLowerCase())));
  return kept.length > 0 ? kept.join(' ') : upgrade;
}

/** A preset record's name: "Stormtroopers + DLT-19". */
function recordName(p: unknown): string | undefined {
  if (!isObject(p) || typeof p['unit'] !== 'string') return undefined;
  const unit = p['unit'];
  const ups = Array.isArray(p['upgrades'])
    ? p['upgrades'].filter((u) => typeof u === 'string')
    : [];
  return [unit, ...ups.map((u) => shortUpgrade(u, unit))].join(' + ');
}

const presetOf = (side: unknown) => (isObject(side) ? recordName(side['preset']) : undefined);

/**
 * A pin's name after the unit presets of a Legion loadout: the attacking unit and its upgrades
 * ("Stormtroopers + DLT-19"), each attack's in a sequence ("Stormtroopers + DLT-19, then
 * Snowtroopers"), or the defending unit's alone ("vs Rebel Troopers"); undefined when the
 * loadout names no unit (another name, e.g. from its dice, is then the caller's choice).
 */
export function presetPinName(scenario: unknown): string | undefined {
  if (!isObject(scenario) || scenario['game'] !== 'legion') return undefined;
  const attacks = Array.isArray(scenario['attacks'])
    ? scenario['attacks'].map((a) => (isObject(a) ? presetOf(a['attacker']) : undefined))
    : [presetOf(scenario['attacker'])];
  if (attacks.some((a) => a !== undefined)) return attacks.map((a) => a ?? 'dice').join(', then ');
  const defender = presetOf(scenario['defender']);
  return defender === undefined ? undefined : `vs ${defender}`;
}
