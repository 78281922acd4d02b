import type { JsonRecord } from '../../core/is-record.ts';
import type { Parsed } from '../../core/validation.ts';
import { optimalRefusal } from '../optimal-feasible.ts';
import { checkScenario, parseLegionScenario, type LegionScenario } from '../scenario.ts';

/**
 * parseLegionScenario for the scenarios of a grid, whose cells repeat one attacker along a row
 * and one defender down a column: the schema checks each field of a scenario on its own, and
 * only `checkScenario` (with best play's refusal) reads several at once, so a scenario whose
 * attacker (with everything but the defender) and whose defender were both met before, each with
 * the same other fields, is those two parses put together and checked again; anything else, or
 * a pair the check refuses, is parsed whole (and its error is the whole parse's).
 */
export class PieceParser {
  private readonly attackers = new Map<string, LegionScenario>();
  private readonly defenders = new Map<string, LegionScenario['defender']>();
  /** Scenarios put together from pieces met before (the rest were parsed whole). */
  spliced = 0;

  constructor(private readonly limit: number) {}

  parse(raw: JsonRecord): Parsed<LegionScenario> {
    if (this.attackers.size > this.limit) this.attackers.clear();
    if (this.defenders.size > this.limit) this.defenders.clear();
    const { attacker, defender, ...rest } = raw;
    const shared = JSON.stringify(rest);
    const attackerKey = `${shared}\n${JSON.stringify(attacker)}`;
    const defenderKey = `${shared}\n${JSON.stringify(defender)}`;
    const a = this.attackers.get(attackerKey);
    const d = this.defenders.get(defenderKey);
    if (a && d) {
      const s: LegionScenario = { ...a, defender: d };
      let fits = true;
      checkScenario(s, () => (fits = false));
      if (fits && optimalRefusal(s) === null) {
        this.spliced++;
        return { ok: true, value: s };
      }
    }
    const parsed = parseLegionScenario(raw);
    if (parsed.ok) {
      this.attackers.set(attackerKey, parsed.value);
      this.defenders.set(defenderKey, parsed.value.defender);
    }
    return parsed;
  }
}
