import type { BothWays, MatchupConditions, MatchupSide } from '../../engine/index.ts';
import type { TotalsJob, WorkerReply } from '../../../workers/sim-api.ts';
import type { MatchupSource } from '../matchup-link.ts';

/** What the totals need of a worker pool: the two lists computed off the page's thread. */
export interface TotalsPool {
  totals(lists: TotalsJob): Promise<WorkerReply<BothWays>>;
}

/** At most this many units in each list for the totals (a list is a handful of units). */
export const MAX_LIST_UNITS = 30;

export type TotalsState =
  | { readonly status: 'none' }
  | { readonly status: 'running' }
  | { readonly status: 'done'; readonly value: BothWays }
  | { readonly status: 'failed'; readonly error: string };

/**
 * Rows and columns are two lists when each is made of units only (no whole faction) and holds
 * at most MAX_LIST_UNITS.
 */
export function areLists(
  rows: readonly MatchupSource[],
  columns: readonly MatchupSource[],
): boolean {
  const list = (s: readonly MatchupSource[]) =>
    s.length > 0 && s.length <= MAX_LIST_UNITS && s.every((x) => x.kind === 'side');
  return list(rows) && list(columns);
}

/**
 * The two lists fighting both ways, on paper: each list's total per round against the other,
 * computed by a worker. A newer start supersedes an older one (its answer is dropped).
 */
export class ListsBothWays {
  state = $state.raw<TotalsState>({ status: 'none' });
  private run = 0;

  start(
    pool: TotalsPool,
    attackers: readonly MatchupSide[],
    defenders: readonly MatchupSide[],
    conditions: MatchupConditions,
  ): void {
    const run = ++this.run;
    this.state = { status: 'running' };
    void pool
      .totals({ attackers, defenders, conditions })
      .catch((e: Error): WorkerReply<BothWays> => ({ ok: false, error: e.message }))
      .then((r) => {
        if (run !== this.run) return;
        this.state = r.ok
          ? { status: 'done', value: r.value }
          : { status: 'failed', error: `The lists’ totals could not be worked out: ${r.error}.` };
      });
  }

  clear(): void {
    this.run++;
    this.state = { status: 'none' };
  }
}
