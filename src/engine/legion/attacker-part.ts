import { frontierBoundary } from '../core/exact.ts';
import type { InertWindow } from '../core/inert-frontier.ts';
import type { SharedPrefix, Step } from '../core/program.ts';
import type { AttackContext } from './context.ts';

/**
 * Whether each context field describes only the defender (its dice, cover, tokens' uses,
 * immunities). Every field must say (the type asks for all of them), so a new one cannot be
 * forgotten: a field marked true is one an operation that reads no defender
 * (`readsDefender: false`) must not read either; any field that may differ between attackers
 * (or that such an operation reads, as crit-fishing reads Armor) is false. `scenario` and
 * `bestPlay` are handled on their own.
 */
export const DEFENDER_ONLY: Readonly<Record<keyof AttackContext, boolean>> = {
  scenario: true,
  bestPlay: true,
  amg: false,
  ranged: false,
  melee: false,
  defenderIsVehicle: true,
  weapons: false,
  pool: false,
  aimRerolls: false,
  aimRerollsAllowed: false,
  aimRerollMustBeat: false,
  aimReserve: false,
  surgeTo: false,
  critical: false,
  aimsNeededLater: false,
  blanksNeeded: false,
  terrainCover: true,
  coverImprove: true,
  coverReduce: false,
  coverIgnored: false,
  coverDie: true,
  lowProfile: true,
  dodgeForbidden: false,
  dodgeCancelsCrits: true,
  spendDodgeAnyway: true,
  choices: false,
  makashi: false,
  deflectAllowed: true,
  impact: false,
  armor: false,
  defenseDie: true,
  defenseSurgeBlock: true,
  pierce: false,
  pierceMayBeGained: false,
  pierceImmune: true,
  dangerSenseDice: true,
  impervious: true,
  suppressible: true,
  suppressionGain: false,
  keepsTokens: false,
};

/** One compiled operation with what the attacker-part needs to know of it. */
export interface PartStep {
  readonly step: Step;
  readonly readsDefender: boolean;
  /** Where it comes from (step id and keyword), for the key. */
  readonly origin: string;
}

/**
 * What of the attack does not depend on the defender: the operations before the first one that
 * reads the defender (each says whether it does), cut back to where the exact executor holds its
 * whole frontier, and a key naming everything they may read — the context but for the fields
 * that describe only the defender, the scenario but for the defender's side and the preset
 * records, and which operations they are. Attacks with an equal key (and start state) roll the
 * same frontier there, whoever defends. None when the defender is read from the start, or with
 * best play (its solver keeps state of its own).
 */
export function attackerPart(
  ctx: AttackContext,
  placed: readonly PartStep[],
  program: { readonly steps: readonly Step[]; readonly inert?: InertWindow },
): SharedPrefix | undefined {
  if (ctx.bestPlay) return undefined;
  const first = placed.findIndex((p) => p.readsDefender);
  const until = frontierBoundary(program, first === -1 ? placed.length : first);
  if (until === 0) return undefined;
  const fields: Record<string, unknown> = {};
  for (const k of Object.keys(ctx) as (keyof AttackContext)[])
    if (!DEFENDER_ONLY[k]) fields[k] = ctx[k];
  const { defender, attacker, ...shared } = ctx.scenario;
  void defender;
  const { preset, ...own } = attacker;
  void preset;
  const origins = placed.slice(0, until).map((p) => `${p.origin}: ${p.step.name}`);
  return { key: JSON.stringify([fields, own, shared, origins, program.inert ?? null]), until };
}
