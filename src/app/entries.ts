import type { AttackResult } from '../engine/index.ts';
import type { DefeatSeries } from '../lib/chart/defeat-geometry.ts';
import type { ChartSeries } from '../lib/chart/geometry.ts';
import type { EntryView } from '../lib/compare/entry-view.ts';
import { seriesColor } from '../lib/chart/palette.ts';
import { primary } from '../lib/results/stats.ts';
import type { AppGame } from './games/app-game.ts';
import { jobKey } from './calculator.svelte.ts';
import type { Pin } from './store.svelte.ts';
import type { Theme } from './url-codec.ts';

/** A loadout on screen: the current one, or a pin (with its job, which the embed matches). */
export interface Entry extends EntryView {
  readonly pin: Pin | null;
}

/**
 * The loadouts to draw and compare: the current one first (unless it is exactly a pin, which
 * then stands for it), then the pins in pin order. All are of the shown game: a result of
 * another game (still on screen just after switching) counts as not computed yet.
 */
export function entries(
  game: AppGame<unknown>,
  result: AttackResult | null,
  currentKey: string | null,
  pins: readonly Pin[],
  theme: Theme,
): Entry[] {
  const current = result?.game === game.id ? result : null;
  const pinned = pins.some((p) => jobKey(p.job) === currentKey);
  const list: Entry[] = [];
  if (!pinned || pins.length === 0)
    list.push({
      id: 'current',
      label: pins.length > 0 ? 'Current' : game.unit.title,
      slot: 0,
      color: seriesColor(theme, 0),
      result: current,
      pin: null,
      sameAs: null,
    });
  pins.forEach((p, i) => {
    const key = jobKey(p.job);
    const twin = pins.slice(0, i).find((q) => jobKey(q.job) === key);
    list.push({
      id: `pin-${p.id}`,
      label: p.label,
      slot: p.color,
      color: seriesColor(theme, p.color),
      // What its scenario adds (Legion: points, the unit's health), as for the current one.
      result:
        p.result && p.scenario !== null && game.withScenario
          ? game.withScenario(p.result, p.scenario)
          : p.result,
      pin: p,
      sameAs: twin?.label ?? null,
    });
  });
  return list;
}

export function chartSeries(list: readonly Entry[]): ChartSeries[] {
  return list.flatMap((e) => {
    if (!e.result) return [];
    const w = primary(e.result);
    return [
      {
        id: e.id,
        label: e.label,
        color: e.color,
        slot: e.slot,
        pmf: w.pmf,
        atLeast: w.atLeast,
        ...(w.ci95 ? { ci95: w.ci95 } : {}),
      },
    ];
  });
}

/**
 * The P(defeated by attack k) lines: one per loadout whose target's defeat is tracked, drawn
 * only when some loadout is a sequence (a lone single attack's one point says nothing the key
 * numbers do not).
 */
export function defeatSeries(game: AppGame<unknown>, list: readonly Entry[]): DefeatSeries[] {
  const out = list.flatMap((e): DefeatSeries[] => {
    const kill = e.result ? (game.killByStage?.(e.result) ?? null) : null;
    if (!kill) return [];
    return [
      {
        id: e.id,
        label: e.label,
        color: e.color,
        slot: e.slot,
        byAttack: kill.byStage,
        ...(kill.fallsAt ? { fallsAt: kill.fallsAt } : {}),
        ...(kill.ci95 ? { ci95: kill.ci95 } : {}),
      },
    ];
  });
  return out.some((s) => s.byAttack.length > 1) ? out : [];
}
