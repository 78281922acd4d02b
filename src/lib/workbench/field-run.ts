import {
  fieldConditions,
  fieldReport,
  matchupBatch,
  MatchupSolver,
  peerExchange,
  peerPrice,
  type FieldPlan,
  type FieldReport,
  type LegionCardData,
  type MatchupCell,
} from '../../engine/engines.ts';

/** What a field test has computed so far: the report over the units done, and how far it is. */
export interface FieldStep {
  /** The report over the field units finished so far (all of it once `done === total`). */
  readonly report: FieldReport;
  readonly done: number;
  readonly total: number;
  /** Every peer is in: the fair price will not change any more. */
  readonly peersDone: boolean;
  /** The price each peer sets (fair points is their median), for the band around it. */
  readonly prices: readonly number[];
}

/**
 * Which field units set the price: those of the tested unit's rank (the unit itself left out),
 * or the whole field when none is of its rank, as fieldReport chooses them.
 */
export function peerIndices(plan: FieldPlan): number[] {
  const all = plan.field.map((_, i) => i).filter((i) => plan.field[i]?.id !== plan.subject.id);
  const rank = all.filter((i) => plan.field[i]?.rank === plan.subject.rank);
  return rank.length > 0 ? rank : all;
}

/**
 * A field test computed unit by unit (both directions at every range), the peers first, so its
 * fair price is final early and the report of the units done is exact at any moment.
 * `peersOnly`: only the peers (a changed card's fair price, at a fifth of the cost).
 */
export class FieldRun {
  private readonly order: number[];
  private readonly peerCount: number;
  private readonly offense: MatchupCell[][];
  private readonly durability: MatchupCell[][];
  private next = 0;

  constructor(
    private readonly plan: FieldPlan,
    private readonly cards: LegionCardData,
    private readonly solver: MatchupSolver = new MatchupSolver(cards),
    peersOnly = false,
  ) {
    const peers = peerIndices(plan);
    const rest = plan.field.map((_, i) => i).filter((i) => !peers.includes(i));
    this.order = peersOnly ? peers : [...peers, ...rest];
    this.peerCount = peers.length;
    this.offense = plan.ranges.map(() => []);
    this.durability = plan.ranges.map(() => []);
  }

  get total(): number {
    return this.order.length;
  }

  get done(): number {
    return this.next;
  }

  /** Computes whole units until `budgetMs` has passed (at least one), then says where it is. */
  step(budgetMs: number, now: () => number = () => performance.now()): FieldStep {
    const until = now() + budgetMs;
    do {
      if (this.next >= this.order.length) break;
      this.unit(this.order[this.next] as number);
      this.next++;
    } while (now() < until);
    return this.progress();
  }

  private unit(i: number): void {
    const u = this.plan.field[i];
    if (!u) return;
    const me = this.plan.subject.side;
    this.plan.ranges.forEach((range, k) => {
      const conditions = fieldConditions(this.plan, range);
      const one = (a: typeof me, d: typeof me) =>
        matchupBatch(
          { attackers: [a], defenders: [d], conditions, cells: [[0, 0]] },
          this.cards,
          this.solver,
        )[0] as MatchupCell;
      (this.offense[k] as MatchupCell[])[i] = one(me, u.side);
      (this.durability[k] as MatchupCell[])[i] = one(u.side, me);
    });
  }

  /** The report over the units done, in the order computed. */
  progress(): FieldStep {
    // Once every unit is in, the card data's order: the report is then exactly odds field's.
    const ids = this.order.slice(0, this.next);
    if (this.next === this.plan.field.length) ids.sort((a, b) => a - b);
    const plan: FieldPlan = { ...this.plan, field: ids.map((i) => this.plan.field[i]!) };
    const cells = this.plan.ranges.flatMap((_, k) => [
      ids.map((i) => this.offense[k]![i]!),
      ids.map((i) => this.durability[k]![i]!),
    ]);
    const report = fieldReport(plan, cells);
    const peerIds = new Set(this.order.slice(0, Math.min(this.next, this.peerCount)));
    const peerRows = report.rows.filter((_, r) => peerIds.has(ids[r] as number));
    return {
      report,
      done: this.next,
      total: this.order.length,
      peersDone: this.next >= this.peerCount,
      prices: peerRows.flatMap((r) => {
        const x = peerExchange(r);
        return x ? [peerPrice(x)] : [];
      }),
    };
  }
}
