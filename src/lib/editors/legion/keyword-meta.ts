import { KEYWORDS, type LegionScenario } from '../../../engine/index.ts';
import { ATTACKER, DEFENDER, type Meta } from './keyword-help.ts';
import { legionKeywordCitation } from '../rulebooks.ts';

/** Where in the attack sequence a keyword acts (the steps of docs/rules/legion.md, in its order). */
export const STEP_GROUPS = [
  { id: 'pool', title: 'Form the attack pool' },
  { id: 'upgrade', title: 'Upgrade and downgrade' },
  { id: 'reroll', title: 'Reroll attack dice' },
  { id: 'surges', title: 'Convert attack surges' },
  { id: 'cover', title: 'Dodge and cover' },
  { id: 'modify-attack', title: 'Modify attack dice' },
  { id: 'defense-roll', title: 'Roll defense dice' },
  { id: 'defense-reroll', title: 'Reroll defense dice' },
  { id: 'defense-surges', title: 'Convert defense surges' },
  { id: 'modify-defense', title: 'Modify defense dice' },
  { id: 'compare', title: 'Compare results' },
  { id: 'after', title: 'Suppression and after the attack' },
  { id: 'other', title: 'Other' },
] as const;
export type StepGroupId = (typeof STEP_GROUPS)[number]['id'];

export type Side = 'attacker' | 'defender';

/** What decides whether a keyword can matter in this attack (hidden otherwise, with a note). */
export interface AttackFacts {
  readonly amg: boolean;
  readonly ranged: boolean;
  readonly melee: boolean;
}

export interface KeywordInfo extends Meta {
  readonly key: string;
  readonly side: Side;
  /** Where a player finds the rule: the published rulebooks and the entry. */
  readonly rule: string;
  readonly kind: 'number' | 'flag';
  readonly amgOnly: boolean;
}

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * Every keyword the engine implements (KEYWORDS), with label, help and step. A keyword the
 * engine gains later still shows up, under "Other", before it gets its own help text here.
 */
export function keywordInfos(side: Side, defaults: LegionScenario): KeywordInfo[] {
  const table = side === 'attacker' ? ATTACKER : DEFENDER;
  const values: Record<string, unknown> = defaults[side].keywords;
  return KEYWORDS.filter((k) => k.side === side && k.key in values).map((k) => {
    const meta = table[k.key] ?? { label: words(k.key), step: 'other' as const, help: '' };
    return {
      ...meta,
      key: k.key,
      side,
      rule: legionKeywordCitation(k.rule, meta.label),
      kind: typeof values[k.key] === 'number' ? 'number' : 'flag',
      amgOnly: k.editions !== undefined && !k.editions.includes('ffg-1.0'),
    };
  });
}

/** Whether the keyword can change this attack; `null` when it can, else why not. */
export function keywordHiddenBecause(k: KeywordInfo, f: AttackFacts): string | null {
  if (k.amgOnly && !f.amg) return 'not in the FFG 1.0 rules';
  if (k.when && !k.when(f)) return k.whenNote ?? 'does not apply';
  return null;
}
