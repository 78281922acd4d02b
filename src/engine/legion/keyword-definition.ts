import type { Step } from '../core/program.ts';
import type { AttackStepId } from './attack-steps.ts';
import type { AttackContext } from './context.ts';
import type { LegionScenario } from './scenario.ts';

/** Operations a keyword adds to one attack step. */
export interface KeywordHook {
  readonly step: AttackStepId;
  /** Position within the step: the step's own operation is at 0; lower runs first. */
  readonly order: number;
  /**
   * False when the operations read nothing of the defender (its scenario side or a context
   * field that describes only the defender, attacker-part.ts): the exact executor may then share
   * the frontier after them across defenders. Absent: they may read it.
   */
  readonly readsDefender?: false;
  /** The operations to add; none when the keyword cannot matter in this scenario. */
  make(ctx: AttackContext, x: number): readonly Step[];
}

/**
 * A keyword is data: who has it, where its rule text is, how it changes what the core steps
 * read (`configure`) and which operations it adds to them (`hooks`). The pipeline never asks
 * for a keyword by name.
 */
export interface Keyword {
  readonly key: string;
  readonly side: 'attacker' | 'defender';
  /** Where the rule comes from: the book's short name and entry (docs/rules/README.md), or a section of docs/rules/legion.md. */
  readonly rule: string;
  /** Editions the keyword exists in (default: both). */
  readonly editions?: readonly LegionScenario['edition'][];
  configure?(ctx: AttackContext, x: number): void;
  readonly hooks?: readonly KeywordHook[];
  /**
   * A yes/no decision named by a policy whose "auto" value means: use the keyword only when it
   * helps its side. `compile` resolves "auto" by evaluating both options exactly (or, for pools
   * too large for that, by `heuristic`).
   */
  readonly choice?: KeywordChoice;
}

export interface KeywordChoice {
  readonly policy: 'makashi';
  /** Whose mean wounds the choice serves: the attacker maximises, the defender minimises. */
  readonly side: 'attacker' | 'defender';
  /** Whether there is a decision at all in this scenario. */
  applies(ctx: AttackContext): boolean;
  /** The choice when exact evaluation is too costly. */
  heuristic(ctx: AttackContext): boolean;
}

/** The keyword's value in a scenario as a number: X, or 1 / 0 for a flag. */
export function keywordValue(s: LegionScenario, k: Keyword): number {
  const table: Record<string, number | boolean> =
    k.side === 'attacker' ? s.attacker.keywords : s.defender.keywords;
  const v = table[k.key];
  return typeof v === 'number' ? v : v ? 1 : 0;
}
