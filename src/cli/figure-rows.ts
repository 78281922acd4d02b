import type { IaFigure, IaFigureData } from '../engine/index.ts';
import { quote } from '../engine/index.ts';

/** One Imperial Assault figure as `odds units --game imperial-assault` lists it. */
export interface FigureRow {
  readonly name: string;
  readonly elite: boolean;
  readonly faction: string;
  readonly expansion: string;
  readonly attack: string;
  readonly defense: string;
  readonly health: number;
  readonly id: string;
}

export const FIGURE_COLUMNS = [
  'name',
  'elite',
  'faction',
  'expansion',
  'attack',
  'defense',
  'health',
  'id',
] as const;

const FACTIONS: Readonly<Record<string, string>> = {
  imperial: 'Imperial',
  empire: 'Imperial',
  mercenary: 'Mercenary',
  mercenaries: 'Mercenary',
  alliance: 'Alliance',
  rebel: 'Alliance',
  rebels: 'Alliance',
};

const dice = (d: Readonly<Record<string, number>>): string =>
  Object.entries(d)
    .flatMap(([c, n]) => Array<string>(n).fill(c))
    .join(' ');

function attackOf(f: IaFigure): string {
  if (f.choosesPool !== null) return 'chosen';
  if (f.dice === null || f.attackType === null) return 'none';
  return `${f.attackType} ${dice(f.dice)}`;
}

/**
 * The figures of a faction (imperial, mercenary, alliance/rebels; all when left out), in the
 * card data's order. An unknown faction throws a one-line message listing the known ones.
 */
export function figureRows(data: IaFigureData, faction: string | undefined): FigureRow[] {
  let want: string | undefined;
  if (faction !== undefined) {
    want = FACTIONS[faction.toLowerCase()];
    if (want === undefined)
      throw new Error(`no faction ${quote(faction)}; known: imperial, mercenary, alliance`);
  }
  return data.figures
    .filter((f) => want === undefined || f.faction === want)
    .map((f) => ({
      name: f.name,
      elite: f.elite,
      faction: f.faction,
      expansion: f.expansion,
      attack: attackOf(f),
      defense: dice(f.defense) || 'none',
      health: f.health,
      id: f.id,
    }));
}
