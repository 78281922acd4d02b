import type { Step } from '../core/program.ts';
import type { AttackContext } from './context.ts';
import { applyCover } from './steps/apply-cover.ts';
import { applyDodge } from './steps/apply-dodge.ts';
import { compareResults } from './steps/compare-results.ts';
import { convertAttackSurges } from './steps/convert-attack-surges.ts';
import { convertDefenseSurges } from './steps/convert-defense-surges.ts';
import { defenderCancels } from './steps/defender-cancels.ts';
import { guardians } from './steps/guardians.ts';
import { modifyAttackDice } from './steps/modify-attack-dice.ts';
import { modifyDefenseDice } from './steps/modify-defense-dice.ts';
import { rerollAttack } from './steps/reroll-attack.ts';
import { rerollDefense } from './steps/reroll-defense.ts';
import { rollAttack } from './steps/roll-attack.ts';
import { rollDefense } from './steps/roll-defense.ts';
import { suppression } from './steps/suppression.ts';
import { upgradeAttack } from './steps/upgrade-attack.ts';

/** An operation placed within a step: the step's own at order 0, keyword hooks around it. */
export interface OrderedStep {
  readonly order: number;
  readonly step: Step;
}

export interface AttackStep {
  readonly id: string;
  /** Where the step stands in the rulebook (docs/rules/legion.md, amg-2025 numbering). */
  readonly rule: string;
  readonly build: (ctx: AttackContext) => OrderedStep[];
  /**
   * Whether the step's own operations read the defender: its scenario side or a context field
   * that describes only the defender (attacker-part.ts). The exact executor shares the frontier
   * before the first operation that does across the defenders of one attack.
   */
  readonly readsDefender: boolean;
}

/** The Legion attack sequence, in rulebook order (docs/rules/legion.md). */
export const ATTACK_STEPS = [
  {
    id: 'upgrade-attack',
    rule: '4a upgrade/downgrade',
    build: upgradeAttack,
    readsDefender: false,
  },
  { id: 'roll-attack', rule: '4b roll attack dice', build: rollAttack, readsDefender: false },
  { id: 'reroll-attack', rule: '4c reroll attack dice', build: rerollAttack, readsDefender: false },
  {
    id: 'convert-attack-surges',
    rule: '4d convert attack surges',
    build: convertAttackSurges,
    readsDefender: false,
  },
  { id: 'apply-cover', rule: '5a–d apply cover', build: applyCover, readsDefender: true },
  { id: 'apply-dodge', rule: '5e apply dodge', build: applyDodge, readsDefender: true },
  {
    id: 'modify-attack-dice',
    rule: '6 modify attack dice (attacker)',
    build: modifyAttackDice,
    readsDefender: true,
  },
  {
    id: 'defender-cancels',
    rule: '6 modify attack dice (defender)',
    build: defenderCancels,
    readsDefender: true,
  },
  { id: 'guardians', rule: '6 Guardian X', build: guardians, readsDefender: true },
  { id: 'roll-defense', rule: '7a–c roll defense dice', build: rollDefense, readsDefender: true },
  {
    id: 'reroll-defense',
    rule: '7d reroll defense dice',
    build: rerollDefense,
    readsDefender: true,
  },
  {
    id: 'convert-defense-surges',
    rule: '7e convert defense surges',
    build: convertDefenseSurges,
    readsDefender: true,
  },
  {
    id: 'modify-defense-dice',
    rule: '8 modify defense dice',
    build: modifyDefenseDice,
    readsDefender: true,
  },
  { id: 'compare-results', rule: '9 compare results', build: compareResults, readsDefender: true },
  { id: 'suppression', rule: '10 suppression', build: suppression, readsDefender: true },
] as const satisfies readonly AttackStep[];

export type AttackStepId = (typeof ATTACK_STEPS)[number]['id'];
