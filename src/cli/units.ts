import { ArmyListError, factionSides, quote, type LegionCardData } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import { UsageError } from './args.ts';
import { parseTextOptions } from './text-options.ts';

export type UnitsFormat = 'table' | 'json' | 'csv';

/** `odds units`: which units of the card data to list, and how. */
export interface UnitsArgs {
  readonly faction: string | undefined;
  readonly rank: string | undefined;
  readonly format: UnitsFormat;
}

export const UNITS_USAGE = `usage: npm run -s odds -- units [--faction F] [--rank R] [--format table|json|csv]

  Lists the Legion units of the card data, with what a scenario or a list names them by: name,
  title, faction, rank, points and Legion HQ id. A scenario's "unit" takes the name, "Name: Title"
  where titled cards share a name, or the id.

  --faction F    empire, rebels, republic, separatists, mercenary, mandalorians (singular too)
  --rank R       commander, operative, corps, special, support, heavy
  --format F     table (default), json or csv`;

const UNITS_OPTIONS = ['faction', 'rank', 'format', 'help'] as const;

/** Parses the arguments after `units`; throws UsageError with a one-line message. */
export function parseUnitsArgs(argv: readonly string[]): UnitsArgs {
  const o = parseTextOptions('units', argv, UNITS_OPTIONS);
  const format = o.format ?? 'table';
  if (format !== 'table' && format !== 'json' && format !== 'csv')
    throw new UsageError(`--format: expected table | json | csv, got ${quote(format)}`);
  return { faction: o.faction, rank: o.rank, format };
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
export function formatUnits(rows: readonly UnitRow[], format: UnitsFormat): string {
  if (format === 'json') return JSON.stringify(rows);
  const cells = rows.map((r) => COLUMNS.map((c) => r[c]));
  if (format === 'csv') return [COLUMNS.join(','), ...cells.map(csvRow)].join('\n');
  const text = [[...COLUMNS], ...cells.map((r) => r.map((v) => (v === null ? '' : String(v))))];
  const widths = COLUMNS.map((_, c) => text.reduce((w, r) => Math.max(w, r[c]?.length ?? 0), 0));
  return text
    .map((r) =>
      r
        .map((v, c) =>
          COLUMNS[c] === 'points' ? v.padStart(widths[c] ?? 0) : v.padEnd(widths[c] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `odds units …`: the listing, or the one line it is refused with. */
export async function runUnits(
  args: UnitsArgs,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
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
