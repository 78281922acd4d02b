import { stat } from 'node:fs/promises';
import {
  ArmyListError,
  factionSides,
  oneLine,
  parseArmyList,
  quote,
  type LegionCardData,
  type MatchupSide,
  type Unmatched,
} from '../engine/index.ts';
import { unmatchedSummary } from './matrix-notes.ts';
import { readInput } from './read-input.ts';

export type Sides =
  { ok: true; sides: MatchupSide[]; unmatched: Unmatched[] } | { ok: false; message: string };

/** What a list argument names: a file to read, a folder, or nothing by that name. */
async function kind(arg: string): Promise<'file' | 'folder' | 'none'> {
  if (arg === '-') return 'file';
  try {
    return (await stat(arg)).isDirectory() ? 'folder' : 'file';
  } catch (e) {
    // Only a missing file leaves the name to mean a faction; any other failure (permission,
    // a loop of links, a name too long) is the file's, and reading it says which.
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : 'file';
  }
}

/** A name that can only be a path (a faction name has no slash or dot). */
const looksLikePath = (arg: string) => /[/\\.]/.test(arg);

/** A faction, optionally with a rank: "empire", "empire:corps". */
function faction(arg: string, cards: LegionCardData): MatchupSide[] {
  const [name = '', rank, ...extra] = arg.split(':');
  if (extra.length > 0)
    throw new ArmyListError(
      `expected a faction or a faction and a rank ("empire:corps"), got ${quote(arg)}`,
    );
  return factionSides(cards, name, rank);
}

/**
 * The sides an `odds matrix` list argument names: a file's list (presets, TTS export, Legion HQ
 * link; any file that is not a folder, read within the input limit), or, when no such file
 * exists, a faction ("empire", "empire:corps"). `which` is the option ("attackers") the
 * messages name.
 */
export async function matrixSides(
  which: string,
  arg: string,
  cards: LegionCardData,
): Promise<Sides> {
  const what = await kind(arg);
  const isFile = what === 'file';
  try {
    if (!isFile) {
      if (looksLikePath(arg))
        return {
          ok: false,
          message: `--${which}: ${oneLine(arg)}: ${what === 'folder' ? 'a folder, not a list file' : 'no such file or folder'}`,
        };
      const sides = faction(arg, cards);
      if (sides.length === 0)
        return { ok: false, message: `--${which}: ${oneLine(arg)} has no units` };
      return { ok: true, sides, unmatched: [] };
    }
    const read = await readInput(arg);
    if (!read.ok) return { ok: false, message: `--${which}: ${oneLine(arg)}: ${read.message}` };
    const list = parseArmyList(read.text, cards);
    if (list.sides.length === 0) {
      const why = unmatchedSummary(list.unmatched);
      return {
        ok: false,
        message: `--${which}: no unit of ${oneLine(arg)} matches the card data${why ? `: ${why}` : ''}`,
      };
    }
    return { ok: true, sides: list.sides, unmatched: list.unmatched };
  } catch (e) {
    if (e instanceof ArmyListError) {
      const where = isFile ? `${oneLine(arg)}:` : `no file ${quote(arg)}, and`;
      return { ok: false, message: `--${which}: ${where} ${e.message}` };
    }
    throw e;
  }
}
