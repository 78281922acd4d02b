import type { AttackContext } from '../context.ts';
import { BLANK, CRIT, HIT, SURGE } from '../results.ts';
import { ATK, ATK_SURGE_TOKENS, CRITS, HITS, PENDING_ATK, SURGES, atk } from '../state.ts';

/** A way of choosing attack dice to reroll (docs/rules/legion.md "Default policies"). */
export interface AttackRerollPolicy {
  /**
   * Moves up to `n` dice from their result slots to PENDING_ATK; returns how many it moved
   * (0: the token is not worth spending).
   */
  readonly choose: (s: Int32Array, n: number) => number;
  /**
   * Moves the results this policy never rerolls out of the per-colour slots into the totals:
   * their colour no longer matters, so equal attacks merge in the exact executor.
   */
  readonly fold: (s: Int32Array) => void;
}

function move(s: Int32Array, colour: number, result: number, n: number): number {
  const from = atk(colour, result);
  const k = Math.min(n, s[from] as number);
  s[from] = (s[from] as number) - k;
  s[PENDING_ATK + colour] = (s[PENDING_ATK + colour] as number) + k;
  return k;
}

/**
 * Moves up to n Blanks to PENDING_ATK, red first, then black, then white; returns how many of
 * the n are left. (The Monte Carlo loop runs this on every token: no loop over colours, no
 * writes when a colour has none.)
 */
function moveBlanks(s: Int32Array, n: number): number {
  let left = moveUpTo(s, ATK + BLANK, PENDING_ATK, n);
  if (left !== 0) left = moveUpTo(s, ATK + 4 + BLANK, PENDING_ATK + 1, left);
  if (left !== 0) left = moveUpTo(s, ATK + 8 + BLANK, PENDING_ATK + 2, left);
  return left;
}

/** Moves up to `left` dice from slot `from` to slot `to`; returns how many of `left` are left. */
function moveUpTo(s: Int32Array, from: number, to: number, left: number): number {
  const b = s[from] as number;
  if (b === 0) return left;
  const k = b < left ? b : left;
  s[from] = b - k;
  s[to] = (s[to] as number) + k;
  return left - k;
}

function total(s: Int32Array, result: number): number {
  return (
    (s[atk(0, result)] as number) + (s[atk(1, result)] as number) + (s[atk(2, result)] as number)
  );
}

function foldInto(s: Int32Array, result: number, slot: number): void {
  s[slot] = (s[slot] as number) + total(s, result);
  s[atk(0, result)] = 0;
  s[atk(1, result)] = 0;
  s[atk(2, result)] = 0;
}

/** Surges that Critical X, the surge chart and Surge tokens cannot convert: they end as Blanks. */
function excessSurges(s: Int32Array, ctx: AttackContext): number {
  if (ctx.surgeTo !== 'none') return 0;
  const surges = total(s, SURGE) + (s[SURGES] as number);
  return Math.max(0, surges - ctx.critical - (s[ATK_SURGE_TOKENS] as number));
}

/**
 * docs/rules/legion.md "Reroll, conservative" (default): reroll the dice that would otherwise end
 * as Blank — Blanks and unconvertible surges — best colour first; never hits or crits.
 */
export function conservativeReroll(ctx: AttackContext): AttackRerollPolicy {
  const surgesKept = ctx.surgeTo !== 'none';
  const keptSurges = keptSurgeSlot(ctx);
  return {
    choose(s, n) {
      if (surgesKept) return n - moveBlanks(s, n);
      let excess = excessSurges(s, ctx);
      let left = n;
      for (let c = 0; c < 3 && left > 0; c++) {
        left -= move(s, c, BLANK, left);
        const e = move(s, c, SURGE, Math.min(left, excess));
        excess -= e;
        left -= e;
      }
      return n - left;
    },
    fold(s) {
      foldInto(s, HIT, HITS);
      foldInto(s, CRIT, CRITS);
      if (surgesKept) foldInto(s, SURGE, keptSurges);
    },
  };
}

/**
 * Where surges the chart will convert can be counted already: with surge→crit they are crits
 * (Critical X changes nothing), with surge→hit and no Critical X they are hits; otherwise they
 * stay surges until Critical X has its pick.
 */
function keptSurgeSlot(ctx: AttackContext): number {
  if (ctx.surgeTo === 'crit') return CRITS;
  if (ctx.surgeTo === 'hit' && ctx.critical === 0) return HITS;
  return SURGES;
}

/**
 * Where each attack result kind goes before step 4d under the conservative policy, for the exact
 * executor's inert window over HITS and CRITS (0: HITS, 1: CRITS, -1: stays with its colour).
 * Hits and crits always go there (the policy's fold, or collapsing the colours); kept surges only
 * when the fold runs, i.e. when tokens reroll, as collapsing the colours keeps them surges.
 */
export function conservativeFeeds(ctx: AttackContext, folds: boolean): number[] {
  const feeds = [-1, -1, -1, -1];
  feeds[HIT] = 0;
  feeds[CRIT] = 1;
  const kept = keptSurgeSlot(ctx);
  if (folds && ctx.surgeTo !== 'none' && (kept === HITS || kept === CRITS))
    feeds[SURGE] = kept === HITS ? 0 : 1;
  return feeds;
}

/**
 * Hits that Armor will cancel whatever happens to them, and Impact cannot turn into crits:
 * rerolling them risks nothing. amg-2025 Armor X: only when the exposed hits are at most X (with
 * more, rerolling a hit that would have got through can lose it). ffg-1.0 Armor: every exposed hit.
 */
function doomedHits(s: Int32Array, ctx: AttackContext): number {
  if (ctx.armor === 0) return 0;
  let hits = total(s, HIT) + (s[HITS] as number);
  if (ctx.surgeTo === 'hit') hits += total(s, SURGE) + (s[SURGES] as number);
  const exposed = Math.max(0, hits - ctx.impact);
  return !ctx.amg || exposed <= ctx.armor ? exposed : 0;
}

/**
 * docs/rules/legion.md "Reroll, crit-fishing": as conservative, then reroll hits that cannot become
 * wounds (Armor will cancel them, Impact cannot save them), looking for crits. Only with a token
 * that has nothing else to reroll: rerolled beside Blanks, a doomed hit stops being doomed when
 * a Blank comes up a hit, and the attack can lose a wound (found by the property tests).
 */
export function critFishingReroll(ctx: AttackContext): AttackRerollPolicy {
  const base = conservativeReroll(ctx);
  return {
    choose(s, n) {
      const moved = base.choose(s, n);
      if (moved > 0) return moved;
      let left = Math.min(n, doomedHits(s, ctx));
      const want = left;
      for (let c = 0; c < 3 && left > 0; c++) left -= move(s, c, HIT, left);
      return want - left;
    },
    fold(s) {
      foldInto(s, CRIT, CRITS);
      if (ctx.surgeTo !== 'none') foldInto(s, SURGE, keptSurgeSlot(ctx));
    },
  };
}

/**
 * "optimal": the choice is BestPlay's (best-play.ts, its own decision step); it may reroll any
 * result, so nothing is folded. `choose` is never called.
 */
function optimalReroll(): AttackRerollPolicy {
  return {
    choose: () => 0,
    fold: () => {},
  };
}

/** Attack reroll policies by scenario name. */
export const ATTACK_REROLL_POLICIES = {
  conservative: conservativeReroll,
  'crit-fishing': critFishingReroll,
  optimal: optimalReroll,
} as const;
