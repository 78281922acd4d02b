import { KEYWORDS, type LegionScenario } from '../../engine/index.ts';
import { ATTACKER, DEFENDER, type Meta } from './keyword-help.ts';

/** Where in the attack sequence a keyword acts (rules/legion.md step numbers). */
export const STEP_GROUPS = [
  { id: 'pool', title: 'Form the attack pool', rule: 'step 2' },
  { id: 'upgrade', title: 'Upgrade and downgrade', rule: 'step 4a' },
  { id: 'reroll', title: 'Reroll attack dice', rule: 'step 4c' },
  { id: 'surges', title: 'Convert attack surges', rule: 'step 4d' },
  { id: 'cover', title: 'Dodge and cover', rule: 'step 5' },
  { id: 'modify-attack', title: 'Modify attack dice', rule: 'step 6' },
  { id: 'defense-roll', title: 'Roll defense dice', rule: 'step 7a–c' },
  { id: 'defense-reroll', title: 'Reroll defense dice', rule: 'step 7d' },
  { id: 'defense-surges', title: 'Convert defense surges', rule: 'step 7e' },
  { id: 'modify-defense', title: 'Modify defense dice', rule: 'step 8' },
  { id: 'compare', title: 'Compare results', rule: 'step 9' },
  { id: 'after', title: 'Suppression and after the attack', rule: 'step 10' },
  { id: 'other', title: 'Other', rule: '' },
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
  /** Where the rule text is (seed file and entry). */
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
      rule: k.rule,
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
