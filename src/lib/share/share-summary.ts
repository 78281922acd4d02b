import type { ShareLoadout } from '../../report/share-text.ts';
import type { EntryView } from '../compare/entry-view.ts';
import type { GameView } from '../results/game-view.ts';
import { primary } from '../results/stats.ts';
import { num, pct } from '../../report/format.ts';

/** The loadouts on the chart as "Copy as text" sums them up (those with a result). */
export function shareLoadouts(list: readonly EntryView[], game: GameView): ShareLoadout[] {
  return list.flatMap((e) => {
    const r = e.result;
    if (!r) return [];
    const attacks = game.stages?.(r).length ?? 0;
    return [
      {
        label: e.label,
        mean: primary(r).mean,
        word: game.suffered?.(r)?.word ?? game.unit.word,
        kill: game.killChance(r),
        points: game.points?.(r) ?? null,
        attacks: attacks > 1 ? attacks : null,
      },
    ];
  });
}

/** The answer at a glance, a line per loadout (the share card's headline): mean and P(kill). */
export function answerLines(loadouts: readonly ShareLoadout[]): string[] {
  const named = loadouts.length > 1;
  return loadouts.map(
    (l) =>
      `${named ? `${l.label}: ` : ''}${num(l.mean)} ${l.word} on average` +
      (l.kill === null ? '' : ` · target defeated ${pct(l.kill)}`),
  );
}
