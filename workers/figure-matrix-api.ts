import {
  figureList,
  figureMatchupCell,
  type FigureMatchupCell,
  type IaFigureData,
} from '../src/engine/engines.ts';

/** A grid of Imperial Assault figures, or the one line it is refused with. */
export type FigureGrid =
  | {
      ok: true;
      attackers: string[];
      defenders: string[];
      skipped: { name: string; why: string }[];
      cells: FigureMatchupCell[][];
    }
  | { ok: false; message: string };

/** What the figure matchup worker offers: every attacker of one list against every defender. */
export interface FigureMatrixApi {
  grid(attackers: string, defenders: string, distance: number): Promise<FigureGrid>;
}

/** The worker side: the figures are imported once, on the first grid. */
export function createFigureMatrixApi(): FigureMatrixApi {
  let data: Promise<IaFigureData> | null = null;
  return {
    async grid(attackers, defenders, distance) {
      data ??= import('../src/engine/ia-figures.ts').then((m) => m.IA_FIGURES);
      const figures = await data;
      try {
        const a = figureList(figures, attackers, true);
        const d = figureList(figures, defenders, false);
        return {
          ok: true,
          attackers: a.figures.map((f) => f.name),
          defenders: d.figures.map((f) => f.name),
          skipped: [...a.skipped],
          cells: a.figures.map((x) =>
            d.figures.map((y) => figureMatchupCell(figures, x, y, distance)),
          ),
        };
      } catch (e) {
        return { ok: false, message: (e as Error).message };
      }
    },
  };
}
