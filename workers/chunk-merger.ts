import { chunkSize } from '../src/engine/index.ts';
import { adaptiveDone, adaptiveProgress, type MarginLayout } from './adaptive.ts';

export interface MergerOptions {
  /** Trials of the run (the most it may run, in adaptive mode). */
  readonly trials: number;
  /** Trials per chunk: chunk k is trials [k·size, (k+1)·size) from the generator after k jumps. */
  readonly chunkTrials: number;
  /** Length of the flat histogram every part carries. */
  readonly length: number;
  /** Stop at the first whole chunk where every P(wounds ≥ k) is known to ±epsilon (95%). */
  readonly adaptive?: { readonly epsilon: number; readonly margin: MarginLayout };
}

/**
 * Adds up the parts of a seeded run's chunks as they arrive, in any order, into one histogram
 * that depends only on (scenario, trials, seed). A chunk may come in several parts (a slow chunk
 * is reported as it goes); the parts of one chunk arrive in order, from any worker.
 *
 * A plain run adds every part at once, so a slow run shows its progress. An adaptive run must
 * stop at the same place however the chunks were timed, so it holds each chunk until the chunk
 * is whole and merges whole chunks strictly in index order, testing the margin after each.
 */
export class ChunkMerger {
  /** The merged flat histogram (adaptive: of the whole chunks merged so far). */
  readonly total: Float64Array;
  /** Trials in `total`. */
  trialsDone = 0;
  /** Chunks 0..stopAt-1 make the run (fewer than all, once an adaptive run has its margin). */
  stopAt: number;
  private readonly left: number[];
  private readonly held = new Map<number, Float64Array>();
  private readonly whole = new Set<number>();
  private prefix = 0;

  constructor(private readonly opts: MergerOptions) {
    if (!Number.isInteger(opts.trials) || opts.trials < 1)
      throw new Error(`trials: expected an integer >= 1, got ${opts.trials}`);
    if (!Number.isInteger(opts.chunkTrials) || opts.chunkTrials < 1)
      throw new Error(`chunk size: expected an integer >= 1, got ${opts.chunkTrials}`);
    this.total = new Float64Array(opts.length);
    this.stopAt = Math.ceil(opts.trials / opts.chunkTrials);
    this.left = Array.from({ length: this.stopAt }, (_, k) =>
      chunkSize(opts.trials, k, opts.chunkTrials),
    );
  }

  /**
   * The share of the run done: of its trials, or — adaptive — of the trials its margin looks
   * like needing so far (adaptiveProgress); 1 once every chunk of the run is in.
   */
  get progress(): number {
    if (this.complete) return 1;
    const a = this.opts.adaptive;
    if (!a) return this.trialsDone / this.opts.trials;
    const bySize = this.trialsDone / this.opts.trials;
    return Math.max(bySize, adaptiveProgress(this.total, this.trialsDone, a.margin, a.epsilon));
  }

  /**
   * What a partial result may show now: the merged histogram, and — adaptive — the part of the
   * next chunk to merge held back until whole, so a slow chunk's first trials show before it
   * is whole. That chunk is always merged before the run can stop, so the trials shown never
   * pass the final count; where the run stops, and its histogram, depend on whole chunks only.
   */
  shown(): { readonly counts: Float64Array; readonly trials: number } {
    const next = this.opts.adaptive && !this.complete ? this.held.get(this.prefix) : undefined;
    if (!next) return { counts: this.total, trials: this.trialsDone };
    const counts = Float64Array.from(this.total);
    addInto(counts, next);
    const size = chunkSize(this.opts.trials, this.prefix, this.opts.chunkTrials);
    return { counts, trials: this.trialsDone + size - (this.left[this.prefix] ?? 0) };
  }

  /** Whether chunk k still matters (an adaptive run that stopped before it does not need it). */
  wants(k: number): boolean {
    return k < this.stopAt && (this.left[k] ?? 0) > 0;
  }

  /** Trials of chunk k not yet reported. */
  remaining(k: number): number {
    return this.left[k] ?? 0;
  }

  /** Every chunk of the run is in. */
  get complete(): boolean {
    return this.opts.adaptive ? this.prefix >= this.stopAt : this.trialsDone === this.opts.trials;
  }

  /**
   * Adds a part of chunk k: `trials` more of its trials, with their flat histogram. Throws on a
   * part that cannot belong to the run (a programming error, or a worker answering nonsense).
   */
  add(k: number, counts: ArrayLike<number>, trials: number): void {
    const left = this.left[k];
    if (left === undefined) throw new Error(`chunk ${k} is not part of this run`);
    if (!Number.isInteger(trials) || trials < 1 || trials > left)
      throw new Error(`chunk ${k}: ${trials} trials reported, ${left} left`);
    if (counts.length !== this.total.length)
      throw new Error(`chunk ${k}: a histogram of ${counts.length}, expected ${this.total.length}`);
    this.left[k] = left - trials;
    if (!this.opts.adaptive) {
      addInto(this.total, counts);
      this.trialsDone += trials;
      return;
    }
    if (k >= this.stopAt) return;
    let held = this.held.get(k);
    if (!held) this.held.set(k, (held = new Float64Array(this.total.length)));
    addInto(held, counts);
    if (left === trials) this.whole.add(k);
    this.mergeWholePrefix(this.opts.adaptive);
  }

  private mergeWholePrefix(a: { readonly epsilon: number; readonly margin: MarginLayout }): void {
    while (this.prefix < this.stopAt && this.whole.has(this.prefix)) {
      const k = this.prefix++;
      addInto(this.total, this.held.get(k) ?? []);
      this.held.delete(k);
      this.whole.delete(k);
      this.trialsDone += chunkSize(this.opts.trials, k, this.opts.chunkTrials);
      if (adaptiveDone(this.total, this.trialsDone, a.margin, a.epsilon)) this.stopAt = this.prefix;
    }
  }
}

function addInto(total: Float64Array, part: ArrayLike<number>): void {
  for (let i = 0; i < part.length; i++) total[i] = (total[i] as number) + (part[i] as number);
}
