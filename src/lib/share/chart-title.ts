import type { EntryView } from '../compare/entry-view.ts';
import type { GameView } from '../results/game-view.ts';

/**
 * The wounds chart's title, as the exports, the share card and the embed print it: against a
 * unit of known health the chart is of wounds suffered, and says so.
 */
export function chartTitle(list: readonly EntryView[], game: GameView): string {
  const suffered =
    list.flatMap((e) => (e.result ? [game.suffered?.(e.result)?.word ?? null] : []))[0] ?? null;
  return `${game.label}: ${suffered ?? `${game.unit.word} dealt`}`;
}
