import type { CardKeyword, LegionCardData } from '../data/card-data.ts';
import { KEYWORD_TABLE, type KeywordEffect } from '../data/keyword-table.ts';
import type { LegionScenario } from '../scenario.ts';
import { cardIndex, unitLabel } from './card-index.ts';
import { inEdition } from './edition-keywords.ts';
import { resolveLoadout, type Loadout } from './loadout.ts';

type Edition = LegionScenario['edition'];

/**
 * How a keyword of a unit preset reaches the calculator, when not simply applied:
 * - `condition`: applies only under a table condition the player switches on;
 * - `unstated`: an X the card data does not state, not applied;
 * - `variable`: an X set during play, taken as the card's least (1);
 * - `edition`: not in the chosen edition's rules, left out;
 * - `rule`: a "cannot" the unit's keyword puts on the attack (refused weapons, no cover…);
 * - `not-modelled`: changes nothing in the dice of one attack, for the reason given;
 * - `unknown`: a homebrew card's keyword the calculator does not know: not applied.
 */
export type PresetNoteKind =
  'condition' | 'unstated' | 'variable' | 'edition' | 'rule' | 'not-modelled' | 'unknown';

export interface PresetNote {
  readonly kind: PresetNoteKind;
  /** The keyword as the card prints it ("Shielded X", "Complete the Mission"). */
  readonly keyword: string;
  /** What it means here, in the player's words. */
  readonly text: string;
}

const RULES: Record<string, string> = {
  'range-1': 'an attack against it cannot use a weapon whose maximum range is 1',
  melee: 'it cannot be attacked in melee (no base contact)',
  'no-cover': 'it cannot benefit from cover: no cover, Smoke tokens or Cover X',
  guardian:
    'no other unit can use Guardian X on it, and it cannot benefit from Backup (its own Guardian X protects another unit: give it as that unit’s guardian)',
};

/** The scenario fields a keyword's effect sets, to know which an edition lacks. */
function fieldsOf(fx: KeywordEffect): string[] {
  if (fx.kind === 'unit') return [fx.attacker ?? '', fx.defender ?? ''].filter((k) => k !== '');
  if (fx.kind === 'weapon') return [fx.key];
  return [];
}

const printed = (k: CardKeyword, isX: boolean) => (isX ? `${k.name} X` : k.name);

/**
 * Every keyword of a loadout that is not simply applied, said in words for the unit picker and
 * the command line: conditions, unstated and variable X, keywords the edition lacks, the rules
 * its keywords impose, and what changes nothing in one attack. One note per keyword and kind.
 */
export function loadoutNotes(l: Loadout, edition: Edition): PresetNote[] {
  const notes: PresetNote[] = [];
  const seen = new Set<string>();
  const push = (n: PresetNote) => {
    const key = `${n.kind}/${n.keyword}/${n.text}`;
    if (!seen.has(key)) notes.push(n);
    seen.add(key);
  };
  const noCover = l.keywords.some((k) => KEYWORD_TABLE.get(k.name)?.effect.kind === 'no-cover');
  const cards = [l.unit, ...l.upgrades];
  for (const card of cards)
    for (const k of card.keywords) {
      const e = KEYWORD_TABLE.get(k.name);
      if (!e || k.note !== 'unstated') continue;
      const hint =
        e.effect.kind === 'shields' ? 'set Shield tokens by hand' : `set ${k.name} by hand`;
      push({
        kind: 'unstated',
        keyword: printed(k, true),
        text: `${card.name}: X is not in the card data, so it is not applied; ${hint}`,
      });
    }
  for (const w of cards.flatMap((c) => c.weapons))
    for (const k of w.keywords) {
      const e = KEYWORD_TABLE.get(k.name);
      if (e && fieldsOf(e.effect).some((f) => !inEdition(f, edition)))
        push({
          kind: 'edition',
          keyword: printed(k, e.x),
          text: `on ${w.name}: not in the FFG 1.0 rules: left out`,
        });
    }
  for (const k of l.keywords) {
    const e = KEYWORD_TABLE.get(k.name);
    if (!e) continue;
    const fx = e.effect;
    const keyword = printed(k, e.x);
    if (k.note === 'variable')
      push({
        kind: 'variable',
        keyword,
        text: `X is set during play; taken as ${k.x ?? 1}, the card's least: change it by hand`,
      });
    const missing = fieldsOf(fx).filter((f) => !inEdition(f, edition));
    if (missing.length > 0)
      push({ kind: 'edition', keyword, text: 'not in the FFG 1.0 rules: left out' });
    if (fx.kind === 'condition') {
      const coverOnly = fx.field.startsWith('defender.cover') || fx.field.endsWith('coverX');
      push({
        kind: 'condition',
        keyword,
        text:
          noCover && coverOnly
            ? 'no effect: the unit has Unconcerned and cannot benefit from cover'
            : fx.reason,
      });
    } else if (fx.kind === 'immune') push({ kind: 'rule', keyword, text: RULES[fx.against]! });
    else if (fx.kind === 'no-cover' || fx.kind === 'guardian')
      push({ kind: 'rule', keyword, text: RULES[fx.kind]! });
    else if (fx.kind === 'none') push({ kind: 'not-modelled', keyword, text: fx.reason });
  }
  return notes;
}

/** The notes a player must see before trusting the numbers (not the "not modelled" ones). */
export const mustSee = (n: PresetNote): boolean => n.kind !== 'not-modelled' && n.kind !== 'rule';

/**
 * The notes of an expanded scenario's presets, side by side, from their records (unit and
 * upgrade ids); a side without a preset has none.
 */
export function presetNotes(
  s: {
    edition?: Edition;
    attacker?: { preset?: { id: string; upgradeIds: readonly string[]; homebrew?: boolean } };
    defender?: { preset?: { id: string; upgradeIds: readonly string[]; homebrew?: boolean } };
  },
  data: LegionCardData,
): {
  attacker: PresetNote[];
  defender: PresetNote[];
  labels: { attacker?: string; defender?: string };
} {
  const side = (
    p: { id: string; upgradeIds: readonly string[]; homebrew?: boolean } | undefined,
  ) => {
    // A homebrew card is not in the card data: its notes are said where it is read (cardNotes).
    if (!p || p.homebrew) return null;
    const l = resolveLoadout(cardIndex(data), p.id, p.upgradeIds);
    return 'field' in l ? null : l;
  };
  const a = side(s.attacker?.preset);
  const d = side(s.defender?.preset);
  const edition = s.edition ?? 'amg-2025';
  return {
    attacker: a ? loadoutNotes(a, edition) : [],
    defender: d ? loadoutNotes(d, edition) : [],
    labels: {
      ...(a ? { attacker: unitLabel(a.unit) } : {}),
      ...(d ? { defender: unitLabel(d.unit) } : {}),
    },
  };
}
