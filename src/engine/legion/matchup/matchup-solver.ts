import { describeError, type Parsed } from '../../core/validation.ts';
import { evaluateExact, evaluateMonteCarlo, type AttackResult } from '../../evaluate.ts';
import { GAMES, parseAnyScenario, type AnyScenario } from '../../games.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { withPointsEfficiency } from '../points-result.ts';
import { presetRecord } from '../preset-schema.ts';
import type { LegionScenario } from '../scenario.ts';
import { isSequenceInput } from '../sequence-scenario.ts';
import { expandPresets, presetMemo, type PresetMemo } from '../presets/expand-presets.ts';
import { PieceParser } from './piece-parser.ts';
import { type JsonRecord } from '../../core/is-record.ts';

const presetSchema = presetRecord();

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
  const s = expanded as JsonRecord;
  const strip = (side: unknown) => {
    if (typeof side !== 'object' || side === null) return side;
    const { preset, ...rest } = side as JsonRecord;
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
  private readonly pieces = new PieceParser(MEMO_LIMIT);
  private readonly memo: PresetMemo = {
    ...presetMemo(),
    parse: (raw) => this.pieces.parse(raw),
  };

  constructor(readonly cards: LegionCardData) {}

  /** The answer for one cell's scenario (matchupCell's, computed at most once per attack). */
  cell(scenario: unknown): MatchupCell {
    const t0 = performance.now();
    if (this.memo.means.size > MEMO_LIMIT) this.memo.means.clear();
    if (this.memo.loadouts.size > MEMO_LIMIT) this.memo.loadouts.clear();
    if (this.memo.hints.size > MEMO_LIMIT) this.memo.hints.clear();
    if (this.memo.parsed.size > MEMO_LIMIT) this.memo.parsed.clear();
    if (this.results.size > MEMO_LIMIT) this.results.clear();
    const expanded = expandPresets(scenario, this.cards, this.memo);
    if (!expanded.ok) return { ok: false, error: describeError(expanded.error) };
    const key = attackKey(expanded.value);
    const s = this.parse(key, expanded.value);
    if (!s.ok) return { ok: false, error: describeError(s.error) };
    let result = this.results.get(key);
    if (result) result = { ...result, elapsedMs: performance.now() - t0 };
    else {
      const v = s.value;
      result = v.engine.exactFeasible(v.scenario)
        ? evaluateExact(v)
        : evaluateMonteCarlo(v, MATCHUP_MONTE_CARLO.trials, MATCHUP_MONTE_CARLO.seed);
      this.results.set(key, result);
    }
    return { ok: true, result: withPointsEfficiency(s.value, result) };
  }

  /**
   * parseAnyScenario of an expanded scenario, the whole schema run once per attack: a scenario
   * that differs from one already parsed (here or by expandPresets, whose key for it is the
   * same JSON) only in its preset records gets that parse with its own records, each checked
   * against the record's schema.
   */
  private parse(key: string, expanded: unknown): Parsed<AnyScenario> {
    const known = this.memo.parsed.get(key);
    const e = expanded as JsonRecord;
    if (known && !isSequenceInput(e)) {
      const attacker = presetSchema.safeParse(
        (e['attacker'] as JsonRecord | undefined)?.['preset'],
      );
      const defender = presetSchema.safeParse(
        (e['defender'] as JsonRecord | undefined)?.['preset'],
      );
      if (attacker.success && defender.success) {
        const scenario: LegionScenario = {
          ...known,
          attacker: { ...known.attacker, preset: attacker.data },
          defender: { ...known.defender, preset: defender.data },
        };
        return { ok: true, value: { engine: GAMES.legion, scenario } };
      }
    }
    const parsed = parseAnyScenario(expanded);
    if (parsed.ok && parsed.value.engine === GAMES.legion && !isSequenceInput(e))
      this.memo.parsed.set(key, parsed.value.scenario as LegionScenario);
    return parsed;
  }
}
