import { describeError } from '../../core/validation.ts';
import { evaluateExact, evaluateMonteCarlo, type AttackResult } from '../../evaluate.ts';
import { parseAnyScenario } from '../../games.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { withPointsEfficiency } from '../points-result.ts';
import { expandPresets, presetMemo } from '../presets/expand-presets.ts';

type Json = Record<string, unknown>;

/**
 * Monte Carlo for a cell whose exact enumeration is infeasible: the trials and seed `npm run
 * odds` uses by default, so the cell is still exactly the single scenario's answer.
 */
export const MATCHUP_MONTE_CARLO = { trials: 1_000_000, seed: 1 } as const;

/**
 * One cell's answer: the attack's result (`method` says exact or Monte Carlo), or the one-line
 * reason `npm run odds` would refuse the cell's scenario (e.g. an attacker with no weapon that
 * reaches the range).
 */
export type MatchupCell =
  | { readonly ok: true; readonly result: AttackResult }
  | { readonly ok: false; readonly error: string };

/** Past this many remembered attacks the memos start again (bounds a long session's memory). */
const MEMO_LIMIT = 20_000;

/** The expanded scenario without its preset records: what the dice depend on. */
function attackKey(expanded: unknown): string {
  const s = expanded as Json;
  const strip = (side: unknown) => {
    if (typeof side !== 'object' || side === null) return side;
    const { preset, ...rest } = side as Json;
    void preset;
    return rest;
  };
  return JSON.stringify({ ...s, attacker: strip(s['attacker']), defender: strip(s['defender']) });
}

/**
 * Computes many cells of grids (a worker keeps one): each cell exactly matchupCell's answer,
 * but an attack already computed — the same attacker against a defender with the same profile
 * (die, surge, minis, wounds, keywords; most units share one with another), or a weapon choice
 * already scored against that profile — is not computed again. Only the preset records (names
 * and points, which the dice never read) differ between such cells, and points efficiency is
 * computed for each cell from its own.
 */
export class MatchupSolver {
  private readonly results = new Map<string, AttackResult>();
  private readonly memo = presetMemo();

  constructor(readonly cards: LegionCardData) {}

  /** The answer for one cell's scenario (matchupCell's, computed at most once per attack). */
  cell(scenario: unknown): MatchupCell {
    const t0 = performance.now();
    if (this.memo.means.size > MEMO_LIMIT) this.memo.means.clear();
    if (this.memo.loadouts.size > MEMO_LIMIT) this.memo.loadouts.clear();
    if (this.memo.hints.size > MEMO_LIMIT) this.memo.hints.clear();
    if (this.results.size > MEMO_LIMIT) this.results.clear();
    const expanded = expandPresets(scenario, this.cards, this.memo);
    if (!expanded.ok) return { ok: false, error: describeError(expanded.error) };
    const parsed = parseAnyScenario(expanded.value);
    if (!parsed.ok) return { ok: false, error: describeError(parsed.error) };
    const s = parsed.value;
    const key = attackKey(expanded.value);
    let result = this.results.get(key);
    if (result) result = { ...result, elapsedMs: performance.now() - t0 };
    else {
      result = s.engine.exactFeasible(s.scenario)
        ? evaluateExact(s)
        : evaluateMonteCarlo(s, MATCHUP_MONTE_CARLO.trials, MATCHUP_MONTE_CARLO.seed);
      this.results.set(key, result);
    }
    return { ok: true, result: withPointsEfficiency(s, result) };
  }
}
