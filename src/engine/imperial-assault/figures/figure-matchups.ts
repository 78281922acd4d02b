import { quote } from '../../core/quote.ts';
import type { Summary } from '../../core/summary.ts';
import { evaluateExact } from '../../evaluate.ts';
import { parseAnyScenario } from '../../games.ts';
import { expandFigures } from './expand-figures.ts';
import type { IaFigure, IaFigureData } from './figure-data.ts';
import { findFigure } from './find-figure.ts';

const FACTIONS: Readonly<Record<string, string | null>> = {
  all: null,
  imperial: 'Imperial',
  empire: 'Imperial',
  mercenary: 'Mercenary',
  mercenaries: 'Mercenary',
  alliance: 'Alliance',
  rebel: 'Alliance',
  rebels: 'Alliance',
};

/** The figures a matchup list names, and those it leaves out with why (never silently). */
export interface FigureList {
  readonly figures: readonly IaFigure[];
  readonly skipped: readonly { readonly name: string; readonly why: string }[];
}

/** Records sharing a name (a group's identical cards) once, in the data's order. */
function onePerName(figures: readonly IaFigure[]): IaFigure[] {
  const seen = new Set<string>();
  return figures.filter((f) => !seen.has(f.name) && (seen.add(f.name), true));
}

/**
 * The figures a list names: a faction (imperial, mercenary, alliance or rebels; all), or names
 * and ids separated by commas. As attackers, a figure with no attack or a pool the player
 * chooses is skipped and said. Throws a one-line message for an unknown name or faction.
 */
export function figureList(data: IaFigureData, list: string, attacking: boolean): FigureList {
  const key = list.trim().toLowerCase();
  let figures: IaFigure[];
  if (Object.hasOwn(FACTIONS, key)) {
    const faction = FACTIONS[key];
    figures = onePerName(data.figures.filter((f) => faction == null || f.faction === faction));
  } else {
    figures = list.split(',').map((name) => {
      const found = findFigure(data, name);
      if (!found.ok) throw new Error(found.message);
      return found.figure;
    });
  }
  if (figures.length === 0) throw new Error(`${quote(list)} names no figure`);
  if (!attacking) return { figures, skipped: [] };
  const skipped = figures.flatMap((f) =>
    f.choosesPool !== null
      ? [{ name: f.name, why: f.choosesPool }]
      : f.dice === null
        ? [{ name: f.name, why: 'no attack' }]
        : [],
  );
  return { figures: figures.filter((f) => f.dice !== null && f.choosesPool === null), skipped };
}

/**
 * The scenario of one matchup cell, as a player would write it: the two figures, at `distance`
 * for a ranged attacker; a melee attacker attacks an adjacent figure (no distance).
 */
export function figureMatchupScenario(
  attacker: IaFigure,
  defender: IaFigure,
  distance: number,
): Record<string, unknown> {
  return {
    v: 1,
    game: 'imperial-assault',
    ...(attacker.attackType === 'ranged' ? { distance } : {}),
    attacker: { figure: attacker.id },
    defender: { figure: defender.id },
  };
}

/** One cell: the two figures and the measures of the attack. */
export interface FigureMatchupCell {
  readonly attacker: string;
  readonly attackerId: string;
  readonly defender: string;
  readonly defenderId: string;
  readonly attackType: string;
  readonly distance: number | null;
  readonly meanDamage: number;
  readonly defeated: number;
  readonly miss: number;
  readonly conditions: Readonly<Record<string, number>>;
}

/** The exact measures of one figure attacking another. */
export function figureMatchupCell(
  data: IaFigureData,
  a: IaFigure,
  d: IaFigure,
  distance: number,
): FigureMatchupCell {
  const expanded = expandFigures(figureMatchupScenario(a, d, distance), data);
  const parsed = expanded.ok ? parseAnyScenario(expanded.value) : expanded;
  if (!parsed.ok) throw new Error(`${a.id} against ${d.id}: ${parsed.error.message}`);
  const r = evaluateExact(parsed.value);
  const ranged = a.attackType === 'ranged';
  return {
    attacker: a.name,
    attackerId: a.id,
    defender: d.name,
    defenderId: d.id,
    attackType: a.attackType ?? 'none',
    distance: ranged ? distance : null,
    meanDamage: (r['damage'] as Summary).mean,
    defeated: r['defeated'] as number,
    miss: r['miss'] as number,
    conditions: r['conditions'] as Record<string, number>,
  };
}
