import { isRecord } from '../../core/is-record.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { unitLabel } from '../presets/card-index.ts';
import { loadoutNotes, type PresetNote } from '../presets/preset-notes.ts';
import { readHomebrewCard } from './homebrew-card.ts';
import { homebrewLoadout } from './homebrew-loadout.ts';

/** The notes of one side's homebrew card: where it is, its name and the notes. */
export interface CardNotes {
  /** The side's path: "attacker", "defender", "attacks.1.attacker". */
  readonly side: string;
  readonly label: string;
  readonly notes: readonly PresetNote[];
}

/**
 * The notes of every homebrew card of a Legion scenario or sequence (before expansion): its
 * keywords the calculator does not know (kind `unknown`, never applied) and what loadoutNotes
 * says of any preset. A side whose card is invalid has none (expansion refuses it).
 */
export function homebrewNotes(input: unknown, data: LegionCardData): CardNotes[] {
  if (!isRecord(input) || input['game'] !== 'legion') return [];
  const edition = input['edition'] === 'ffg-1.0' ? 'ffg-1.0' : 'amg-2025';
  const sides: [string, unknown][] = [
    ['attacker', input['attacker']],
    ['defender', input['defender']],
    ...(Array.isArray(input['attacks']) ? input['attacks'] : []).map(
      (a: unknown, i): [string, unknown] => [
        `attacks.${i}.attacker`,
        isRecord(a) ? a['attacker'] : undefined,
      ],
    ),
  ];
  const out: CardNotes[] = [];
  for (const [side, raw] of sides) {
    if (!isRecord(raw) || raw['card'] === undefined) continue;
    const ups = Array.isArray(raw['upgrades'])
      ? raw['upgrades'].filter((u) => typeof u === 'string')
      : [];
    const read = readHomebrewCard(raw['card'], 'card');
    const l = homebrewLoadout(data, raw['card'], ups);
    if (!read.ok || 'field' in l) continue;
    const unknown = read.value.unmodelled.map((keyword): PresetNote => ({
      kind: 'unknown',
      keyword,
      text: 'not a keyword the calculator knows: not applied',
    }));
    out.push({ side, label: unitLabel(l.unit), notes: [...unknown, ...loadoutNotes(l, edition)] });
  }
  return out;
}
