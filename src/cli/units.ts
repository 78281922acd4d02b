import { ArmyListError, factionSides, quote, type LegionCardData } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import { UsageError } from './args.ts';
import { FIGURE_COLUMNS, figureRows } from './figure-rows.ts';
import { parseTextOptions } from './text-options.ts';

export type UnitsFormat = 'table' | 'json' | 'csv';

/** `odds units`: which units of the card data to list, and how. */
export interface UnitsArgs {
  readonly game: 'legion' | 'imperial-assault';
  readonly faction: string | undefined;
  readonly rank: string | undefined;
  readonly format: UnitsFormat;
}

export const UNITS_USAGE = `usage: npm run -s odds -- units [--game legion|imperial-assault] [--faction F] [--rank R]
                            [--format table|json|csv]

  Lists the Legion units of the card data, with what a scenario or a list names them by: name,
  title, faction, rank, points and Legion HQ id. A scenario's "unit" takes the name, "Name: Title"
  where titled cards share a name, or the id.

  --faction F    empire, rebels, republic, separatists, mercenary, mandalorians (singular too)
  --rank R       commander, operative, corps, special, support, heavy
  --format F     table (default), json or csv

  --game imperial-assault lists the Imperial Assault campaign figures instead (name, elite,
  faction, expansion, attack, defense, health, id); a scenario's "figure" takes the name or the
  id. --faction: imperial, mercenary or alliance (rebels).`;

const UNITS_OPTIONS = ['game', 'faction', 'rank', 'format', 'help'] as const;

/** Parses the arguments after `units`; throws UsageError with a one-line message. */
export function parseUnitsArgs(argv: readonly string[]): UnitsArgs {
  const o = parseTextOptions('units', argv, UNITS_OPTIONS);
  const format = o.format ?? 'table';
  if (format !== 'table' && format !== 'json' && format !== 'csv')
    throw new UsageError(`--format: expected table | json | csv, got ${quote(format)}`);
  const game = o.game ?? 'legion';
  if (game !== 'legion' && game !== 'imperial-assault')
    throw new UsageError(`--game: expected legion | imperial-assault, got ${quote(game)}`);
  if (game === 'imperial-assault' && o.rank !== undefined)
    throw new UsageError('--rank: Imperial Assault figures have no rank');
  return { game, faction: o.faction, rank: o.rank, format };
}

/** One unit as `odds units` lists it. */
export interface UnitRow {
  readonly name: string;
  readonly title: string | null;
  readonly faction: string;
  readonly rank: string;
  readonly points: number;
  readonly id: string;
}

/**
 * The units of a faction and rank (either may be left out), by faction, then in rank order,
 * then by name, as the matrix lists them. An unknown faction or rank is an ArmyListError that
 * lists the known ones.
 */
export function unitRows(cards: LegionCardData, args: UnitsArgs): UnitRow[] {
  const factions = args.faction === undefined ? ['all'] : [args.faction];
  const ids = factions.flatMap((f) => factionSides(cards, f, args.rank).map((s) => s.side.unit));
  const byId = new Map(cards.units.map((u) => [u.id, u]));
  const order = new Map(ids.map((id, k) => [id, k]));
  return ids
    .map((id) => byId.get(id as string))
    .filter((u) => u !== undefined)
    .sort(
      (a, b) =>
        a.faction.localeCompare(b.faction, 'en') || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
    )
    .map((u) => ({
      name: u.name,
      title: u.title,
      faction: u.faction,
      rank: u.rank,
      points: u.cost,
      id: u.id,
    }));
}

const COLUMNS = ['name', 'title', 'faction', 'rank', 'points', 'id'] as const;

/** The rows as `--format` asks: an aligned table, a JSON array, or CSV with a header. */
export function formatUnits<R extends object>(
  rows: readonly R[],
  format: UnitsFormat,
  columns: readonly string[] = COLUMNS,
): string {
  if (format === 'json') return JSON.stringify(rows);
  const cell = (v: string | number | boolean | null | undefined) =>
    typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? null);
  const cells = rows.map((r) =>
    columns.map((c) => cell((r as Record<string, string | number | boolean | null>)[c])),
  );
  if (format === 'csv') return [columns.join(','), ...cells.map(csvRow)].join('\n');
  const text = [[...columns], ...cells.map((r) => r.map((v) => (v === null ? '' : String(v))))];
  const widths = columns.map((_, c) => text.reduce((w, r) => Math.max(w, r[c]?.length ?? 0), 0));
  const right = (c: number) => columns[c] === 'points' || columns[c] === 'health';
  return text
    .map((r) =>
      r
        .map((v, c) => (right(c) ? v.padStart(widths[c] ?? 0) : v.padEnd(widths[c] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `odds units …`: the listing, or the one line it is refused with. */
export async function runUnits(
  args: UnitsArgs,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (args.game === 'imperial-assault') {
    const { IA_FIGURES } = await import('../engine/ia-figures.ts');
    try {
      const rows = figureRows(IA_FIGURES, args.faction);
      return { ok: true, text: formatUnits(rows, args.format, FIGURE_COLUMNS) };
    } catch (e) {
      return { ok: false, message: `--faction: ${(e as Error).message}` };
    }
  }
  const { LEGION_CARDS } = await import('../engine/cards.ts');
  try {
    return { ok: true, text: formatUnits(unitRows(LEGION_CARDS, args), args.format) };
  } catch (e) {
    if (e instanceof ArmyListError)
      return {
        ok: false,
        message: `${e.message.startsWith('no rank') ? '--rank' : '--faction'}: ${e.message}`,
      };
    throw e;
  }
}
