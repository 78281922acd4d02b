import { num, pct } from './format.ts';

/**
 * The short markdown summary "Copy as text" gives, for a Discord or Reddit post: a bold title,
 * a line per loadout with its numbers, the conditions in words and the link. Pure: the app
 * gives it numbers already read from results, so the CLI can write the same text.
 */

/** One loadout's numbers, as the results show them. */
export interface ShareLoadout {
  readonly label: string;
  readonly mean: number;
  /** The headline quantity in running text ("wounds", "wounds suffered", "damage"). */
  readonly word: string;
  /** P(the target is defeated); null when the target's health is not known. */
  readonly kill: number | null;
  /** The attacking side's points (unit + upgrades); null when it is not a unit preset. */
  readonly points: number | null;
  /** An attack sequence's number of attacks (the numbers are after the last); null: one attack. */
  readonly attacks: number | null;
}

export interface ShareSummary {
  /** "Star Wars: Legion: wounds dealt". */
  readonly title: string;
  readonly loadouts: readonly ShareLoadout[];
  /** The loadouts and their target in words (the engine's captionLines), a line each. */
  readonly conditions: readonly string[];
  readonly link: string;
}

/** Markdown's special characters in a name a person typed (a pin called "*best*"). */
const plain = (text: string): string => text.replace(/([\\*_`~|[\]<>#])/g, '\\$1');

function loadoutLine(l: ShareLoadout, named: boolean): string {
  const parts = [`mean **${num(l.mean)}** ${l.word}`];
  if (l.kill !== null) parts.push(`P(kill) ${pct(l.kill)}`);
  if (l.points !== null && l.points > 0)
    parts.push(`${num((l.mean / l.points) * 100)} ${l.word} per 100 points`);
  const after = l.attacks !== null && l.attacks > 1 ? ` after ${l.attacks} attacks` : '';
  return `- ${named ? `**${plain(l.label)}**: ` : ''}${parts.join(' · ')}${after}`;
}

export function shareText(s: ShareSummary): string {
  const named = s.loadouts.length > 1;
  return [
    `**${plain(s.title)}**`,
    ...s.loadouts.map((l) => loadoutLine(l, named)),
    ...s.conditions.map((c) => `> ${plain(c)}`),
    s.link,
  ].join('\n');
}

/** A matchup grid's cell for the summary: its value (for ordering) and as the grid prints it. */
export interface ShareCell {
  readonly attacker: string;
  readonly defender: string;
  readonly value: number;
  readonly text: string;
}

export interface ShareGrid {
  /** "Holotable matchups: mean wounds suffered". */
  readonly title: string;
  /** "ranged, range 3, light cover · …" */
  readonly conditions: string;
  /** How many attackers and defenders the grid has. */
  readonly rows: number;
  readonly columns: number;
  /** The computed cells (a refused or waiting cell is left out). */
  readonly cells: readonly ShareCell[];
  /** Lines after the cells (two lists' totals both ways), each as it reads. */
  readonly after?: readonly string[];
  readonly link: string;
}

const many = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The most cells a grid's summary lists: a post, not the grid (the link opens that). */
export const GRID_TEXT_CELLS = 8;

/** A matchup grid in a few lines: its conditions and its highest cells, best first. */
export function gridShareText(g: ShareGrid): string {
  const best = [...g.cells].sort((a, b) => b.value - a.value).slice(0, GRID_TEXT_CELLS);
  const total = g.rows * g.columns;
  const heading =
    best.length < total ? `Highest ${best.length} of ${total} matchups:` : 'Every matchup:';
  return [
    `**${plain(g.title)}**`,
    `${many(g.rows, 'attacker')} against ${many(g.columns, 'defender')}; ${plain(g.conditions)}`,
    heading,
    ...best.map((c) => `- ${plain(c.attacker)} vs ${plain(c.defender)}: **${c.text}**`),
    ...(g.after ?? []).map(plain),
    g.link,
  ].join('\n');
}
