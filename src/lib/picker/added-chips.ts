import type { LegionInput, LegionScenario } from '../../engine/index.ts';

/** One thing the player set on top of a unit preset, as a short chip beside the headline. */
export interface AddedChip {
  /** "+ Aim 1". */
  readonly text: string;
  /** The same in a sentence ("The attacking unit has 1 Aim token"). */
  readonly title: string;
}

type Attacker = LegionScenario['attacker'];
type Defender = LegionScenario['defender'];

const token = (n: number, name: string, who: string, short = name): AddedChip | null =>
  n > 0
    ? { text: `+ ${short} ${n}`, title: `${who} has ${n} ${name} token${n === 1 ? '' : 's'}` }
    : null;

/** The attacking unit's tokens and conditions (`who`: "The attacking unit", "Attack 2's unit"). */
function attackerChips(a: Attacker, who: string, suffix: string): AddedChip[] {
  const t = a.tokens;
  const chips = [
    token(t.aim, 'Aim', who),
    token(t.surge, 'Surge', who),
    token(t.observation, 'Observation', who),
    token(t.dodge, 'Dodge', who),
    a.moved ? { text: '+ Moved', title: `${who} moved this activation` } : null,
    a.engaged ? { text: '+ Engaged', title: `${who} is engaged` } : null,
  ];
  return chips
    .filter((c): c is AddedChip => c !== null)
    .map((c) => ({ ...c, text: c.text + suffix }));
}

/** The defending unit's tokens, wounds, miniatures in sight and cover. */
function defenderChips(d: Defender): AddedChip[] {
  const who = 'The defending unit';
  const t = d.tokens;
  const cover = d.cover === 'none' ? null : d.cover === 'light' ? 'Light cover' : 'Heavy cover';
  const chips = [
    token(t.dodge, 'Dodge', who, 'Defender dodge'),
    token(t.surge, 'Surge', who, 'Defender surge'),
    token(t.suppression, 'Suppression', who),
    token(t.smoke, 'Smoke', who),
    cover ? { text: `+ ${cover}`, title: `${who} is in ${cover.toLowerCase()}` } : null,
    d.woundsTaken > 0
      ? {
          text: `+ ${d.woundsTaken} wound${d.woundsTaken === 1 ? '' : 's'} taken`,
          title: `${who} has already taken ${d.woundsTaken} wound${d.woundsTaken === 1 ? '' : 's'}`,
        }
      : null,
    d.minisInLos !== null
      ? {
          text: `+ ${d.minisInLos} in sight`,
          title: `${d.minisInLos} of the defending miniatures are in line of sight`,
        }
      : null,
  ];
  return chips.filter((c): c is AddedChip => c !== null);
}

/**
 * What the player set on top of the unit presets (tokens, conditions, cover, wounds taken): a
 * preset never sets them, so the answer depends on them without the cards saying so. Only
 * sides built from a unit; in a sequence each attack's attacker is named by its number.
 */
export function addedChips(s: LegionInput): AddedChip[] {
  const attackers =
    'attacks' in s
      ? s.attacks.flatMap((a, i) =>
          a.attacker.preset
            ? attackerChips(a.attacker, `Attack ${i + 1}'s unit`, ` (attack ${i + 1})`)
            : [],
        )
      : s.attacker.preset
        ? attackerChips(s.attacker, 'The attacking unit', '')
        : [];
  return [...attackers, ...(s.defender.preset ? defenderChips(s.defender) : [])];
}
